import { beforeEach, describe, expect, it, vi } from "vitest";

const stored: Array<{ customerId: string; email: string; zone: string | null }> = [];
let signedIn: { customerId: string; email: string } | null = { customerId: "cus-acme", email: "ops@acme.example" };

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/session", async () => {
  const { UnauthorizedError } = await import("@/lib/auth/errors");
  return {
    UnauthorizedError,
    requireOperatorForRequest: async () => {
      if (!signedIn) throw new UnauthorizedError("anonymous");
      return { sessionId: "s", name: "Ops", ...signedIn };
    },
    // The pipeline's preference variant reads the session with getOperator.
    getOperator: async () => (signedIn ? { sessionId: "s", name: "Ops", ...signedIn } : null),
  };
});
vi.mock("@/lib/i18n/operator-preferences", async () => {
  const { canonicalTimeZone } = await import("@/lib/i18n/time-zone");
  class InvalidTimeZoneError extends Error {}
  return {
    InvalidTimeZoneError,
    setOperatorTimeZone: async (scope: { customerId: string }, email: string, zone: string | null) => {
      const canonical = zone === null ? null : canonicalTimeZone(zone);
      if (zone !== null && !canonical) throw new InvalidTimeZoneError(zone);
      stored.push({ customerId: scope.customerId, email, zone: canonical });
      return { timeZone: canonical, updatedAt: new Date() };
    },
  };
});

const { setTimeZoneAction } = await import("../time-zone-actions");

beforeEach(() => {
  stored.length = 0;
  signedIn = { customerId: "cus-acme", email: "ops@acme.example" };
});

describe("setTimeZoneAction", () => {
  it("stores a valid zone for the signed-in operator's customer, canonically spelled", async () => {
    expect(await setTimeZoneAction("america/new_york")).toEqual({ ok: true, timeZone: "America/New_York" });
    expect(stored).toEqual([{ customerId: "cus-acme", email: "ops@acme.example", zone: "America/New_York" }]);
  });

  it("accepts null to follow the browser again", async () => {
    expect(await setTimeZoneAction(null)).toEqual({ ok: true, timeZone: null });
  });

  it("refuses an unknown zone with a reason, storing nothing", async () => {
    expect(await setTimeZoneAction("Mars/Olympus")).toEqual({ ok: false, error: "invalid" });
    expect(await setTimeZoneAction(42 as unknown as string)).toEqual({ ok: false, error: "invalid" });
    expect(stored).toEqual([]);
  });

  it("refuses an anonymous caller", async () => {
    signedIn = null;
    expect(await setTimeZoneAction("UTC")).toEqual({ ok: false, error: "unauthorized" });
    expect(stored).toEqual([]);
  });
});
