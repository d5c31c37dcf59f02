/** Paths reachable without a session. Everything else needs one (and checks it again itself). */
const PUBLIC_PREFIXES = ["/api/auth/", "/_next/"];
const PUBLIC_EXACT = new Set(["/login", "/api/health", "/api/ready", "/api/webhooks/receive", "/favicon.ico"]);
const STATIC_FILE = /\.(?:svg|png|jpe?g|gif|webp|avif|ico|txt|xml|webmanifest|woff2?)$/i;

export function isPublicPath(pathname: string): boolean {
  if (PUBLIC_EXACT.has(pathname)) return true;
  if (PUBLIC_PREFIXES.some((p) => pathname.startsWith(p))) return true;
  return STATIC_FILE.test(pathname);
}
