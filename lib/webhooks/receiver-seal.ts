import { decryptToken, encryptToken } from "@/lib/security/token-crypto";

/**
 * How a customer's receiver secret is sealed at rest (AES-256-GCM, like the
 * operator tokens). The customer id is the associated data: a ciphertext copied
 * into another customer's row, or from another table, does not open there.
 * Not server-only, so the scale suite and the benches seal secrets the same way.
 */
const aad = (customerId: string) => `webhook-receiver-secret:${customerId}`;

export const sealReceiverSecret = (encryptionKey: string, customerId: string, secret: string) =>
  encryptToken(secret, encryptionKey, aad(customerId));

export const openReceiverSecret = (encryptionKey: string, customerId: string, sealed: string) =>
  decryptToken(sealed, encryptionKey, aad(customerId));
