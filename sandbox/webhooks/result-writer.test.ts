import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../db/store";
import type { AttemptRecord, ClaimedDelivery } from "./outbox";
import { createResultWriter } from "./result-writer";

const recorded: AttemptRecord[][] = [];
vi.mock("./outbox", () => ({
  recordAttempts: vi.fn(async (_db: unknown, _worker: string, recs: AttemptRecord[]) => {
    recorded.push(recs);
  }),
}));

const db = {} as Db;
const delivery = (eventId: string): ClaimedDelivery => ({
  eventId,
  event: "RAMP",
  action: "UPDATE",
  dataJson: "{}",
  createdAt: "2026-11-22T00:00:00.000Z",
  attempt: 0,
  round: 0,
  url: "http://127.0.0.1:9/hook",
  secret: "s",
});
const outcome = (eventId: string, nextDelayMs?: number): AttemptRecord => ({
  delivery: delivery(eventId),
  url: "http://127.0.0.1:9/hook",
  startedAt: new Date(),
  result: { ok: nextDelayMs === undefined, status: nextDelayMs === undefined ? 200 : 500, error: null, durationMs: 1 },
  nextDelayMs,
});
const ids = (batch: AttemptRecord[] | undefined) => batch?.map((r) => r.delivery.eventId);

afterEach(() => {
  recorded.length = 0;
});

describe("createResultWriter", () => {
  it("writes an outcome at once when no other delivery is in flight", async () => {
    const writer = createResultWriter(db, "w", () => {}, { busy: () => false, windowMs: 10_000 });
    await writer.write(outcome("a"));
    expect(recorded.map(ids)).toEqual([["a"]]);
  });

  it("while deliveries are in flight, gathers outcomes arriving apart into one statement", async () => {
    // A window far wider than the 20 ms gaps: on a loaded machine a 20 ms timer can take 100 ms.
    const writer = createResultWriter(db, "w", () => {}, { busy: () => true, windowMs: 1_000 });
    const first = writer.write(outcome("a"));
    await new Promise((r) => setTimeout(r, 20));
    const second = writer.write(outcome("b"));
    await new Promise((r) => setTimeout(r, 20));
    const third = writer.write(outcome("c"));
    await Promise.all([first, second, third]);
    expect(recorded.map(ids)).toEqual([["a", "b", "c"]]);
  });

  it("writes a full batch without waiting out the window", async () => {
    const writer = createResultWriter(db, "w", () => {}, { busy: () => true, windowMs: 60_000, maxBatch: 3 });
    await Promise.all(["a", "b", "c", "d", "e", "f"].map((id) => writer.write(outcome(id))));
    expect(recorded.map(ids)).toEqual([
      ["a", "b", "c"],
      ["d", "e", "f"],
    ]);
  });

  it("flush() writes what waits as soon as the worker goes idle", async () => {
    let busy = true;
    const writer = createResultWriter(db, "w", () => {}, { busy: () => busy, windowMs: 60_000 });
    const stored = writer.write(outcome("a"));
    await new Promise((r) => setTimeout(r, 10));
    expect(recorded).toEqual([]);
    busy = false;
    writer.flush();
    await stored;
    expect(recorded.map(ids)).toEqual([["a"]]);
  });

  it("counts the retry delay from the answer: time spent waiting for the write is taken off", async () => {
    const writer = createResultWriter(db, "w", () => {}, { busy: () => true, windowMs: 50 });
    await writer.write(outcome("a", 60));
    const delay = recorded[0]?.[0]?.nextDelayMs ?? -1;
    expect(delay).toBeGreaterThanOrEqual(0);
    expect(delay).toBeLessThanOrEqual(15);
  });

  it("reports a failed write and still settles every waiting outcome", async () => {
    const { recordAttempts } = await import("./outbox");
    vi.mocked(recordAttempts).mockRejectedValueOnce(new Error("store down"));
    const errors: unknown[] = [];
    const writer = createResultWriter(db, "w", (err) => errors.push(err), { busy: () => false });
    await Promise.all([writer.write(outcome("a")), writer.write(outcome("b"))]);
    expect(errors).toHaveLength(1);
  });
});
