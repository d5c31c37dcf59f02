import "server-only";
import { createHmac, hkdfSync } from "node:crypto";
import { canonicalJson } from "@/lib/shared/canonical-json";

/**
 * A keyed fingerprint of a value the dashboard must compare but may keep only masked (an account's
 * number and document): two values are the same exactly when their fingerprints are. Masks cannot
 * tell them apart ("0123456789" and "5555556789" both read "•••• 6789"); a plain hash of a ten-digit
 * number is undone by trying every number, so the HMAC's key is derived from the server's secret.
 */
const keys = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "ramp-backoffice/value-fingerprint", "hmac-sha256 v1", 32));
    keys.set(secret, key);
  }
  return key;
}

export function valueFingerprint(value: unknown, secret: string): string {
  return createHmac("sha256", keyFor(secret)).update(canonicalJson(value)).digest("hex");
}
