import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Spec "Signature": how a webhook delivery is signed. Part of the wire, like the schemas beside
 * it: the sandbox's sender and the dashboard's receiver must agree byte for byte, so both import
 * this one module. It needs node:crypto, so the index (which browser code imports) does not
 * re-export it; import it as "@/lib/contract/signature".
 */

/** The header every delivery carries. */
export const SIGNATURE_HEADER = "x-signature-sha256";

/** A SHA-256 digest in lowercase hex is exactly 64 characters. */
const SIGNATURE_HEX_LENGTH = 64;
const LOWER_HEX = /^[0-9a-f]+$/;

/** Lowercase hex HMAC-SHA256 of the exact body bytes, keyed with the configuration's secret. */
export function signBody(secret: string, body: Uint8Array | string): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

/**
 * The header is usable only when it is exactly 64 lowercase hex characters.
 * The length is checked first: it is cheap and it is what timingSafeEqual
 * needs (it throws on buffers of different length).
 */
export function isWellFormedSignature(header: string | null | undefined): header is string {
  return typeof header === "string" && header.length === SIGNATURE_HEX_LENGTH && LOWER_HEX.test(header);
}

/**
 * Which of the candidate secrets signed these bytes: the index of the first
 * match, or -1. Every candidate is compared in constant time, and all are
 * tried even after a match, so timing does not reveal which one matched.
 */
export function matchSignature(
  body: Uint8Array,
  header: string | null | undefined,
  secrets: readonly string[],
): number {
  if (!isWellFormedSignature(header)) return -1;
  const given = Buffer.from(header, "hex");
  let matched = -1;
  secrets.forEach((secret, index) => {
    const expected = createHmac("sha256", secret).update(body).digest();
    if (timingSafeEqual(expected, given) && matched === -1) matched = index;
  });
  return matched;
}
