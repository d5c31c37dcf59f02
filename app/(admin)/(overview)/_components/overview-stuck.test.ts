import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiCaller } from "@/lib/api/client";
import type { CustomerScope } from "@/lib/db/scope";
import { ApiError } from "@/lib/transport/errors";

vi.mock("server-only", () => ({}));
vi.mock("next-intl/server", () => ({ getTranslations: async () => (key: string) => key }));

/** Who may read payouts, asked of the API (GET /backoffice/me), and the read model's list. */
const deps = vi.hoisted(() => ({ access: vi.fn(), list: vi.fn() }));
vi.mock("@/lib/payouts/work-access", () => ({ payoutWorkAccess: deps.access }));
vi.mock("@/lib/payouts-readmodel/list", () => ({ listFlight: deps.list }));

const operator = {
  sessionId: "s",
  customerId: "cus-otra",
  email: "outage@other.example",
  name: "Ops",
} as CustomerScope & ApiCaller;

beforeEach(() => {
  deps.access.mockReset();
  deps.list.mockReset().mockResolvedValue({ items: [], total: 0, noCredential: false });
});

describe("the overview's stuck payouts", () => {
  it("shows nothing, and does not throw, when the API cannot say who may read payouts (the API down)", async () => {
    deps.access.mockRejectedValue(new ApiError({ kind: "server", status: 503, requestId: "req-down" }));
    const { OverviewStuck } = await import("./overview-stuck");
    await expect(OverviewStuck({ operator })).resolves.toBeNull();
    expect(deps.list).not.toHaveBeenCalled();
  });

  it("lists the read model's stuck payouts for an operator who may read payouts", async () => {
    deps.access.mockResolvedValue({ allowed: true });
    const { OverviewStuck } = await import("./overview-stuck");
    expect(await OverviewStuck({ operator })).not.toBeNull();
    expect(deps.list).toHaveBeenCalledOnce();
  });
});
