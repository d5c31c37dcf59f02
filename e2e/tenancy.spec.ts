import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { baseURL, sandboxURL } from "../playwright.config";
import { sandboxLogin, signIn } from "./auth-helpers";

/**
 * Two customers' operators on one dashboard. Each customer gets data in every
 * table the dashboard itself stores (audit log, recharge records, webhook
 * receiver and secret, webhook inbox, sessions); then, as each operator, every
 * page in the navigation, every GET handler under app/api (found on disk, not
 * listed by hand), the live-view stream and every export are read, and none may
 * show an id, email, key or payload of the other customer.
 *
 * Runs in its own project after every other spec (playwright.config.ts), so its
 * "Receive here" cannot disturb the webhooks spec, and the store then also
 * holds everything the other specs wrote as Acme.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

interface Tenant {
  email: string;
  context: BrowserContext;
  page: Page;
  /** Strings that belong to this customer only. */
  markers: string[];
  receiverUrl: string;
  secret: string;
  rampId: string;
  order: string;
}

const tenants: Record<"acme" | "otra", Tenant> = {} as Record<"acme" | "otra", Tenant>;
const run = Date.now().toString(36);

async function signedInContext(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === "/", { timeout: 60_000 });
  return { context, page };
}

/** "Receive here": this customer's own receiver URL and secret, shown once. */
async function receiveHere(page: Page) {
  await page.goto("/webhooks");
  await page.getByRole("button", { name: "Receive here" }).first().click();
  const secret = (await page.getByTestId("secret-once").textContent()) ?? "";
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  const receiverUrl = (await page.getByTestId("webhook-url").textContent()) ?? "";
  expect(receiverUrl).toMatch(/\/api\/webhooks\/receive\/[A-Za-z0-9_-]{43}$/);
  await page.getByRole("button", { name: "I have copied it" }).click();
  return { secret, receiverUrl };
}

/** A ramp of this customer, paid through the dashboard's "Simulate cash-in": its events reach its receiver. */
async function rampWithEvents(page: Page, email: string) {
  const { accessToken } = await sandboxLogin(email);
  const response = await fetch(`${sandboxURL}/api/v2/ramps`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ type: "ON_RAMP", fromCurrency: "COP", toCurrency: "USDC", fromAmount: 250000 }),
  });
  expect(response.ok).toBe(true);
  const body = (await response.json()) as { id?: string; ramp?: { id: string } };
  const rampId = body.ramp?.id ?? body.id ?? "";
  expect(rampId).not.toBe("");
  await page.goto(`/ramps?id=${rampId}`);
  const row = page.locator(`tr[data-row-id="${rampId}"]`);
  await row.getByRole("button", { name: "Simulate cash-in" }).click();
  await expect(page.getByText(`Cash-in simulated for ${rampId}`)).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get("/api/webhooks/events?limit=500")).text()).includes(rampId), {
      timeout: 30_000,
    })
    .toBe(true);
  return rampId;
}

async function recharge(page: Page, order: string) {
  await page.goto("/recharges");
  const orderBox = page.getByRole("textbox", { name: "Order", exact: true });
  await expect(orderBox).toHaveValue(/^RCH-/, { timeout: 30_000 });
  await orderBox.fill(order);
  await page.getByLabel("Amount (COP, whole pesos)").fill("120000");
  await page.getByLabel("Description").fill(`tenancy ${order}`);
  await page.getByRole("button", { name: "Review recharge" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm the recharge" });
  await dialog.getByRole("button", { name: "Recharge now" }).click();
  await expect(page.getByTestId("recharge-result")).toContainText("Recharge created", { timeout: 30_000 });
}

/**
 * The value each dynamic segment is read with. The payout's lifecycle is asked for an id no
 * customer has: the check is that its answer carries nothing of the other customer (the read
 * model's own tests keep one customer's payouts from another's).
 */
const DYNAMIC: Record<string, string> = {
  "/api/payouts/lifecycle/[id]": "/api/payouts/lifecycle/00000000-0000-4000-8000-000000000000",
};

/** Every route handler under app/api that answers GET, as a URL path (dynamic segments filled from DYNAMIC). */
function getHandlers(): string[] {
  const root = path.join(process.cwd(), "app", "api");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith("route.ts"));
  const paths = files
    .filter((f) => /export (async )?function GET|export const GET/.test(readFileSync(path.join(root, f), "utf8")))
    .map((f) => `/api/${path.dirname(f).split(path.sep).join("/")}`)
    .map((p) => DYNAMIC[p] ?? p);
  for (const p of paths) expect(p, "a GET handler with a dynamic segment needs a value here").not.toMatch(/\[/);
  return paths;
}

/** Query strings that make each read return as much as it can. */
const QUERY: Record<string, string> = {
  "/api/webhooks/events": "?limit=500",
  "/api/webhooks/stream": "?after=0",
  "/api/payouts": "?page=1&limit=100",
};

/** Reads one GET handler with the tenant's cookies; a stream is read for a few seconds. */
async function readAs(tenant: Tenant, route: string): Promise<{ status: number; text: string }> {
  const cookie = (await tenant.context.cookies(baseURL)).map((c) => `${c.name}=${c.value}`).join("; ");
  const stream = route.endsWith("/stream");
  const abort = new AbortController();
  const response = await fetch(`${baseURL}${route}${QUERY[route] ?? ""}`, {
    headers: { cookie, accept: stream ? "text/event-stream" : "*/*" },
    redirect: "manual",
    signal: abort.signal,
  });
  if (!stream) return { status: response.status, text: await response.text() };
  const reader = response.body?.getReader();
  let text = "";
  const until = Date.now() + 3_000;
  const decoder = new TextDecoder();
  while (reader && Date.now() < until) {
    const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), 500))]);
    if (next?.done) break;
    if (next?.value) text += decoder.decode(next.value, { stream: true });
  }
  abort.abort();
  return { status: response.status, text };
}

