import { describe, expect, it, vi } from "vitest";
import type { VerifiedDelivery } from "./inbox";
import type { InboxItem } from "./inbox-item";
import { createInboxWriter, type Stored } from "./inbox-writer";

vi.mock("server-only", () => ({}));

const delivery = (id: string): VerifiedDelivery => ({
  customerId: "cus-acme",
  id,
  event: "RAMP",
  action: "UPDATE",
  recordId: null,
  attempts: 0,
  rawBody: "{}",
});

const storedAs = (d: VerifiedDelivery): Stored => ({
  inserted: true,
  item: { id: d.id, seq: 1, event: d.event, action: d.action } as InboxItem,
});

describe("createInboxWriter", () => {
  it("stores deliveries that arrive together in one call, answering each its own row", async () => {
    const calls: string[][] = [];
    const writer = createInboxWriter(async (batch) => {
      calls.push(batch.map((d) => d.id));
      return batch.map(storedAs);
    });
    const answers = await Promise.all(["a", "b", "c"].map((id) => writer.write(delivery(id))));
    expect(calls).toEqual([["a", "b", "c"]]);
    expect(answers.map((a) => a.item.id)).toEqual(["a", "b", "c"]);
  });

  it("collects what arrives during a write into the next batch", async () => {
    const calls: string[][] = [];
    let release: () => void = () => {};
    const writer = createInboxWriter(async (batch) => {
      calls.push(batch.map((d) => d.id));
      if (calls.length === 1) await new Promise<void>((r) => (release = r));
      return batch.map(storedAs);
    });
    const first = writer.write(delivery("a"));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const later = [writer.write(delivery("b")), writer.write(delivery("c"))];
    release();
    await Promise.all([first, ...later]);
    expect(calls).toEqual([["a"], ["b", "c"]]);
  });

  it("retries a failed batch one by one, so only the row the store refuses fails", async () => {
    const writer = createInboxWriter(async (batch) => {
      if (batch.some((d) => d.id === "bad")) throw new Error("refused");
      return batch.map(storedAs);
    });
    const results = await Promise.allSettled(["a", "bad", "c"].map((id) => writer.write(delivery(id))));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });
});
