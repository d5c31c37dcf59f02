import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { resetEnvForTests } from "@/lib/env";
import { metrics } from "@/lib/metrics/registry";
import { type FakeApiServer, json, startFakeApi } from "./fake-api-server";
import { send } from "./transport";

vi.mock("server-only", () => ({}));

/** API calls are counted by endpoint template and status class, a timeout apart, over real HTTP. */

let api: FakeApiServer;

async function counter(name: "apiRequests" | "apiTimeouts", labels: Record<string, string>): Promise<number> {
  const { values } = await metrics()[name].get();
  return (
    values.find((v) => Object.entries(labels).every(([k, value]) => (v.labels as Record<string, string>)[k] === value))
      ?.value ?? 0
  );
}

beforeAll(async () => {
  api = await startFakeApi(async (req, res) => {
    if (req.path.startsWith("/api/v2/accounts/slow_1")) await new Promise((r) => setTimeout(r, 4_000));
    if (res.destroyed) return;
    json(res, req.path.includes("missing") ? 404 : 200, { id: "x" });
  });
  process.env.API_BASE_URL = api.url;
  // Long enough for a first call on a loaded machine (connection, modules); the slow route outlasts it.
  process.env.API_TIMEOUT_MS = "1500";
  resetEnvForTests();
});
afterAll(async () => {
  await api.close();
  delete process.env.API_BASE_URL;
  delete process.env.API_TIMEOUT_MS;
  resetEnvForTests();
});

describe("the API seam's metrics", () => {
  const endpoint = "/api/v2/accounts/{id}";
  const call = (id: string) => send({ method: "PATCH", path: `/api/v2/accounts/${id}`, body: {}, schema: z.unknown() });

  it("counts answers by endpoint template and status class, and a timeout as none plus a timeout", async () => {
    const ok = await counter("apiRequests", { endpoint, method: "PATCH", status_class: "2xx" });
    const notFound = await counter("apiRequests", { endpoint, method: "PATCH", status_class: "4xx" });
    const none = await counter("apiRequests", { endpoint, method: "PATCH", status_class: "none" });
    const timeouts = await counter("apiTimeouts", { endpoint });

    await call("acc_1");
    await expect(call("missing_1")).rejects.toMatchObject({ status: 404 });
    await expect(call("slow_1")).rejects.toMatchObject({ kind: "timeout" });

    expect(await counter("apiRequests", { endpoint, method: "PATCH", status_class: "2xx" })).toBe(ok + 1);
    expect(await counter("apiRequests", { endpoint, method: "PATCH", status_class: "4xx" })).toBe(notFound + 1);
    expect(await counter("apiRequests", { endpoint, method: "PATCH", status_class: "none" })).toBe(none + 1);
    expect(await counter("apiTimeouts", { endpoint })).toBe(timeouts + 1);
  });
});
