import { describe, expect, it } from "vitest";
import { measureQueries, queryGroupOf } from "./measured-client";

describe("queryGroupOf (the store query metric's group)", () => {
  it("names the first table a statement reads or writes, never a value", () => {
    expect(queryGroupOf('select "id" from "operator_sessions" where "id" = $1')).toBe("operator_sessions");
    expect(queryGroupOf('insert into "change_requests" ("id") values ($1)')).toBe("change_requests");
    expect(queryGroupOf('update "webhook_receivers" set "current_secret_enc" = $1')).toBe("webhook_receivers");
    expect(queryGroupOf("DELETE FROM login_throttle WHERE key = $1")).toBe("login_throttle");
    expect(queryGroupOf("SELECT 1")).toBe("other");
    // A literal is not an identifier: nothing of it becomes a group.
    expect(queryGroupOf("SELECT * FROM 'ops@example.com'")).toBe("other");
  });

  it("times the wrapped client's queries and passes their answers and errors through", async () => {
    const client = {
      query: async (text: string) => {
        if (text.includes("broken")) throw new Error("boom");
        return { rows: [{ text }] };
      },
    };
    measureQueries(client);
    await expect(client.query("select * from payout_flight")).resolves.toEqual({
      rows: [{ text: "select * from payout_flight" }],
    });
    await expect(client.query("select * from broken")).rejects.toThrow("boom");
    const { metrics } = await import("@/lib/metrics/registry");
    const histogram = await metrics().storeQueryDuration.get();
    const counts = histogram.values.filter((v) => v.metricName?.endsWith("_count"));
    expect(counts.find((v) => v.labels.group === "payout_flight")?.value).toBeGreaterThanOrEqual(1);
    expect(counts.find((v) => v.labels.group === "broken")?.value).toBeGreaterThanOrEqual(1);
  });
});
