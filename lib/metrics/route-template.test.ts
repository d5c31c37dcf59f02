import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTE_TEMPLATES, routeTemplateOf } from "./route-template";

const APP = path.resolve(import.meta.dirname, "../../app");

/** Every app/**\/route.ts as the URL template Next serves it at (route groups dropped). */
async function routeFileTemplates(): Promise<string[]> {
  const entries = await readdir(APP, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name === "route.ts")
    .map((e) => {
      const segments = path.relative(APP, e.parentPath).split(path.sep);
      return `/${segments.filter((s) => !/^\(.*\)$/.test(s)).join("/")}`;
    })
    .sort();
}

describe("route templates (the route label)", () => {
  it("lists every route handler of app/, and nothing else", async () => {
    expect([...ROUTE_TEMPLATES].sort()).toEqual(await routeFileTemplates());
  });

  it("names a path by its template: never an id, a receiver key or a query", () => {
    expect(routeTemplateOf("/api/approvals/6f1c2a9e-0d4b-4c55-9a39-2f4a5a1f0b11/approve")).toBe(
      "/api/approvals/[id]/approve",
    );
    expect(routeTemplateOf("/api/webhooks/receive/Zx81kQ-secretish-key_0123456789")).toBe(
      "/api/webhooks/receive/[key]",
    );
    expect(routeTemplateOf("/api/auth/callback/credentials")).toBe("/api/auth/[...nextauth]");
    expect(routeTemplateOf("/api/payouts/lifecycle/po_123")).toBe("/api/payouts/lifecycle/[id]");
    // A fixed segment wins over a dynamic one beside it.
    expect(routeTemplateOf("/api/payouts/lifecycle")).toBe("/api/payouts/lifecycle");
    expect(routeTemplateOf("/api/webhooks/stream")).toBe("/api/webhooks/stream");
    expect(routeTemplateOf("/api/nothing/ops@example.com")).toBe("other");
  });
});
