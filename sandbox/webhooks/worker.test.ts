import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../db/store";
import { createMemoryLogger } from "../lib/logger";
import type { AttemptRecord, ClaimedDelivery } from "./outbox";
import { startDeliveryWorker } from "./worker";

/** The store and the network, replaced: what the loop does with them is under test. */
const state = vi.hoisted(() => ({
  due: [] as ClaimedDelivery[],
  claimLimits: [] as number[],
  sent: [] as string[],
  writes: [] as Array<{ recs: AttemptRecord[]; release: () => void }>,
}));

vi.mock("./outbox", () => ({
  claimDue: vi.fn(async (_db: unknown, _worker: string, limit: number) => {
    state.claimLimits.push(limit);
    return state.due.splice(0, limit);
  }),
  cancelClaimed: vi.fn(async () => {}),
  // Each write waits until the test releases it.
  recordAttempts: vi.fn(
    (_db: unknown, _worker: string, recs: AttemptRecord[]) =>
      new Promise<void>((release) => state.writes.push({ recs, release })),
  ),
}));
vi.mock("./send", () => ({
  sendDelivery: vi.fn(async (url: URL) => {
    state.sent.push(url.searchParams.get("e") ?? "");
    return { ok: true, status: 200, error: null, durationMs: 1 };
  }),
}));
vi.mock("./workers", () => ({
  registerWorker: vi.fn(async () => {}),
  unregisterWorker: vi.fn(async () => {}),
  heartbeat: vi.fn(async () => {}),
  releaseOrphans: vi.fn(async () => 0),
  releaseOwn: vi.fn(async () => {}),
}));

const delivery = (n: number): ClaimedDelivery => ({
  eventId: `evt_${n}`,
  event: "RAMP",
  action: "UPDATE",
  dataJson: "{}",
  createdAt: new Date(Date.UTC(2026, 10, 22, 0, 0, n)).toISOString(),
  attempt: 0,
  round: 0,
  url: `http://127.0.0.1:9/hook?e=evt_${n}`,
  secret: "s",
});

/** A worker on the stubbed outbox, polling too seldom to matter: the tests drive it. */
const startWorker = (concurrency: number) =>
  startDeliveryWorker({ db: {} as Db, logger: createMemoryLogger(), settings: { concurrency, pollMs: 10_000 } });

afterEach(() => {
  for (const w of state.writes) w.release();
  state.due = [];
  state.claimLimits = [];
  state.sent = [];
  state.writes = [];
});

describe("startDeliveryWorker", () => {
  it("frees a slot once the answer is in, without waiting for the outcome's write", async () => {
    state.due = Array.from({ length: 6 }, (_, n) => delivery(n));
    const worker = await startWorker(2);
    // No write has finished, yet all six were sent two at a time.
    await vi.waitFor(() => expect(state.sent).toHaveLength(6));
    const stopped = worker.stop();
    await vi.waitFor(() => expect(state.writes.length).toBeGreaterThan(0));
    for (const w of state.writes) w.release();
    await vi.waitFor(() => expect(state.writes.flatMap((w) => w.recs)).toHaveLength(6));
    for (const w of state.writes) w.release();
    await stopped;
  });

  it("stop() waits until every outcome is stored", async () => {
    state.due = [delivery(1)];
    const worker = await startWorker(4);
    await vi.waitFor(() => expect(state.writes).toHaveLength(1));
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    state.writes[0]?.release();
    await stopping;
    expect(stopped).toBe(true);
  });

  it("claims a whole batch ahead under a burst: one statement for the slots and 128 more", async () => {
    state.due = Array.from({ length: 400 }, (_, n) => delivery(n));
    const worker = await startWorker(64);
    await vi.waitFor(() => expect(state.claimLimits.length).toBeGreaterThan(0));
    // 64 slots, half a round of spare (32) and a claim batch of 128.
    expect(state.claimLimits[0]).toBe(224);
    const stopped = worker.stop();
    const release = setInterval(() => {
      for (const w of state.writes) w.release();
    }, 5);
    await stopped;
    clearInterval(release);
  });
});
