import { afterEach, describe, expect, it, vi } from "vitest";
import { openTestStore, testStoreKind } from "@/lib/db/test-store";
import { SESSION_EVENTS_CHANNEL, SessionEvents } from "./session-events";

vi.mock("server-only", () => ({}));

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

function events(databaseUrl?: string) {
  const forgotten: string[] = [];
  let cleared = 0;
  const hub = new SessionEvents({
    databaseUrl,
    forget: (id) => forgotten.push(id),
    forgetAll: () => {
      cleared++;
    },
  });
  cleanups.push(() => hub.close());
  return { hub, forgotten, cleared: () => cleared };
}

describe("session events in one process (PGlite)", () => {
  it("trusts the cache: forgetSession on this process is all there is", async () => {
    const { hub, cleared } = events(undefined);
    expect(hub.cacheTrusted()).toBe(true);
    await hub.ensureListening();
    expect(hub.cacheTrusted()).toBe(true);
    expect(cleared()).toBe(0);
  });

  it("does not trust the cache while it cannot hear the other instances", async () => {
    // Nothing listens on this port: the connection fails and is retried, the cache stays unused.
    const { hub } = events("postgres://nobody@127.0.0.1:1/none");
    await hub.ensureListening();
    expect(hub.cacheTrusted()).toBe(false);
  });
});

// Two instances need a real server to LISTEN on; PGlite is one process.
const onPostgres = testStoreKind() === "postgres";
describe.runIf(onPostgres)("session events across instances (LISTEN/NOTIFY)", () => {
  it("an ending announced on one instance is forgotten on the other; the cache is trusted only once listening", async () => {
    const store = await openTestStore();
    cleanups.push(() => store.dispose());
    const url = store.databaseUrl ?? "";
    const other = events(url);
    expect(other.hub.cacheTrusted()).toBe(false);
    await other.hub.ensureListening();
    expect(other.hub.cacheTrusted()).toBe(true);
    // What was cached before it listened may have missed an ending: dropped.
    expect(other.cleared()).toBe(1);
    await store.withConnection((c) => c.query("SELECT pg_notify($1, $2)", [SESSION_EVENTS_CHANNEL, "session-id-1"]));
    await vi.waitFor(() => expect(other.forgotten).toEqual(["session-id-1"]), { timeout: 2_000 });
  });
});
