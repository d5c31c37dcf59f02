import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookConfigListResponseSchema, webhookConfigSchema } from "@/lib/contract";
import { OPERATORS, type TestApp, createTestApp } from "../test/test-app";

let t: TestApp;
let token: string;
const SECRET = "a".repeat(64);
const config = (url: string, events: string[] = ["RAMP"]) => ({ url, secret: SECRET, events });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

async function list(tok = token) {
  const res = await t.api("GET", "/api/v2/webhooks", { token: tok });
  expect(res.status).toBe(200);
  return webhookConfigListResponseSchema.parse(res.body).webhooks;
}

describe("webhook configuration", () => {
  it("creates a configuration and never returns the secret", async () => {
    const res = await t.api("POST", "/api/v2/webhooks", {
      token,
      body: config("https://hooks.example.com/ramp", ["RAMP", "USER"]),
    });
    expect(res.status).toBe(201);
    const created = webhookConfigSchema.parse(res.body);
    expect(created).toMatchObject({ url: "https://hooks.example.com/ramp", events: ["RAMP", "USER"], active: true });
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
    expect(JSON.stringify(await list())).not.toContain(SECRET);
  });

  it("keeps one active configuration: a second create deactivates the first", async () => {
    const first = webhookConfigSchema.parse(
      (await t.api("POST", "/api/v2/webhooks", { token, body: config("https://one.example.com/h") })).body,
    );
    const second = webhookConfigSchema.parse(
      (await t.api("POST", "/api/v2/webhooks", { token, body: config("https://two.example.com/h") })).body,
    );
    const all = await list();
    expect(all.filter((w) => w.active).map((w) => w.id)).toEqual([second.id]);
    expect(all.find((w) => w.id === first.id)?.active).toBe(false);

    // Re-activating the first one deactivates the second: still exactly one.
    const patched = await t.api("PATCH", `/api/v2/webhooks/${first.id}`, { token, body: { active: true } });
    expect(patched.status).toBe(200);
    const after = await list();
    expect(after.filter((w) => w.active).map((w) => w.id)).toEqual([first.id]);
  });

  it("updates url, secret and events", async () => {
    const [active] = (await list()).filter((w) => w.active);
    if (!active) throw new Error("no active configuration");
    const res = await t.api("PATCH", `/api/v2/webhooks/${active.id}`, {
      token,
      body: { url: "http://127.0.0.1:9/hook", secret: "b".repeat(40), events: ["ACCOUNT"] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: active.id, url: "http://127.0.0.1:9/hook", events: ["ACCOUNT"] });
    expect(JSON.stringify(res.body)).not.toContain("b".repeat(40));
  });

  it("deletes a configuration, and answers 404 for one of another customer", async () => {
    const [active] = (await list()).filter((w) => w.active);
    if (!active) throw new Error("no active configuration");
    const other = await t.login(OPERATORS.other);
    const foreign = await t.api("DELETE", `/api/v2/webhooks/${active.id}`, { token: other });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ errorCode: "WEBHOOK.1404", statusCode: "404" });
    const res = await t.api("DELETE", `/api/v2/webhooks/${active.id}`, { token });
    expect(res.status).toBe(200);
    expect((await list()).some((w) => w.id === active.id)).toBe(false);
    expect((await t.api("DELETE", `/api/v2/webhooks/${active.id}`, { token })).status).toBe(404);
  });

  it("lets compliance read but not write", async () => {
    const compliance = await t.login(OPERATORS.compliance);
    expect((await t.api("GET", "/api/v2/webhooks", { token: compliance })).status).toBe(200);
    expect((await t.api("GET", "/api/v2/webhooks/deliveries", { token: compliance })).status).toBe(200);
    const res = await t.api("POST", "/api/v2/webhooks", { token: compliance, body: config("https://x.example.com") });
    expect(res.status).toBe(403);
  });

  it("refuses an empty event list and unknown event types, naming events", async () => {
    for (const events of [[], ["PAYOUT"], ["RAMP", "RAMP"]]) {
      const res = await t.api("POST", "/api/v2/webhooks", { token, body: config("https://x.example.com", events) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorCode: "WEBHOOK.1001", statusCode: "400" });
      expect(JSON.stringify(res.body)).toContain('"key":"events');
    }
  });
});
