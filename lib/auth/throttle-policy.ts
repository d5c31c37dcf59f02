/**
 * Login throttling policy, pure so it can be tested without a store.
 * The first few failures are free (typos happen); after that each further
 * failure doubles the wait before the next attempt is checked, up to a cap.
 * Failures older than the window are forgotten.
 */
export const FREE_FAILURES = 3;
export const BASE_DELAY_MS = 500;
export const MAX_DELAY_MS = 8_000;
export const WINDOW_MS = 15 * 60_000;

export function delayForFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(BASE_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

/** Keys a login attempt is counted under: the address typed and the client's address. */
export function throttleKeys(email: unknown, clientAddress: string | undefined): string[] {
  const keys: string[] = [];
  if (typeof email === "string" && email.trim() !== "") keys.push(`email:${email.trim().toLowerCase().slice(0, 320)}`);
  if (clientAddress) keys.push(`ip:${clientAddress}`);
  return keys;
}

type HeaderBag = Record<string, string | string[] | undefined> | Headers | undefined;

function header(headers: HeaderBag, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The client's address as the reverse proxy reports it: the first entry of
 * X-Forwarded-For, else X-Real-IP. Behind no proxy both are absent and all
 * attempts share one "ip:unknown" key, which still slows a single guesser.
 */
export function clientAddressOf(headers: HeaderBag): string {
  const forwarded = header(headers, "x-forwarded-for")?.split(",")[0]?.trim();
  const real = header(headers, "x-real-ip")?.trim();
  const address = forwarded || real || "unknown";
  return address.slice(0, 64);
}
