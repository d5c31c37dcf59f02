import { PGlite } from "@electric-sql/pglite";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type ListenSource, type PgListener, pgListener } from "./listener";
import { openTestStore, testStoreKind } from "./test-store";

const CHANNEL = "listener_test";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

/** What a listener said, in order. */
function recorder() {
  const said: string[] = [];
  return {
    said,
    options: {
      onNotify: (payload: string) => said.push(`notify:${payload}`),
      onListening: () => said.push("listening"),
      onLost: () => said.push("lost"),
    },
  };
}

function track(listener: PgListener): PgListener {
  cleanups.push(() => listener.close());
  return listener;
}

describe("pgListener without a database URL (PGlite: this process is the only instance)", () => {
  it("counts as listening and opens nothing", async () => {
    const { said, options } = recorder();
    const listener = track(pgListener(CHANNEL, options));
    expect(listener.listening).toBe(true);
    await listener.start();
    expect(listener.listening).toBe(true);
    expect(said).toEqual([]);
  });
});

describe("pgListener on PGlite's LISTEN, with a connection that can be killed", () => {
  let pglite: PGlite;
  // Starting PGlite (WASM) takes a while on a busy machine.
  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.waitReady;
  }, 120_000);
  afterAll(() => pglite.close());

  /** PGlite's listen as a source; `kill` breaks the open connection as a dropped socket would. */
  function killable(refusals = 0) {
    let kill: (error: unknown) => void = () => {};
    const attempts: number[] = [];
    const source: ListenSource = async (channel, { notify, lost }) => {
      attempts.push(Date.now());
      if (attempts.length <= refusals) throw new Error("connection refused");
      const unlisten = await pglite.listen(channel, notify);
      kill = (error) => {
        void unlisten();
        lost(error);
      };
      return { close: () => unlisten() };
    };
    return { source, attempts, kill: (error: unknown) => kill(error) };
  }

  it("hears notifications, says when it lost the connection, reconnects and says it listens again", async () => {
    const { said, options } = recorder();
    const conn = killable();
    const listener = track(
      pgListener(CHANNEL, { ...options, source: conn.source, retry: { firstMs: 20, maxMs: 100 } }),
    );
    expect(listener.listening).toBe(false);
    await listener.start();
    expect(listener.listening).toBe(true);
    await pglite.query(`NOTIFY ${CHANNEL}, 'one'`);
    await vi.waitFor(() => expect(said).toEqual(["listening", "notify:one"]));

    conn.kill(new Error("terminating connection due to administrator command"));
    expect(listener.listening).toBe(false);
    expect(said.at(-1)).toBe("lost");
    await vi.waitFor(() => expect(listener.listening).toBe(true), { timeout: 2_000 });
    await pglite.query(`NOTIFY ${CHANNEL}, 'two'`);
    await vi.waitFor(() => expect(said).toEqual(["listening", "notify:one", "lost", "listening", "notify:two"]));
  });

  it("retries a refused connection with growing delays, and says nothing was lost before it listened", async () => {
    const { said, options } = recorder();
    const conn = killable(3);
    const listener = track(pgListener(CHANNEL, { ...options, source: conn.source, retry: { firstMs: 20, maxMs: 60 } }));
    await listener.start();
    expect(listener.listening).toBe(false);
    await vi.waitFor(() => expect(listener.listening).toBe(true), { timeout: 2_000 });
    expect(conn.attempts).toHaveLength(4);
    const gaps = conn.attempts.slice(1).map((at, i) => at - (conn.attempts[i] ?? at));
    // 20, 40, then capped at 60 ms (timers may fire a little late, never early).
    expect(gaps[0]).toBeGreaterThanOrEqual(19);
    expect(gaps[1]).toBeGreaterThanOrEqual(39);
    expect(gaps[2]).toBeGreaterThanOrEqual(59);
    expect(said).toEqual(["listening"]);
  });

  it("stops for good on close: no retry, no notification", async () => {
    const { said, options } = recorder();
    const conn = killable();
    const listener = pgListener(CHANNEL, { ...options, source: conn.source, retry: { firstMs: 10, maxMs: 10 } });
    await listener.start();
    await listener.close();
    expect(listener.listening).toBe(false);
    await pglite.query(`NOTIFY ${CHANNEL}, 'after-close'`);
    await new Promise((r) => setTimeout(r, 50));
    expect(conn.attempts).toHaveLength(1);
    expect(said).toEqual(["listening"]);
  });
});

// Killing the LISTEN connection from the server needs a real server: PGlite is one process.
describe.runIf(testStoreKind() === "postgres")("pgListener on PostgreSQL", () => {
  it("reconnects after its connection is terminated by the server, and hears notifications again", async () => {
    const store = await openTestStore({ migrate: false });
    cleanups.push(() => store.dispose());
    const { said, options } = recorder();
    const listener = track(
      pgListener(CHANNEL, { ...options, databaseUrl: store.databaseUrl, retry: { firstMs: 50, maxMs: 200 } }),
    );
    await listener.start();
    expect(listener.listening).toBe(true);
    const notify = (payload: string) =>
      store.withConnection((c) => c.query("SELECT pg_notify($1, $2)", [CHANNEL, payload]));
    await notify("before");
    await vi.waitFor(() => expect(said).toEqual(["listening", "notify:before"]), { timeout: 2_000 });

    const killed = await store.withConnection((c) =>
      c.query<{ killed: boolean }>(
        `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`,
      ),
    );
    expect(killed.rows.map((r) => r.killed)).toEqual([true]);
    await vi.waitFor(() => expect(said).toContain("lost"), { timeout: 2_000 });
    await vi.waitFor(() => expect(said.filter((s) => s === "listening")).toHaveLength(2), { timeout: 5_000 });
    await notify("after");
    await vi.waitFor(() => expect(said.at(-1)).toBe("notify:after"), { timeout: 2_000 });
    expect(said).toEqual(["listening", "notify:before", "lost", "listening", "notify:after"]);
  });
});
