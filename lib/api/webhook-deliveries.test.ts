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
      lastStatus: 500,
      nextAttemptAt: null,
    });
    expect(page.deliveries[0]?.attempts[0]).toMatchObject({ attempt: 0, status: 500, durationMs: 10 });
    expect(page.deliveries[1]).toMatchObject({ state: "pending", lastError: "connect ECONNREFUSED", lastStatus: null });
  });

  it("highlights only permanently failed deliveries", () => {
    const [failed, pending] = deliveryLogResponseSchema.parse(sandboxPage).deliveries;
    expect(failed && isPermanentlyFailed(failed)).toBe(true);
    expect(pending && isPermanentlyFailed(pending)).toBe(false);
  });
});
