import { createHash, randomBytes } from "node:crypto";
import { SignJWT, errors, jwtVerify } from "jose";

export interface AccessClaims {
  operatorId: string;
  customerId: string;
  sessionId: string;
}

const ISSUER = "ramp-sandbox";
const encoder = new TextEncoder();

export async function signAccessToken(claims: AccessClaims, secret: string, ttlMs: number): Promise<string> {
  const now = Date.now();
  return new SignJWT({ cid: claims.customerId, sid: claims.sessionId, expMs: now + ttlMs })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.operatorId)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.ceil((now + ttlMs) / 1000))
    .sign(encoder.encode(secret));
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: "expired" | "invalid" };

export async function verifyAccessToken(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ["HS256"], issuer: ISSUER });
    // exp has one-second granularity; expMs keeps short test lifetimes exact.
    if (typeof payload.expMs === "number" && payload.expMs <= Date.now()) return { ok: false, reason: "expired" };
    const { sub, cid, sid } = payload;
    if (typeof sub !== "string" || typeof cid !== "string" || typeof sid !== "string") {
      return { ok: false, reason: "invalid" };
    }
    return { ok: true, claims: { operatorId: sub, customerId: cid, sessionId: sid } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}

/** Opaque refresh token; only its hash is stored. */
export const newRefreshToken = () => `rt_${randomBytes(32).toString("base64url")}`;
export const hashRefreshToken = (token: string) => createHash("sha256").update(token).digest("hex");
