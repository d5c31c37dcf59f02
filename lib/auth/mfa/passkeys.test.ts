import { createHash, generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { operatorFactors } from "@/lib/db/operator-auth-schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";

vi.mock("server-only", () => ({}));

/**
 * A passkey signs in through the real @simplewebauthn/server check: the test plays the
 * authenticator with a P-256 key (COSE public key in the store, assertion signed here).
 */
let store: TestStore;
let passkeys: typeof import("./passkeys");

const rp = { rpID: "localhost", origin: "http://localhost:3000" };
const b64url = (bytes: Buffer) => bytes.toString("base64url");

beforeAll(async () => {
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  passkeys = await import("./passkeys");
}, 120_000);
afterAll(async () => {
  setStoreForTests(undefined);
  await store.dispose();
});

/** COSE_Key (RFC 8152) of an EC2 P-256 ES256 public key, CBOR by hand: {1:2, 3:-7, -1:1, -2:x, -3:y}. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: "jwk" });
  const x = Buffer.from(jwk.x ?? "", "base64url");
  const y = Buffer.from(jwk.y ?? "", "base64url");
  return Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    x,
    Buffer.from([0x22, 0x58, 0x20]),
    y,
  ]);
}

async function enrolledKey(customerId: string, email: string, credentialId: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  await store.db.insert(operatorFactors).values({
    id: `pk-${credentialId}`,
    customerId,
    operatorEmail: email,
    kind: "passkey",
    label: "Key",
    credentialId: b64url(Buffer.from(credentialId)),
    publicKey: b64url(coseKey(publicKey)),
    signCount: 0,
  });
  return { privateKey, id: b64url(Buffer.from(credentialId)) };
}

/** What the authenticator answers to navigator.credentials.get for this challenge. */
function assertion(key: { privateKey: KeyObject; id: string }, challenge: string, counter: number, origin = rp.origin) {
  const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge, origin, crossOrigin: false }));
  const counterBytes = Buffer.alloc(4);
  counterBytes.writeUInt32BE(counter);
  const authenticatorData = Buffer.concat([
    createHash("sha256").update(rp.rpID).digest(),
    Buffer.from([0x05]), // user present + user verified
    counterBytes,
  ]);
  const signature = sign(
    "sha256",
    Buffer.concat([authenticatorData, createHash("sha256").update(clientDataJSON).digest()]),
    key.privateKey,
  );
  return {
    id: key.id,
    rawId: key.id,
    type: "public-key" as const,
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authenticatorData),
      signature: b64url(signature),
    },
  };
}

describe(`passkey sign-in (${testStoreKind()})`, () => {
  it("a signed assertion for this session's challenge is accepted once; the counter is stored", async () => {
    const key = await enrolledKey("cus-acme", "pk@example.com", "cred-1");
    const scope = { customerId: "cus-acme", sessionId: "s-1" };
    const options = await passkeys.passkeyAuthenticationOptionsFor(scope, "pk@example.com", rp);
    const answer = assertion(key, options?.challenge ?? "", 1);
    expect(await passkeys.verifyPasskeyAssertion(scope, "pk@example.com", answer, rp)).toEqual({
      ok: true,
      factorId: "pk-cred-1",
    });
    const [row] = await store.db.select().from(operatorFactors).where(eq(operatorFactors.id, "pk-cred-1"));
    expect(row?.signCount).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    // The same answer again: its challenge is used up.
    expect(await passkeys.verifyPasskeyAssertion(scope, "pk@example.com", answer, rp)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("refused: another session's challenge, an expired one, a wrong origin, another operator's key", async () => {
    const key = await enrolledKey("cus-acme", "pk2@example.com", "cred-2");
    const scope = { customerId: "cus-acme", sessionId: "s-2" };
    const other = { customerId: "cus-acme", sessionId: "s-other" };
    const options = await passkeys.passkeyAuthenticationOptionsFor(scope, "pk2@example.com", rp);
    const challenge = options?.challenge ?? "";
    expect(
      await passkeys.verifyPasskeyAssertion(other, "pk2@example.com", assertion(key, challenge, 1), rp),
    ).toMatchObject({ ok: false });
    expect(
      await passkeys.verifyPasskeyAssertion(
        scope,
        "pk2@example.com",
        assertion(key, challenge, 1, "http://evil.example"),
        rp,
      ),
    ).toMatchObject({ ok: false });
    // Same customer, another operator: their passkeys do not include this credential.
    await enrolledKey("cus-acme", "someone@example.com", "cred-3");
    expect(
      await passkeys.verifyPasskeyAssertion(scope, "someone@example.com", assertion(key, challenge, 1), rp),
    ).toEqual({ ok: false, reason: "invalid" });
    // Another customer's operator with the same email has no passkey at all.
    expect(
      await passkeys.verifyPasskeyAssertion(
        { customerId: "cus-globex", sessionId: "s-2" },
        "pk2@example.com",
        assertion(key, challenge, 1),
        rp,
      ),
    ).toEqual({ ok: false, reason: "no_factor" });

    const fresh = await passkeys.passkeyAuthenticationOptionsFor(scope, "pk2@example.com", rp);
    const sixMinutesLater = Date.now() + 6 * 60_000;
    expect(
      await passkeys.verifyPasskeyAssertion(
        scope,
        "pk2@example.com",
        assertion(key, fresh?.challenge ?? "", 1),
        rp,
        sixMinutesLater,
      ),
    ).toEqual({ ok: false, reason: "invalid" });
  });

  it("a counter that goes backwards (a cloned authenticator) is refused", async () => {
    const key = await enrolledKey("cus-acme", "pk4@example.com", "cred-4");
    const scope = { customerId: "cus-acme", sessionId: "s-4" };
    const first = await passkeys.passkeyAuthenticationOptionsFor(scope, "pk4@example.com", rp);
    expect(
      await passkeys.verifyPasskeyAssertion(scope, "pk4@example.com", assertion(key, first?.challenge ?? "", 5), rp),
    ).toMatchObject({ ok: true });
    const second = await passkeys.passkeyAuthenticationOptionsFor(scope, "pk4@example.com", rp);
    expect(
      await passkeys.verifyPasskeyAssertion(scope, "pk4@example.com", assertion(key, second?.challenge ?? "", 3), rp),
    ).toEqual({ ok: false, reason: "invalid" });
  });
});
