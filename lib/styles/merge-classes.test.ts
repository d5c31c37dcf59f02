import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "@/lib/utils";
import { sourceStringWords } from "./class-tokens";
import { mergeClasses } from "./merge-classes";

/** A word is a class to a merger when it collapses a repeat of itself (unknown words are kept twice). */
const recognises = (merge: (classes: string) => string, word: string) => merge(`${word} ${word}`) === word;

const root = path.resolve(import.meta.dirname, "../..");
// The merger's own config is made of class-group words, not classes the app writes.
const classes = sourceStringWords(root, { exclude: ["lib/styles"] }).filter(
  (word) => recognises(twMerge, word) || recognises(mergeClasses, word),
);

describe("mergeClasses (tailwind-merge with this app's class groups)", () => {
  it("finds the app's classes in its source", () => {
    // A scan that found nothing would make the comparison below vacuous.
    expect(classes.length).toBeGreaterThan(300);
    for (const known of ["px-3", "text-sm", "text-muted-foreground", "hover:bg-accent", "size-4"])
      expect(classes).toContain(known);
  });

  it("merges every pair of the app's classes exactly as the full tailwind-merge does", () => {
    const differences: string[] = [];
    for (const first of classes)
      for (const second of classes) {
        const input = `${first} ${second}`;
        const ours = mergeClasses(input);
        const full = twMerge(input);
        if (ours !== full) differences.push(`"${input}": ours "${ours}", tailwind-merge "${full}"`);
      }
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it("lets a caller's class override the component's own, as components rely on", () => {
    expect(cn("px-3 py-2 text-sm bg-primary", "px-2 text-xs bg-destructive")).toBe("py-2 px-2 text-xs bg-destructive");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
    expect(cn("leading-5", "text-sm")).toBe("text-sm");
    expect(cn("text-sm", "text-muted-foreground")).toBe("text-sm text-muted-foreground");
    expect(cn("hover:bg-accent", "hover:bg-muted/40", "bg-card")).toBe("hover:bg-muted/40 bg-card");
    expect(cn("size-4", "w-6")).toBe("size-4 w-6");
    expect(cn("w-6", "size-4")).toBe("size-4");
  });
});
