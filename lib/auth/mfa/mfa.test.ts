import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { operatorFactors, operatorRecoveryCodes } from "@/lib/db/operator-auth-schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";

vi.mock("server-only", () => ({}));

let store: TestStore;
let totp: typeof import("./totp");
let recovery: typeof import("./recovery");
let passkeys: typeof import("./passkeys");
let challenges: typeof import("@/lib/db/queries/auth-challenges");
let factors: typeof import("./factors");
let factorQueries: typeof import("@/lib/db/queries/operator-factors");
let recoveryQueries: typeof import("@/lib/db/queries/recovery-codes");

const ACME = "cus-acme";
const GLOBEX = "cus-globex";
const rp = { rpID: "localhost", origin: "http://localhost:3000" };
let sessionSeq = 0;
const scopeFor = (customerId: string) => ({ customerId, sessionId: `session-${++sessionSeq}` });

beforeAll(async () => {
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  totp = await import("./totp");
  recovery = await import("./recovery");
  passkeys = await import("./passkeys");
  challenges = await import("@/lib/db/queries/auth-challenges");
  factors = await import("./factors");
  factorQueries = await import("@/lib/db/queries/operator-factors");
  recoveryQueries = await import("@/lib/db/queries/recovery-codes");
}, 120_000);
afterAll(async () => {
  setStoreForTests(undefined);
  await store.dispose();
});

/** Enrols a TOTP factor for the operator; returns the secret as the app would hold it. */
async function enrolTotp(customerId: string, email: string, now: number) {
  const scope = scopeFor(customerId);
  const pending = await totp.beginTotpEnrolment(scope, email);
  const secret = Secret.fromBase32(pending.secretBase32);
  const app = new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 });
  const confirmed = await totp.confirmTotpEnrolment(
    scope,
    email,
    pending.enrolmentId,
    app.generate({ timestamp: now }),
    "Phone",
    now,
  );
  expect(confirmed).toEqual({ ok: true, factorId: pending.enrolmentId });
  return { app, pending, factorId: pending.enrolmentId };
}

