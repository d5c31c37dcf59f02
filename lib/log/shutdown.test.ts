import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger, setLoggerForTests } from "./logger";
import { runShutdownSteps } from "./shutdown";

vi.mock("server-only", () => ({}));

/** The log's messages, in the order written. */
function captureLog(): string[] {
  const messages: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) messages.push(JSON.parse(line).msg);
      done();
    },
  });
  setLoggerForTests(createLogger({ level: "info", destination }));
  return messages;
}

afterEach(() => setLoggerForTests(undefined));

describe("runShutdownSteps", () => {
  it("runs the steps in the order given, one after another", async () => {
    captureLog();
    const order: string[] = [];
    const step = (name: string) => ({
      name,
      run: async () => {
        order.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(`${name} end`);
      },
    });
    await runShutdownSteps([step("inbox flush"), step("store")]);
    expect(order).toEqual(["inbox flush start", "inbox flush end", "store start", "store end"]);
  });

  it("logs a failing step and still runs the later ones, so the store closes", async () => {
    const messages = captureLog();
    const store = vi.fn(async () => {});
    await runShutdownSteps([
      {
        name: "live hub",
        run: async () => {
          throw new Error("connection lost");
        },
      },
      { name: "store", run: store },
    ]);
    expect(store).toHaveBeenCalledOnce();
    expect(messages).toEqual(["shutdown: live hub failed", "shutdown: store closed"]);
  });
});