function expectNoneOf(text: string, markers: string[], where: string) {
  for (const marker of markers) expect(text.includes(marker), `${where} shows "${marker}"`).toBe(false);
}

test.beforeAll(async ({ browser }) => {
  // Two customers, each signed in with a receiver, a ramp with events and a recharge: minutes on a busy machine.
  test.setTimeout(240_000);
  for (const [key, email] of [
    ["acme", "ops@example.com"],
    ["otra", "ops@other.example"],
  ] as const) {
    const { context, page } = await signedInContext(browser, email);
    const { secret, receiverUrl } = await receiveHere(page);
    const rampId = await rampWithEvents(page, email);
    const order = `TEN-${key.toUpperCase()}-${run}`;
    await recharge(page, order);
    const receiverKey = receiverUrl.split("/").pop() ?? "";
    tenants[key] = {
      email,
      context,
      page,
      receiverUrl,
      secret,
      rampId,
      order,
      markers: [email, rampId, order, receiverKey, secret],
    };
  }
});

test.afterAll(async () => {
  for (const tenant of Object.values(tenants)) await tenant.context.close();
});

for (const [me, other] of [
  ["acme", "otra"],
  ["otra", "acme"],
] as const) {
  test(`${me}'s operator sees none of ${other}'s data on any page, read, stream or export`, async () => {
    const tenant = tenants[me];
    const theirs = tenants[other].markers;
    const { page } = tenant;

    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await page.goto("/");
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThanOrEqual(8);
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
      expectNoneOf(await page.content(), theirs, `page ${href}`);
    }

    const seen: Record<string, string> = {};
    for (const route of getHandlers()) {
      const { status, text } = await readAs(tenant, route);
      expect(status, route).toBeLessThan(500);
      expectNoneOf(text, theirs, `GET ${route}`);
      seen[route] = text;
    }
    // The reads are not empty: this customer's own data is there.
    expect(seen["/api/webhooks/events"]).toContain(tenant.rampId);
    expect(seen["/api/webhooks/stream"]).toContain(tenant.rampId);
    expect(seen["/api/audit/export"]).toContain(tenant.order);
    await page.goto("/recharges");
    await expect(page.getByText(tenant.order).first()).toBeVisible();
    await page.goto("/webhooks");
    await expect(page.getByTestId("webhook-url")).toHaveText(tenant.receiverUrl);
  });
}

test("a delivery signed with one customer's secret is refused at the other's receiver", async () => {
  const body = JSON.stringify({
    id: `evt_forged_${run}`,
    event: "RAMP",
    action: "UPDATE",
    data: { id: "ramp_forged", status: "COMPLETED" },
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    attempts: 0,
  });
  const { createHmac } = await import("node:crypto");
  const signature = createHmac("sha256", tenants.otra.secret).update(body).digest("hex");
  const post = (url: string) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-signature-sha256": signature },
      body,
    });
  expect((await post(tenants.acme.receiverUrl)).status).toBe(401);
  expect((await readAs(tenants.acme, "/api/webhooks/events")).text).not.toContain(`evt_forged_${run}`);
  // The same delivery at its own customer's receiver is taken.
  expect((await post(tenants.otra.receiverUrl)).status).toBe(200);
});

test("compliance reads the audit log without the recharges it may not read", async ({ browser }) => {
  const { context, page } = await signedInContext(browser, "compliance@example.com");
  try {
    await page.goto("/audit");
    await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
    expectNoneOf(await page.content(), [tenants.acme.order, ...tenants.otra.markers], "compliance's /audit");
    const cookie = (await context.cookies(baseURL)).map((c) => `${c.name}=${c.value}`).join("; ");
    const exported = await fetch(`${baseURL}/api/audit/export`, { headers: { cookie } });
    expect(exported.status).toBe(200);
    expectNoneOf(await exported.text(), [tenants.acme.order, "recharge.create"], "compliance's audit export");
    // Its history of recharges is empty too: compliance holds no recharges:read.
    await page.goto("/recharges");
    expectNoneOf(await page.content(), [tenants.acme.order], "compliance's /recharges");
  } finally {
    await context.close();
  }
});
