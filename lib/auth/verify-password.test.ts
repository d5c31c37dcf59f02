import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";
import { PEER_ADDRESS_HEADER, PEER_HEADER_MARKER } from "@/lib/security/client-address";
import { DEFAULT_LOGIN_THROTTLE } from "@/sandbox/config";
import { DEFAULT_TRUSTED_PROXIES } from "@/sandbox/lib/client-address";
import { SEED, SEED_PASSWORD } from "@/sandbox/seed/base";
import { createTestApp, type TestApp } from "@/sandbox/test/test-app";
import type { PasswordOwner } from "./verify-password";

/**
 * The password an approver types again (OPERATOR_MFA=off) is checked by the API's login with the
 * client's address as X-Forwarded-For, as the sign-in is (lib/auth/login.ts): the API's
 * per-address limit then counts each client apart, instead of every approver under the
 * dashboard's own address. Real sandbox over HTTP (loopback is its trusted proxy), real store.
 */

vi.mock("server-only", () => ({}));

/** Low, so a few wrong passwords reach the sandbox's per-address block. */
const MAX_PER_ADDRESS = 3;

const actor = (email: string): PasswordOwner => ({ customerId: SEED.customers.acme.id, email });
const from = (address: string) => new Headers({ [PEER_ADDRESS_HEADER]: address });
const marked = globalThis as typeof globalThis & { [PEER_HEADER_MARKER]?: boolean };

let sandbox: TestApp;
let server: ServerType;
let store: TestStore;

beforeAll(async () => {
  sandbox = await createTestApp({
    config: {
      loginThrottle: { ...DEFAULT_LOGIN_THROTTLE, maxFailuresPerAddress: MAX_PER_ADDRESS },
      // As the sandbox runs beside the dashboard: its loopback peer is a trusted proxy.
      trustedProxies: DEFAULT_TRUSTED_PROXIES,
    },
  });
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
  // As scripts/dashboard-server.mjs does: the peer header is the server's own.
  marked[PEER_HEADER_MARKER] = true;
}, 180_000);

afterAll(async () => {
  delete marked[PEER_HEADER_MARKER];
  setStoreForTests(undefined);
  await store?.dispose();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await sandbox?.close();
  delete process.env.API_EXTENSIONS;
  resetEnvForTests();
});

describe(`an approver's typed password is counted per client by the API (${testStoreKind()}, real sandbox over HTTP)`, () => {
  it("one client's wrong passwords block that client at the API, not another approver elsewhere", async () => {
    const { verifyPassword } = await import("./verify-password");
    const ops = actor(SEED.operators.acmeOps.email);
    const checker = actor(SEED.operators.acmeChecker.email);
    for (let i = 0; i < MAX_PER_ADDRESS; i++)
      expect(await verifyPassword(ops, "not-the-password", from("203.0.113.21"))).toBe("wrong_password");

    // Another client: the API has its own count for it, so the right password is taken.
    expect(await verifyPassword(checker, SEED_PASSWORD, from("203.0.113.22"))).toBe(true);
    // The first client is the one the API now blocks, whoever types there.
    expect(await verifyPassword(checker, SEED_PASSWORD, from("203.0.113.21"))).not.toBe(true);
  });
});
