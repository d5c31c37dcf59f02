import { describe, expect, it } from "vitest";
import { secondFactorAtSignIn, secondFactorSettled } from "./policy";

describe("secondFactorAtSignIn", () => {
  it("asks nothing more when the policy is off, even of an operator with a factor", () => {
    expect(secondFactorAtSignIn("off", true)).toBe("none");
    expect(secondFactorAtSignIn("off", false)).toBe("none");
  });
  it("asks an enrolled operator for the factor under required and optional", () => {
    expect(secondFactorAtSignIn("required", true)).toBe("pending");
    expect(secondFactorAtSignIn("optional", true)).toBe("pending");
  });
  it("sends an operator with nothing enrolled to enrolment only when required", () => {
    expect(secondFactorAtSignIn("required", false)).toBe("enrol");
    expect(secondFactorAtSignIn("optional", false)).toBe("none");
  });
  it("opens the dashboard only to settled sessions", () => {
    expect(secondFactorSettled("none")).toBe(true);
    expect(secondFactorSettled("verified")).toBe(true);
    expect(secondFactorSettled("pending")).toBe(false);
    expect(secondFactorSettled("enrol")).toBe(false);
  });
});
