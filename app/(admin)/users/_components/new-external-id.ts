/** A fresh idempotency key for a user creation; kept across retries of the same form. */
export function newExternalId(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return `usr-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
