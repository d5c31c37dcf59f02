import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";
import type { Operator, OperationContext } from "@/lib/pipeline/operation";
import { SEED, SEED_PASSWORD } from "@/sandbox/seed/base";
import { SEED_SYNC_OPERATORS } from "@/sandbox/seed/sync-operators";
import { createTestApp, type TestApp } from "@/sandbox/test/test-app";

/**
 * The payouts read model's settings as operations: the sync's API operator is accepted only when
 * the API signs it in, it is the administrator's own customer's and it only reads (checked over
 * real HTTP against the sandbox); its password is stored sealed. Service levels are held always
 * (a policy change), store only what differs from the default, and say what changes.
 */

vi.mock("server-only", () => ({}));

let sandbox: TestApp;
let server: ServerType;
let store: TestStore;

const admin = { customerId: SEED.customers.acme.id, email: SEED.operators.acmeOps.email } as Operator;
const ctx: OperationContext = { operator: admin, requestId: "req-test" };

beforeAll(async () => {
  sandbox = await createTestApp();
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: sandbox.app.fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  process.env.API_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.API_EXTENSIONS = "all";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
}, 180_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await sandbox?.close();
  delete process.env.API_EXTENSIONS;
  resetEnvForTests();
});

describe(`the payouts sync's API operator (${testStoreKind()}, real sandbox over HTTP)`, () => {
  it("refuses a wrong password, another customer's operator, and one that may change things", async () => {
    const { configureSyncCredentialOperation: op } = await import("./payout-sync");
    await expect(op.run({ email: SEED_SYNC_OPERATORS.acme.email, password: "wrong" }, ctx)).rejects.toMatchObject({
      errorCode: "PAYOUT_SYNC.SIGN_IN_FAILED",
    });
    await expect(op.run({ email: SEED_SYNC_OPERATORS.otra.email, password: SEED_PASSWORD }, ctx)).rejects.toMatchObject(
      {
        errorCode: "PAYOUT_SYNC.OTHER_CUSTOMER",
      },
    );
    await expect(
      op.run({ email: SEED.operators.acmeChecker.email, password: SEED_PASSWORD }, ctx),
    ).rejects.toMatchObject({ errorCode: "PAYOUT_SYNC.NOT_READ_ONLY" });
    const { syncCredentialSummary } = await import("@/lib/payouts-readmodel/credentials");
    expect(await syncCredentialSummary(admin)).toBeUndefined();
  });

  it("stores a read-only operator of the customer with its password sealed, and the sync finds it", async () => {
    const { configureSyncCredentialOperation: op, removeSyncCredentialOperation: remove } = await import(
      "./payout-sync"
    );
    expect(await op.run({ email: SEED_SYNC_OPERATORS.acme.email, password: SEED_PASSWORD }, ctx)).toEqual({
      email: SEED_SYNC_OPERATORS.acme.email,
      readOnlyKnown: true,
    });
    const { readSyncCredential } = await import("@/lib/db/queries/payout-sync");
    const stored = await readSyncCredential(admin);
    expect(stored?.sealedPassword).not.toContain(SEED_PASSWORD);
    expect(stored?.configuredBy).toBe(admin.email);
    const { syncCredentialOf } = await import("@/lib/payouts-readmodel/credentials");
    expect(await syncCredentialOf(admin)).toMatchObject({ origin: "configured", password: SEED_PASSWORD });
    expect(await remove.run({}, ctx)).toEqual({ removed: true });
  });
});

describe(`service levels as an operation (${testStoreKind()})`, () => {
  it("is always held, says what changes, and refuses a change that changes nothing", async () => {
    const { updateServiceLevelsOperation: op } = await import("./payout-sync");
    expect(op.hold.always).toBe(true);
    expect(op.permission).toBe("roles:update");
    const base = await op.readBase?.({ levels: [] }, ctx);
    expect(base).toMatchObject({ KYT_OUT_PENDING: 48, CASH_OUT_PENDING: 24 });
    const diff = await op.hold.diff({ levels: [{ status: "KYT_OUT_PENDING", hours: 72 }] }, base, ctx);
    expect(diff).toEqual([{ field: "KYT_OUT_PENDING", before: 48, after: 72 }]);
    await expect(
      Promise.resolve().then(() => op.hold.diff({ levels: [{ status: "KYT_OUT_PENDING", hours: 48 }] }, base, ctx)),
    ).rejects.toMatchObject({ errorCode: "APPROVAL.NOTHING_CHANGED" });
  });

  it("refuses a status without a clock, an hour count out of bounds and a status twice", async () => {
    const { serviceLevelsInputSchema } = await import("./payout-sync");
    expect(serviceLevelsInputSchema.safeParse({ levels: [{ status: "COMPLETED", hours: 5 }] }).success).toBe(false);
    expect(serviceLevelsInputSchema.safeParse({ levels: [{ status: "KYT_OUT_PENDING", hours: 0 }] }).success).toBe(
      false,
    );
    expect(serviceLevelsInputSchema.safeParse({ levels: [{ status: "KYT_OUT_PENDING", hours: 169 }] }).success).toBe(
      false,
    );
    const twice = [
      { status: "KYT_OUT_PENDING", hours: 5 },
      { status: "KYT_OUT_PENDING", hours: 6 },
    ];
    expect(serviceLevelsInputSchema.safeParse({ levels: twice }).success).toBe(false);
  });

  it("run stores only what differs from the default, for the customer only", async () => {
    const { updateServiceLevelsOperation: op } = await import("./payout-sync");
    const result = await op.run(
      {
        levels: [
          { status: "KYT_OUT_PENDING", hours: 72 },
          { status: "CASH_OUT_PENDING", hours: 24 },
        ],
      },
      ctx,
    );
    expect(result).toMatchObject({ KYT_OUT_PENDING: 72, CASH_OUT_PENDING: 24 });
    const { listServiceLevelRows } = await import("@/lib/db/queries/payout-sync");
    expect((await listServiceLevelRows(admin)).map((r) => [r.status, r.hours, r.updatedBy])).toEqual([
      ["KYT_OUT_PENDING", 72, admin.email],
    ]);
    expect(await listServiceLevelRows({ customerId: SEED.customers.otra.id })).toEqual([]);
  });
});
