import { describe, expect, it } from "vitest";
import { webhookDeliveryListResponseSchema } from "@/lib/contract";
import { deliveryLogResponseSchema, isPermanentlyFailed } from "./webhook-deliveries";

/** A page as the sandbox's delivery log extension answers it (contract webhookDeliverySchema). */
const sandboxPage = {
  deliveries: [
    {
      eventId: "evt_1",
      webhookId: "wh_1",
      event: "RAMP",
      action: "UPDATE",
      state: "failed",
      attempt: 5,
      attemptsMade: 6,
      responseStatus: 500,
      error: null,
      durationMs: 12,
      lastAttemptAt: "2026-11-22T01:00:00.000Z",
      nextAttemptAt: null,
      resends: 0,
      createdAt: "2026-11-22T00:00:00.000Z",
      attempts: [
        {
          round: 0,
          attempt: 0,
          url: "http://127.0.0.1:3000/api/webhooks/receive",
          startedAt: "2026-11-22T00:00:00.000Z",
          durationMs: 10,
          responseStatus: 500,
          error: null,
          succeeded: false,
        },
      ],
    },
    {
      eventId: "evt_2",
      webhookId: "wh_1",
      event: "USER",
      action: "CREATE",
      state: "pending",
      attempt: 1,
      attemptsMade: 1,
      responseStatus: null,
      error: "connect ECONNREFUSED",
      durationMs: 3,
      lastAttemptAt: "2026-11-22T01:00:00.000Z",
      nextAttemptAt: "2026-11-22T01:01:00.000Z",
      resends: 0,
      createdAt: "2026-11-22T00:00:00.000Z",
      attempts: [],
    },
  ],
  totalPage: 1,
};

describe("delivery log reader", () => {
  it("reads the sandbox's page (which the contract accepts) into log entries", () => {
    expect(webhookDeliveryListResponseSchema.safeParse(sandboxPage).success).toBe(true);
    const page = deliveryLogResponseSchema.parse(sandboxPage);
    expect(page.deliveries[0]).toMatchObject({
      eventId: "evt_1",
      state: "failed",
      attempt: 5,
      lastAttemptAt: "2026-11-22T01:00:00.000Z",
      nextAttemptAt: null,
    });
    expect(page.deliveries[0]?.attempts[0]).toMatchObject({
      round: 0,
      attempt: 0,
      at: "2026-11-22T00:00:00.000Z",
      status: 500,
      durationMs: 10,
      succeeded: false,
    });
    expect(page.deliveries[1]).toMatchObject({
      state: "pending",
      attempt: 1,
      nextAttemptAt: "2026-11-22T01:01:00.000Z",
    });
  });

  it("lists every try newest first, a resend's round after the first sending's", () => {
    const base = sandboxPage.deliveries[0];
    const attempt = (round: number, n: number, at: string) => ({
      round,
      attempt: n,
      url: "https://hooks.example.com/x",
      startedAt: at,
      durationMs: 5,
      responseStatus: n === 0 && round === 1 ? 200 : 500,
      error: null,
      succeeded: n === 0 && round === 1,
    });
    const page = deliveryLogResponseSchema.parse({
      deliveries: [
        {
          ...base,
          resends: 1,
          attempts: [
            attempt(0, 0, "2026-11-22T00:00:00.000Z"),
            attempt(0, 1, "2026-11-22T00:00:10.000Z"),
            attempt(1, 0, "2026-11-22T02:00:00.000Z"),
          ],
        },
      ],
      totalPage: 1,
    });
    expect(page.deliveries[0]?.attempts.map((a) => [a.round, a.attempt])).toEqual([
      [1, 0],
      [0, 1],
      [0, 0],
    ]);
  });

  it("refuses an answer that is not the sandbox's delivery log", () => {
    expect(deliveryLogResponseSchema.safeParse([{ id: "evt", attempts: 2 }]).success).toBe(false);
  });

  it("highlights only permanently failed deliveries", () => {
    const [failed, pending] = deliveryLogResponseSchema.parse(sandboxPage).deliveries;
    expect(failed && isPermanentlyFailed(failed)).toBe(true);
    expect(pending && isPermanentlyFailed(pending)).toBe(false);
  });
});
