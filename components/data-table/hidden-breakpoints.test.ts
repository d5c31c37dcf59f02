import { describe, expect, it } from "vitest";
import { revealsCells } from "./use-hidden-breakpoints";

describe("which width changes draw the rows again", () => {
  it("not the first read after hydration, which only hides (the server's rows hold every cell)", () => {
    expect(revealsCells("", "xl,2xl")).toBe(false);
    expect(revealsCells("", "sm,md,lg,xl,2xl")).toBe(false);
  });

  it("not a narrower window: the cells it hides keep what they hold, out of sight", () => {
    expect(revealsCells("2xl", "xl,2xl")).toBe(false);
    expect(revealsCells("xl,2xl", "xl,2xl")).toBe(false);
  });

  it("a wider window, whose newly shown columns must not show empty", () => {
    expect(revealsCells("xl,2xl", "2xl")).toBe(true);
    expect(revealsCells("2xl", "")).toBe(true);
    expect(revealsCells("md,lg,xl,2xl", "lg,xl,2xl")).toBe(true);
  });
});
