import { describe, expect, it } from "vitest";
import { isPaletteShortcut } from "../palette-shortcut";

const press = (key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {}) => ({
  key,
  ctrlKey: modifiers.ctrlKey ?? false,
  metaKey: modifiers.metaKey ?? false,
});

describe("isPaletteShortcut", () => {
  it("is Ctrl+K or Cmd+K, with Caps Lock or Shift too", () => {
    expect(isPaletteShortcut(press("k", { ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(press("k", { metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(press("K", { ctrlKey: true }))).toBe(true);
  });

  it("is not K typed into a field, nor another Ctrl shortcut", () => {
    expect(isPaletteShortcut(press("k"))).toBe(false);
    expect(isPaletteShortcut(press("K"))).toBe(false);
    expect(isPaletteShortcut(press("j", { ctrlKey: true }))).toBe(false);
    expect(isPaletteShortcut(press("Control", { ctrlKey: true }))).toBe(false);
  });
});
