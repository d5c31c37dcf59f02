import { describe, expect, it } from "vitest";
import { attemptCount } from "./attempt-count";

describe("attemptCount", () => {
  it("reads the API's 0 as the first attempt and n as retry n of 5", () => {
    expect(attemptCount(0)).toEqual({ kind: "first" });
    expect(attemptCount(1)).toEqual({ kind: "retry", retry: 1, of: 5 });
    expect(attemptCount(3)).toEqual({ kind: "retry", retry: 3, of: 5 });
    expect(attemptCount(5)).toEqual({ kind: "retry", retry: 5, of: 5 });
  });

  it("never says 'retry 7 of 5' nor a negative retry for a value outside the spec", () => {
    expect(attemptCount(7)).toEqual({ kind: "retry", retry: 7, of: 7 });
    expect(attemptCount(-1)).toEqual({ kind: "first" });
  });
});
