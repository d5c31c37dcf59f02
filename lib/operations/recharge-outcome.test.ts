import { describe, expect, it } from "vitest";
import { isRepeatedOrderRefusal, isSameRequest, newOrderId } from "./recharge-outcome";

describe("recharge retry recognition", () => {
  const input = { order: "o-1", amount: 150000, description: "Top up" };

  it("treats the same amount and description as the same request", () => {
    expect(isSameRequest({ amount: 150000, description: "Top up " }, input)).toBe(true);
    expect(isSameRequest({ amount: 150001, description: "Top up" }, input)).toBe(false);
    expect(isSameRequest({ amount: 150000, description: "Other" }, input)).toBe(false);
  });

  it("recognises the API's repeated-order refusal and nothing else", () => {
    expect(isRepeatedOrderRefusal({ status: 400, arguments: [{ key: "order", value: "o-1" }] })).toBe(true);
    expect(isRepeatedOrderRefusal({ status: 400, arguments: [{ key: "body.order", value: "o-1" }] })).toBe(true);
    expect(isRepeatedOrderRefusal({ status: 400, arguments: [{ key: "amount", value: "0" }] })).toBe(false);
    expect(isRepeatedOrderRefusal({ status: 403, arguments: [{ key: "order", value: "o-1" }] })).toBe(false);
    expect(isRepeatedOrderRefusal(new Error("x"))).toBe(false);
  });

  it("makes fresh, well-formed order ids", () => {
    const a = newOrderId(new Date("2026-11-22T10:00:00Z"));
    expect(a).toMatch(/^RCH-20261122-[0-9a-f]{10}$/);
    expect(newOrderId()).not.toBe(newOrderId());
  });
});
