import { describe, expect, it } from "vitest";
import { recordLink } from "./record-link";

describe("recordLink", () => {
  it("links ramps, users and accounts to their screens", () => {
    expect(recordLink("RAMP", { id: "r 1" })?.href).toBe("/ramps?id=r%201");
    expect(recordLink("USER", { id: "u1" })?.href).toBe("/users?id=u1");
    expect(recordLink("ACCOUNT", { id: "a/1" })?.href).toBe("/accounts/a%2F1");
  });

  it("links savings events to their user, and nothing when there is no id", () => {
    expect(recordLink("TRANSACTION", { id: "t1", userId: "u9" })).toEqual({
      kind: "user",
      id: "u9",
      href: "/users?id=u9",
    });
    expect(recordLink("RAMP", {})).toBeUndefined();
    expect(recordLink("SOMETHING_NEW", { id: "x" })).toBeUndefined();
    expect(recordLink("RAMP", null)).toBeUndefined();
  });
});
