import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerDirectly, clearDirectRoutesForTests, DIRECT_ROUTES_KEY } from "./direct-routes";

vi.mock("server-only", () => ({}));
// register()'s other duties touch the process (signal handlers, stdout, the store): not under test here.
vi.mock("@/lib/log/access-log", () => ({ installAccessLog: () => {} }));
vi.mock("@/lib/log/shutdown", () => ({ installGracefulShutdown: () => {} }));
vi.mock("@/lib/log/boot", () => ({ openStoreAtBoot: async () => {} }));
const received = vi.hoisted((): string[] => []);
vi.mock("@/lib/webhooks/node-receiver", () => ({
  receiveFromNode: (request: IncomingMessage) => received.push(request.url ?? ""),
}));

const request = (method: string, url: string) => ({ method, url }) as IncomingMessage;

afterEach(() => {
  clearDirectRoutesForTests();
  received.length = 0;
});

describe("instrumentation register()", () => {
  it("hands the webhook receiver to the server as a direct route, and nothing else", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    const { register } = await import("../../instrumentation");
    await register();
    vi.unstubAllEnvs();
    const answer = (globalThis as Record<symbol, unknown>)[DIRECT_ROUTES_KEY];
    expect(answer).toBe(answerDirectly);
    expect(answerDirectly(request("POST", "/api/webhooks/receive/some-key"), {} as ServerResponse)).toBe(true);
    expect(answerDirectly(request("POST", "/api/webhooks/receive"), {} as ServerResponse)).toBe(false);
    expect(received).toEqual(["/api/webhooks/receive/some-key"]);
    expect(answerDirectly(request("GET", "/payouts"), {} as ServerResponse)).toBe(false);
  });

  it("registers nothing on the edge runtime", async () => {
    vi.stubEnv("NEXT_RUNTIME", "edge");
    const { register } = await import("../../instrumentation");
    await register();
    vi.unstubAllEnvs();
    expect((globalThis as Record<symbol, unknown>)[DIRECT_ROUTES_KEY]).toBeUndefined();
  });
});
