import { randomBytes } from "node:crypto";
import { tokenPairSchema } from "@/lib/contract";
import { createApp, type SandboxApp } from "../app";
import { type SandboxConfig, testConfig } from "../config";
import { migrate } from "../db/migrate";
import { openStore, type Store } from "../db/store";
import { SEED, SEED_PASSWORD } from "../seed/base";
import { type SeedOptions, seedStore, TEST_SEED_COUNTS } from "../seed/index";
import { migratedSandboxDump } from "./pglite-template";

/** Reference time of test seeds, so generated data is identical on every run. */
export const TEST_NOW = new Date("2026-11-01T12:00:00.000Z");

export const OPERATORS = {
  ops: SEED.operators.acmeOps.email,
  compliance: SEED.operators.acmeCompliance.email,
  other: SEED.operators.otraOps.email,
} as const;

export interface TestAppOptions {
  config?: Partial<SandboxConfig>;
  /** false: migrations only, no data. Otherwise overrides of the small test seed. */
  seed?: false | Partial<SeedOptions>;
}

export interface ApiCall {
  token?: string;
  body?: unknown;
  /** Sent as is instead of JSON.stringify(body). */
  rawBody?: string;
  headers?: Record<string, string>;
  /**
   * The socket peer the request seems to come from, as the node server would
   * give it. Unset: no socket at all (the client address is "unknown").
   */
  remoteAddress?: string;
}

export interface ApiResult {
  status: number;
  body: unknown;
  headers: Headers;
}

/**
 * Opens a fresh store: PGlite in memory, or, when SANDBOX_DATABASE_URL is
 * set, a schema of its own on that Postgres so parallel test files never meet.
 */
export async function openTestStore(): Promise<{ store: Store; dispose: () => Promise<void> }> {
  const url = process.env.SANDBOX_DATABASE_URL;
  if (!url) {
    const store = await openStore({ pgliteDump: await migratedSandboxDump() });
    return { store, dispose: () => store.close() };
  }
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const store = await openStore({ databaseUrl: url, pgSchema: schema, poolSize: 8 });
  return {
    store,
    dispose: async () => {
      await store.rawTransaction((tx) => tx.exec(`DROP SCHEMA ${schema} CASCADE`));
      await store.close();
    },
  };
}

/** A migrated, seeded sandbox driven in-process through app.request(). */
export async function createTestApp(options: TestAppOptions = {}) {
  const { store, dispose } = await openTestStore();
  await migrate(store);
  if (options.seed !== false) await seedStore(store.db, { ...TEST_SEED_COUNTS, now: TEST_NOW, ...options.seed });
  const config = testConfig(options.config);
  const app: SandboxApp = createApp({ db: store.db, config });

  async function api(method: string, path: string, call: ApiCall = {}): Promise<ApiResult> {
    const headers: Record<string, string> = { ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    let body: string | undefined = call.rawBody;
    if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers["content-type"] ??= "application/json";
    }
    // @hono/node-server hands handlers { incoming, outgoing }; getConnInfo reads incoming.socket.
    const env = call.remoteAddress ? { incoming: { socket: { remoteAddress: call.remoteAddress } } } : undefined;
    const res = await app.request(path, { method, headers, body }, env);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text === "" ? undefined : JSON.parse(text);
    } catch {
      // Not JSON (e.g. the docs page): keep the text.
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  /** Logs in (default password) and returns the token pair. */
  async function loginPair(email: string, password = SEED_PASSWORD) {
    const res = await api("POST", "/api/v2/auth/login", { body: { email, password } });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return tokenPairSchema.parse(res.body);
  }

  /** Logs in and returns the access token. */
  const login = async (email: string = OPERATORS.ops) => (await loginPair(email)).accessToken;

  return { app, store, db: store.db, config, api, login, loginPair, close: dispose };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
