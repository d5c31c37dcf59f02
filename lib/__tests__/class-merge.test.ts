import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "../class-merge";

const root = path.resolve(__dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every class-like word in a string literal of app/ and components/: what cn() is ever given. */
function classNames(): string[] {
  const found = new Set<string>();
  for (const file of [...sources("app"), ...sources("components")]) {
    for (const match of readFileSync(file, "utf8").matchAll(/"([^"\n]*)"|`([^`]*)`/g)) {
      for (const word of (match[1] ?? match[2] ?? "").split(/\s+/)) {
        if (/^[!a-z[-][\w:[\]/.%()!&>=*@#,+-]*$/.test(word) && /[-:]/.test(word)) found.add(word);
      }
    }
  }
  for (const word of "flex grid hidden block inline relative absolute fixed sticky truncate border rounded shadow ring outline grow shrink contents".split(
    " ",
  )) {
    found.add(word);
  }
  return [...found].sort();
}

/** The same list of classes, ignoring repeats of the very same class (CSS does too). */
const distinct = (classes: string) => [...new Set(classes.split(" "))].join(" ");

describe("mergeClasses", () => {
  it("resolves overrides as tailwind-merge does", () => {
    expect(mergeClasses("h-9 px-3 text-sm h-8")).toBe("px-3 text-sm h-8");
    expect(mergeClasses("px-2 p-3")).toBe("p-3");
    expect(mergeClasses("p-3 px-2")).toBe("p-3 px-2");
    expect(mergeClasses("text-sm text-muted-foreground")).toBe("text-sm text-muted-foreground");
    expect(mergeClasses("rounded-md rounded-l-none hover:bg-accent bg-card hover:bg-primary")).toBe(
      "rounded-md rounded-l-none bg-card hover:bg-primary",
    );
  });

  it("agrees with tailwind-merge on every pair of class names the code base uses", () => {
    const names = classNames();
    expect(names.length).toBeGreaterThan(300);
    const disagreements: string[] = [];
    for (const first of names) {
      for (const second of names) {
        const input = `${first} ${second}`;
        if (distinct(mergeClasses(input)) !== distinct(twMerge(input))) disagreements.push(input);
      }
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
  });

  it("agrees with tailwind-merge on longer lists (shorthands between longhands, variants)", () => {
    const names = classNames();
    // A fixed linear congruential sequence: the same 20,000 lists on every run.
    let seed = 42;
    const pick = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return names[seed % names.length] ?? "";
    };
    const disagreements: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const input = [pick(), pick(), pick(), pick()].join(" ");
      if (distinct(mergeClasses(input)) !== distinct(twMerge(input))) disagreements.push(input);
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
  });
});
