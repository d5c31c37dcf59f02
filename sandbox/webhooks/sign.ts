import { createHmac } from "node:crypto";

/** Spec "Signature": lowercase hex HMAC-SHA256 of the exact body bytes, keyed with the configuration's secret. */
export const signBody = (secret: string, body: string | Buffer) =>
  createHmac("sha256", secret).update(body).digest("hex");

export const SIGNATURE_HEADER = "x-signature-sha256";
