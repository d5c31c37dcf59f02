import { isValidElement, type ReactElement } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LoadFailure } from "@/components/forms/load-failure";
import type { ApiCaller } from "@/lib/api/client";
import { ApiError } from "@/lib/transport/errors";

vi.mock("server-only", () => ({}));
vi.mock("next-intl/server", () => ({
  getTranslations: async () => (key: string) => key,
  getFormatter: async () => ({ number: (n: number) => String(n) }),
}));

/** What the API answers: down (a network failure) unless a test says otherwise. */
const api = vi.hoisted(() => ({ counts: vi.fn(), amounts: vi.fn() }));
vi.mock("@/lib/payouts/server-counts", () => ({ getStatusCounts: api.counts }));
vi.mock("@/lib/payouts/server-amounts", () => ({ latestAmounts: api.amounts }));

const caller = { sessionId: "s", customerId: "cus-acme", email: "ops@example.com", name: "Ops" } as ApiCaller;
const down = () => new ApiError({ kind: "network", status: 0, requestId: "req-down" });

beforeEach(() => {
  api.counts.mockReset().mockRejectedValue(down());
  api.amounts.mockReset().mockRejectedValue(down());
});

describe("the overview with the API down", () => {
  it("shows the shared load-failure state (an outage, with retry), not the crash page", async () => {
    const { OverviewStatusSections } = await import("./overview-sections");
    const element = (await OverviewStatusSections({ caller })) as ReactElement<{ error: { kind: string } }>;
    expect(isValidElement(element)).toBe(true);
    expect(element.type).toBe(LoadFailure);
    expect(element.props.error.kind).toBe("network");
  });

  it("says the outage once: the amounts section adds nothing when the counts' section already said it", async () => {
    const { OverviewAmountSection } = await import("./overview-sections");
    expect(await OverviewAmountSection({ caller })).toBeNull();
  });

  it("says an amounts failure that is not an outage where the amounts would be", async () => {
    api.amounts.mockRejectedValue(new ApiError({ kind: "forbidden", status: 403, requestId: "req-403" }));
    const { OverviewAmountSection } = await import("./overview-sections");
    const element = (await OverviewAmountSection({ caller })) as ReactElement<{ error: { kind: string } }>;
    expect(element.type).toBe(LoadFailure);
    expect(element.props.error.kind).toBe("forbidden");
  });
});