describe(`TOTP (${testStoreKind()})`, () => {
  it("is configured as RFC 6238: the SHA-1 test vector at T=59 is 94287082 (8 digits)", () => {
    // RFC 6238 appendix B: the ASCII secret "12345678901234567890".
    const secret = Secret.fromLatin1("12345678901234567890");
    expect(totpFor8(secret).generate({ timestamp: 59_000 })).toBe("94287082");
    expect(totpFor8(secret).generate({ timestamp: 1_111_111_109_000 })).toBe("07081804");
    // The dashboard's configuration is the same algorithm with 6 digits: the vector's last six.
    expect(totp.totpFor(secret).generate({ timestamp: 59_000 })).toBe("287082");
    expect(totp.totpFor(secret).digits).toBe(6);
    expect(totp.totpFor(secret).period).toBe(30);
    expect(totp.totpFor(secret).algorithm).toBe("SHA1");
  });

  it("enrolment gives an otpauth URI with the issuer and the operator, a QR code as SVG, and a 20-byte secret", async () => {
    const pending = await totp.beginTotpEnrolment(scopeFor(ACME), "uri@example.com");
    const uri = new URL(pending.uri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("issuer")).toBe("Ramp back office");
    expect(decodeURIComponent(uri.pathname)).toContain("uri@example.com");
    expect(uri.searchParams.get("secret")).toBe(pending.secretBase32);
    expect(Secret.fromBase32(pending.secretBase32).bytes.length).toBe(20);
    expect(pending.qrSvg.startsWith("<svg")).toBe(true);
    // The pending secret is sealed in the store, not in plaintext.
    const rows = await store.db.select().from((await import("@/lib/db/operator-auth-schema")).authChallenges);
    const row = rows.find((r) => r.id === pending.enrolmentId);
    expect(row?.purpose).toBe("totp-enrol");
    expect(row?.challenge).not.toContain(pending.secretBase32);
  });

  it("a wrong confirmation code enrols nothing; the secret is stored sealed once confirmed", async () => {
    const scope = scopeFor(ACME);
    const pending = await totp.beginTotpEnrolment(scope, "confirm@example.com");
    const now = Date.now();
    const app = new TOTP({ secret: Secret.fromBase32(pending.secretBase32) });
    const wrong = String((Number(app.generate({ timestamp: now })) + 1) % 1_000_000).padStart(6, "0");
    expect(await totp.confirmTotpEnrolment(scope, "confirm@example.com", pending.enrolmentId, wrong, "x", now)).toEqual(
      {
        ok: false,
        reason: "invalid",
      },
    );
    expect(await factorQueries.hasEnrolledFactor(ACME, "confirm@example.com")).toBe(false);
    const ok = await totp.confirmTotpEnrolment(
      scope,
      "confirm@example.com",
      pending.enrolmentId,
      app.generate({ timestamp: now }),
      "Phone",
      now,
    );
    expect(ok.ok).toBe(true);
    const [row] = await store.db.select().from(operatorFactors).where(eq(operatorFactors.id, pending.enrolmentId));
    expect(row?.kind).toBe("totp");
    expect(row?.secretEnc).toBeTruthy();
    expect(row?.secretEnc).not.toContain(pending.secretBase32);
    // A pending enrolment is used once.
    expect(
      await totp.confirmTotpEnrolment(
        scope,
        "confirm@example.com",
        pending.enrolmentId,
        app.generate({ timestamp: now }),
        "Phone",
        now,
      ),
    ).toEqual({ ok: false, reason: "expired" });
  });

  it("accepts a code computed now, refuses the same code again, and a later code still works", async () => {
    const t0 = Date.UTC(2026, 0, 1, 12, 0, 0);
    const { app } = await enrolTotp(ACME, "replay@example.com", t0);
    const t1 = t0 + 90_000;
    const code = app.generate({ timestamp: t1 });
    expect(await totp.verifyTotpCode(ACME, "replay@example.com", code, t1)).toMatchObject({ ok: true });
    // Reused within its own window: refused.
    expect(await totp.verifyTotpCode(ACME, "replay@example.com", code, t1 + 5_000)).toEqual({
      ok: false,
      reason: "replayed",
    });
    const t2 = t1 + 30_000;
    expect(await totp.verifyTotpCode(ACME, "replay@example.com", app.generate({ timestamp: t2 }), t2)).toMatchObject({
      ok: true,
    });
    // A code of an earlier step than the last accepted one, though within the window: refused.
    expect(
      await totp.verifyTotpCode(ACME, "replay@example.com", app.generate({ timestamp: t2 - 30_000 }), t2),
    ).toMatchObject({ ok: false });
  });

  it("accepts one step either side, refuses codes outside the window", async () => {
    const t0 = Date.UTC(2026, 0, 2, 12, 0, 0);
    const { app } = await enrolTotp(ACME, "window@example.com", t0);
    const now = t0 + 600_000;
    expect(
      await totp.verifyTotpCode(ACME, "window@example.com", app.generate({ timestamp: now - 90_000 }), now),
    ).toEqual({ ok: false, reason: "invalid" });
    expect(
      await totp.verifyTotpCode(ACME, "window@example.com", app.generate({ timestamp: now + 60_000 }), now),
    ).toEqual({ ok: false, reason: "invalid" });
    expect(
      await totp.verifyTotpCode(ACME, "window@example.com", app.generate({ timestamp: now - 30_000 }), now),
    ).toMatchObject({ ok: true });
    expect(
      await totp.verifyTotpCode(ACME, "window@example.com", app.generate({ timestamp: now + 30_000 }), now),
    ).toMatchObject({ ok: true });
    expect(await totp.verifyTotpCode(ACME, "window@example.com", "12345", now)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("two requests with the same code at once: only one is accepted", async () => {
    const t0 = Date.UTC(2026, 0, 3, 12, 0, 0);
    const { app } = await enrolTotp(ACME, "race@example.com", t0);
    const now = t0 + 120_000;
    const code = app.generate({ timestamp: now });
    const results = await Promise.all([
      totp.verifyTotpCode(ACME, "race@example.com", code, now),
      totp.verifyTotpCode(ACME, "race@example.com", code, now),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("another customer's operator with the same email neither sees nor uses the factor", async () => {
    const t0 = Date.UTC(2026, 0, 4, 12, 0, 0);
    const { app } = await enrolTotp(ACME, "shared@example.com", t0);
    const now = t0 + 60_000;
    expect(await factorQueries.hasEnrolledFactor(GLOBEX, "shared@example.com")).toBe(false);
    expect(await factors.factorSummaries(GLOBEX, "shared@example.com")).toEqual([]);
    expect(await factors.factorSummaries(ACME, "shared@example.com")).toHaveLength(1);
    expect(await totp.verifyTotpCode(GLOBEX, "shared@example.com", app.generate({ timestamp: now }), now)).toEqual({
      ok: false,
      reason: "no_factor",
    });
    const [acmeFactor] = await factors.factorSummaries(ACME, "shared@example.com");
    expect(await factorQueries.renameFactor(GLOBEX, "shared@example.com", acmeFactor?.id ?? "", "Mine")).toBe(false);
    expect(await factors.removeFactor(GLOBEX, "shared@example.com", acmeFactor?.id ?? "", false)).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await totp.verifyTotpCode(ACME, "shared@example.com", app.generate({ timestamp: now }), now)).toMatchObject({
      ok: true,
    });
  });

  it("the last factor stays when one must remain", async () => {
    const { factorId } = await enrolTotp(ACME, "last@example.com", Date.now());
    expect(await factors.removeFactor(ACME, "last@example.com", factorId, true)).toEqual({
      ok: false,
      reason: "last_factor",
    });
    expect(await factors.removeFactor(ACME, "last@example.com", factorId, false)).toMatchObject({ ok: true });
    expect(await factorQueries.hasEnrolledFactor(ACME, "last@example.com")).toBe(false);
  });
});

function totpFor8(secret: Secret) {
  return new TOTP({ secret, algorithm: "SHA1", digits: 8, period: 30 });
}

describe(`recovery codes (${testStoreKind()})`, () => {
  it("ten codes, stored as hashes; each works once, then is refused", async () => {
    const codes = await recovery.generateRecoveryCodes(ACME, "recover@example.com");
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const rows = await store.db
      .select()
      .from(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.operatorEmail, "recover@example.com"));
    expect(rows).toHaveLength(10);
    for (const row of rows) for (const code of codes) expect(row.codeHash).not.toContain(code.replace("-", ""));

    const [first, second] = codes;
    expect(await recovery.redeemRecoveryCode(ACME, "recover@example.com", first ?? "")).toEqual({ ok: true });
    expect(await recovery.redeemRecoveryCode(ACME, "recover@example.com", first ?? "")).toEqual({
      ok: false,
      reason: "replayed",
    });
    // Typed in capitals without the dash: the same code.
    expect(
      await recovery.redeemRecoveryCode(ACME, "recover@example.com", (second ?? "").replace("-", "").toUpperCase()),
    ).toEqual({ ok: true });
    expect(await recovery.redeemRecoveryCode(ACME, "recover@example.com", "aaaaa-aaaaa")).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await recoveryQueries.recoveryCodeCounts(ACME, "recover@example.com")).toEqual({ remaining: 8, total: 10 });
  });

  it("another customer's operator with the same email cannot use them; new codes replace the old", async () => {
    const codes = await recovery.generateRecoveryCodes(ACME, "recover2@example.com");
    expect(await recovery.redeemRecoveryCode(GLOBEX, "recover2@example.com", codes[0] ?? "")).toEqual({
      ok: false,
      reason: "no_factor",
    });
    const fresh = await recovery.generateRecoveryCodes(ACME, "recover2@example.com");
    expect(await recovery.redeemRecoveryCode(ACME, "recover2@example.com", codes[0] ?? "")).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await recovery.redeemRecoveryCode(ACME, "recover2@example.com", fresh[0] ?? "")).toEqual({ ok: true });
    expect(await recoveryQueries.recoveryCodeCounts(ACME, "recover2@example.com")).toEqual({ remaining: 9, total: 10 });
  });
});

describe(`passkey challenges (${testStoreKind()})`, () => {
  const credId = (customerId: string, email: string) => Buffer.from(`${customerId}:${email}`).toString("base64url");
  async function withPasskey(customerId: string, email: string) {
    await store.db.insert(operatorFactors).values({
      id: `pk-${customerId}-${email}`,
      customerId,
      operatorEmail: email,
      kind: "passkey",
      label: "Key",
      credentialId: credId(customerId, email),
      publicKey: "AAAA",
      signCount: 0,
    });
  }

  it("authentication options list only the operator's passkeys; none without any", async () => {
    await withPasskey(ACME, "pk@example.com");
    const scope = scopeFor(ACME);
    const options = await passkeys.passkeyAuthenticationOptionsFor(scope, "pk@example.com", rp);
    expect(options?.rpId).toBe("localhost");
    expect(options?.allowCredentials?.map((c) => c.id)).toEqual([credId(ACME, "pk@example.com")]);
    expect(await passkeys.passkeyAuthenticationOptionsFor(scopeFor(GLOBEX), "pk@example.com", rp)).toBeNull();
  });

  it("a challenge is used once, by its own session only, and not after 5 minutes", async () => {
    await withPasskey(ACME, "pk2@example.com");
    const scope = scopeFor(ACME);
    const options = await passkeys.passkeyAuthenticationOptionsFor(scope, "pk2@example.com", rp);
    const challenge = options?.challenge ?? "";
    expect(challenge.length).toBeGreaterThan(20);
    // Another session, or the same session id under another customer: not theirs.
    expect(await challenges.consumeChallenge(scopeFor(ACME), "authenticate", challenge)).toBe(false);
    expect(
      await challenges.consumeChallenge({ customerId: GLOBEX, sessionId: scope.sessionId }, "authenticate", challenge),
    ).toBe(false);
    expect(await challenges.consumeChallenge(scope, "authenticate", challenge)).toBe(true);
    expect(await challenges.consumeChallenge(scope, "authenticate", challenge)).toBe(false);

    const again = await passkeys.passkeyAuthenticationOptionsFor(scope, "pk2@example.com", rp);
    const later = Date.now() + 5 * 60_000 + 1_000;
    expect(await challenges.consumeChallenge(scope, "authenticate", again?.challenge ?? "", later)).toBe(false);
  });

  it("registration options exclude the operator's existing passkeys and ask for a resident key if possible", async () => {
    await withPasskey(ACME, "pk3@example.com");
    const options = await passkeys.passkeyRegistrationOptions(
      scopeFor(ACME),
      { email: "pk3@example.com", name: "Pk" },
      rp,
    );
    expect(options.rp).toEqual({ id: "localhost", name: "Ramp back office" });
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([credId(ACME, "pk3@example.com")]);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "preferred", userVerification: "preferred" });
    expect(options.user.name).toBe("pk3@example.com");
  });

  it("an assertion for a credential that is not the operator's is refused before any signature check", async () => {
    await withPasskey(ACME, "pk4@example.com");
    const scope = scopeFor(ACME);
    const result = await passkeys.verifyPasskeyAssertion(
      scope,
      "pk4@example.com",
      {
        id: credId(ACME, "pk@example.com"),
        rawId: credId(ACME, "pk@example.com"),
        type: "public-key",
        clientExtensionResults: {},
        response: { clientDataJSON: "", authenticatorData: "", signature: "" },
      },
      rp,
    );
    expect(result).toEqual({ ok: false, reason: "invalid" });
  });
});
