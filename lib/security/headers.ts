import { randomBytes } from "node:crypto";

export interface SecurityHeaderOptions {
  nonce: string;
  /** React dev tooling needs eval (error stacks); production never does. */
  dev: boolean;
  /** Served over https: adds HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** Send HSTS (production deployments over https, or talking to the production API). */
  hsts: boolean;
}

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Per-request nonce CSP. 'strict-dynamic' lets the nonced Next runtime load
 * its chunks; nothing else runs. Inline styles stay allowed because Radix and
 * Tailwind set style attributes, which nonces cannot cover.
 */
export function contentSecurityPolicy({ nonce, dev, https }: SecurityHeaderOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The headers that need no per-request input: next.config.ts sends them with the answers the
 * proxy does not see (static chunks, the webhook receiver).
 */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
});

/** Every response gets these, pages and JSON alike. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(options),
    ...BASELINE_SECURITY_HEADERS,
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  if (options.hsts && options.https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}
