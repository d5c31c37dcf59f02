import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import {
  answerDirectly,
  clearDirectRoutesForTests,
  DIRECT_ROUTES_KEY,
  exposeDirectRoutes,
  lastSegment,
  registerDirectRoute,
} from "./direct-routes";

const request = (method: string, url: string) => ({ method, url }) as IncomingMessage;
const response = {} as ServerResponse;

afterEach(() => clearDirectRoutesForTests());

describe("direct routes", () => {
  it("answers only the registered method and exact path, with or without a query string", () => {
    const served: string[] = [];
    registerDirectRoute("POST", "/api/webhooks/receive", (req) => served.push(req.url ?? ""));
    expect(answerDirectly(request("POST", "/api/webhooks/receive"), response)).toBe(true);
    expect(answerDirectly(request("POST", "/api/webhooks/receive?x=1"), response)).toBe(true);
    expect(answerDirectly(request("GET", "/api/webhooks/receive"), response)).toBe(false);
    expect(answerDirectly(request("POST", "/api/webhooks/receive/"), response)).toBe(false);
    expect(answerDirectly(request("POST", "/api/webhooks/receiver"), response)).toBe(false);
    expect(answerDirectly(request("POST", "/api/webhooks"), response)).toBe(false);
    expect(served).toEqual(["/api/webhooks/receive", "/api/webhooks/receive?x=1"]);
  });

  it("serves exactly one non-empty last segment for a /:segment route, and reads it back", () => {
    const served: string[] = [];
    registerDirectRoute("POST", "/api/webhooks/receive/:segment", (req) => served.push(lastSegment(req.url)));
    expect(answerDirectly(request("POST", "/api/webhooks/receive/k3y"), response)).toBe(true);
    expect(answerDirectly(request("POST", "/api/webhooks/receive/k3y?x=1"), response)).toBe(true);
    expect(answerDirectly(request("POST", "/api/webhooks/receive/"), response)).toBe(false);
    expect(answerDirectly(request("POST", "/api/webhooks/receive"), response)).toBe(false);
    expect(answerDirectly(request("POST", "/api/webhooks/receive/a/b"), response)).toBe(false);
    expect(answerDirectly(request("GET", "/api/webhooks/receive/k3y"), response)).toBe(false);
    expect(served).toEqual(["k3y", "k3y"]);
  });

  it("leaves everything to Next while nothing is registered", () => {
    expect(answerDirectly(request("POST", "/api/webhooks/receive"), response)).toBe(false);
  });

  it("hands answerDirectly to the server script under the key the script reads", () => {
    const g = globalThis as Record<symbol, unknown>;
    expect(g[DIRECT_ROUTES_KEY]).toBeUndefined();
    exposeDirectRoutes();
    expect(g[DIRECT_ROUTES_KEY]).toBe(answerDirectly);
    // The server script takes the key from the same module, so the two cannot drift apart.
    const script = readFileSync("scripts/dashboard-server.mjs", "utf8");
    expect(script).toContain('import { DIRECT_ROUTES_KEY } from "../lib/server/direct-routes-key.mjs";');
  });
});
