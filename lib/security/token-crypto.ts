import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Encryption at rest for the API tokens kept in operator_sessions.
 *
 * Format: `v1.<iv>.<tag>.<ciphertext>` (base64url parts). AES-256-GCM with a
 * key derived by HKDF-SHA256 from TOKEN_ENCRYPTION_KEY, a random 96-bit IV per
 * value, and the row's session id as additional data, so a ciphertext copied
 * into another row does not decrypt. The version prefix leaves room for a
 * future algorithm or key rotation.
 */
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HKDF_SALT = "ramp-backoffice/operator-tokens";
const HKDF_INFO = "aes-256-gcm v1";

export class TokenDecryptionError extends Error {
  override name = "TokenDecryptionError";
}

const keyCache = new Map<string, Buffer>();

function deriveKey(secret: string): Buffer {
  let key = keyCache.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, HKDF_SALT, HKDF_INFO, 32));
    keyCache.set(secret, key);
  }
  return key;
}

export function encryptToken(plaintext: string, secret: string, associatedData: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", deriveKey(secret), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(associatedData, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

export function decryptToken(sealed: string, secret: string, associatedData: string): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new TokenDecryptionError("Unknown token format");
  }
  const ivBytes = Buffer.from(iv, "base64url");
  const tagBytes = Buffer.from(tag, "base64url");
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
    throw new TokenDecryptionError("Malformed token envelope");
  }
  try {
    const decipher = createDecipheriv("aes-256-gcm", deriveKey(secret), ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(associatedData, "utf8"));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    // GCM authentication failed: wrong key, wrong row, or altered bytes.
    throw new TokenDecryptionError("Token failed authentication");
  }
}
