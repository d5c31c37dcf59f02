import { describe, expect, it } from "vitest";
import { type HoldNoticeData, willBeHeld } from "./hold-notice-data";
import { checkMakerReason, MAKER_REASON_MESSAGES, takeMakerReason } from "./maker-reason";

/** The maker's reason rules, shared by the confirmations' field and the pipeline's hold stage. */

describe("the maker's reason", () => {
  it("is trimmed, 10 to 500 characters of plain text (line breaks kept)", () => {
    expect(checkMakerReason("  Customer asked by phone\nticket 42  ")).toEqual({
      ok: true,
      reason: "Customer asked by phone\nticket 42",
    });
    expect(checkMakerReason(undefined)).toEqual({ ok: false, message: MAKER_REASON_MESSAGES.required });
    expect(checkMakerReason("   short   ")).toEqual({ ok: false, message: MAKER_REASON_MESSAGES.required });
    expect(checkMakerReason(42)).toEqual({ ok: false, message: MAKER_REASON_MESSAGES.required });
    expect(checkMakerReason("x".repeat(501))).toEqual({ ok: false, message: MAKER_REASON_MESSAGES.tooLong });
    expect(checkMakerReason("x".repeat(500))).toMatchObject({ ok: true });
    expect(checkMakerReason("reason with a \u0000 byte")).toEqual({
      ok: false,
      message: MAKER_REASON_MESSAGES.plainText,
    });
    expect(checkMakerReason("reversed \u202e text here")).toEqual({
      ok: false,
      message: MAKER_REASON_MESSAGES.plainText,
    });
  });

  it("is taken off the form's input, which keeps only its own fields", () => {
    expect(takeMakerReason({ id: "r1", makerReason: "why" })).toEqual({ raw: { id: "r1" }, makerReason: "why" });
    expect(takeMakerReason({ id: "r1" })).toEqual({ raw: { id: "r1" }, makerReason: undefined });
    expect(takeMakerReason("r1")).toEqual({ raw: "r1", makerReason: undefined });
    expect(takeMakerReason(null)).toEqual({ raw: null, makerReason: undefined });
  });

  it("is asked exactly when the notice says held", () => {
    const role: HoldNoticeData = { enabled: true, approvers: 1, ttlMinutes: 60, thresholdCop: null, permission: "p" };
    const recharge = { ...role, thresholdCop: 1_000 };
    expect(willBeHeld(role)).toBe(true);
    expect(willBeHeld(role, false)).toBe(false);
    expect(willBeHeld({ ...role, enabled: false })).toBe(false);
    expect(willBeHeld(undefined)).toBe(false);
    expect(willBeHeld(recharge, true, 999)).toBe(false);
    expect(willBeHeld(recharge, true, 1_000)).toBe(true);
    // No amount yet: the notice says from which amount, not "held".
    expect(willBeHeld(recharge, true, null)).toBe(false);
    expect(willBeHeld({ ...recharge, thresholdCop: 0 }, true, null)).toBe(true);
  });
});
