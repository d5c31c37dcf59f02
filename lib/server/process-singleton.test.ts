import { afterEach, describe, expect, it } from "vitest";
import { peekProcessSingleton, processSingleton, replaceProcessSingleton } from "./process-singleton";

afterEach(() => replaceProcessSingleton("test-singleton", undefined));

describe("processSingleton", () => {
  it("makes the value once and hands the same one to every caller", () => {
    let made = 0;
    const create = () => ({ n: ++made });
    const first = processSingleton("test-singleton", create);
    expect(processSingleton("test-singleton", create)).toBe(first);
    expect(made).toBe(1);
  });

  it("shares the slot with any copy of this module, through a registered symbol", () => {
    const value = processSingleton("test-singleton", () => "one");
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for("ramp-backoffice.test-singleton")]).toBe(
      value,
    );
  });

  it("peeks without making, and forgets on replace with undefined", () => {
    expect(peekProcessSingleton("test-singleton")).toBeUndefined();
    replaceProcessSingleton("test-singleton", "fake");
    expect(peekProcessSingleton("test-singleton")).toBe("fake");
    replaceProcessSingleton("test-singleton", undefined);
    expect(processSingleton("test-singleton", () => "fresh")).toBe("fresh");
  });
});
