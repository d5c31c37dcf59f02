import { describe, expect, it } from "vitest";
import { cn } from "./utils";

describe("cn", () => {
  it("joins conditional classes and lets a later Tailwind utility win over an earlier one", () => {
    expect(cn("px-4 py-2", false, undefined, "px-2")).toBe("py-2 px-2");
    expect(cn("sticky left-0 z-[1] bg-card", "bg-muted")).toBe("sticky left-0 z-[1] bg-muted");
    expect(cn("text-sm text-muted-foreground", "text-destructive")).toBe("text-sm text-destructive");
  });
});
