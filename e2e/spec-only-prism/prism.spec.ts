import { readFileSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";
import { expect, type Page, test } from "@playwright/test";
import { EXTENSIONS } from "../../lib/contract/extensions";
import { SPEC_OPERATIONS } from "../../lib/contract/spec-operations";
import { prismLog } from "../../playwright.spec-only-prism.config";
import { expectEventQueue, feedAccountEvents, receiveHere } from "../spec-only/account-events";

/**
 * The dashboard against Prism serving spec/openapi.yaml: sign-in (a claim, or API_CUSTOMER_ID),
 * every screen loads without a not-found or outage state, roles, customers and accounts open by
 * id into their forms and save, and Prism saw no request that breaks the document.
 */
test.describe.configure({ mode: "serial" });

const NAV = [
  "/",
  "/payouts",
  "/ramps",
  "/recharges",
  "/users",
  "/accounts",
  "/customers",
  "/roles",
  "/webhooks",
  "/audit",
];

async function signIn(page: Page): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill("ops@example.com");
  // Prism answers any well-formed credentials with its example token pair.
  await page.getByLabel("Password").fill("any-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

async function expectNoErrorState(page: Page): Promise<void> {
  await expect(page.locator('[role="alert"]:not(#__next-route-announcer__)')).toHaveCount(0);
  await expect(page.getByText(/page not found|not answering|something went wrong|misconfigured/i)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("signs in: with the token's configured claim, or as the deployment's one customer", async ({ page }, info) => {
  // beforeEach signed in (a refused operator stays on /login). The single-customer deployment
  // shows the name it was given; the claim deployment has no name to show (no /backoffice/me).
  await page.getByRole("button", { name: "Operator menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText("ops@example.com");
  if (info.project.name === "API_CUSTOMER_ID") await expect(menu).toContainText("Prism Remesas");
  else await expect(menu).not.toContainText("Prism Remesas");
});

test("every screen in the navigation loads without a not-found or outage state", async ({ page }) => {
  test.setTimeout(240_000);
  // Twice: the first visit may be the one that learns an extension is missing (no document).
  for (const round of [1, 2]) {
    for (const path of NAV) {
      const response = await page.goto(path);
      expect(response?.status(), `${path} (visit ${round})`).toBe(200);
      await expectNoErrorState(page);
    }
  }
  for (const path of ["/roles", "/customers", "/accounts"]) {
    await page.goto(path);
    await expect(page.getByTestId("open-by-id")).toBeVisible();
  }
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByTestId("nav-needs-extension")).toHaveCount(1);
  await expect(nav.getByRole("link", { name: /Ramps/ })).toContainText("needs an API extension");
});

for (const [screen, label, id, field, value] of [
  ["roles", "Role id", "role_prism_1", "Description", "Reviews bank accounts"],
  ["customers", "Customer id", "cus_prism_1", "Name", "Prism Remesas"],
] as const) {
  test(`${screen}: opened by id into the form (GET answers 405 or 404), saved with the specification's call`, async ({
    page,
  }) => {
    await page.goto(`/${screen}`);
    await page.getByLabel(label).fill(id);
    await page.getByRole("button", { name: "Open", exact: true }).click();
    await page.waitForURL(`**/${screen}/${id}`);
    await expectNoErrorState(page);
    await page.getByLabel(field, { exact: true }).fill(value);
    await page.getByRole("button", { name: "Review request" }).click();
    await page.getByRole("button", { name: "Save changes" }).click();
    // Prism's example record, as the API returned it.
    await expect(page.getByTestId("record-as-returned")).toContainText(value);
  });
}

test("accounts: opened by id into the form", async ({ page }) => {
  await page.goto("/accounts");
  await page.getByLabel("Account id").fill("acc_prism_1");
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await page.waitForURL("**/accounts/acc_prism_1");
  await expectNoErrorState(page);
  await expect(page.getByTestId("partial-update-form")).toBeVisible();
});

test("the compliance queue comes from signed ACCOUNT events posted to this dashboard's receiver", async ({
  page,
}, info) => {
  // Before any event, and with no registration pointing here, the screen says what the queue needs.
  await page.goto("/accounts");
  await expect(page.getByTestId("event-queue-elsewhere")).toContainText("receiver");
  const receiver = await receiveHere(page);
  const tag = info.project.name === "API_CUSTOMER_ID" ? "id" : "claim";
  const ids = { pending: `acc_evt_${tag}_1`, approved: `acc_evt_${tag}_2`, removed: `acc_evt_${tag}_3` };
  await feedAccountEvents(receiver, ids);
  await expectEventQueue(page, ids);
  // Prism has no GET /accounts/{id}: the page is the edit form, not an error.
  await expectNoErrorState(page);
  await expect(page.getByTestId("partial-update-form")).toBeVisible();
});

/** `/api/v2/accounts/{id}` → a pattern for a concrete path. */
const pattern = (template: string) => new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`);

/** Prism's log as request blocks: each "Request received" line and what Prism wrote about it. */
function prismRequests(): { method: string; path: string; lines: string[] }[] {
  // Prism colours its log; the colours are not part of what it says.
  const lines = stripVTControlCharacters(readFileSync(prismLog, "utf8")).split("\n");
  const blocks: { method: string; path: string; lines: string[] }[] = [];
  for (const line of lines) {
    const received = line.match(/\[HTTP SERVER\] (\w+) (\S+) .*Request received/);
    if (received) blocks.push({ method: received[1] ?? "", path: (received[2] ?? "").split("?")[0] ?? "", lines: [] });
    else blocks.at(-1)?.lines.push(line);
  }
  return blocks;
}

test("Prism saw no request that breaks the document, and no missing route but extensions", () => {
  // The first request is Playwright's readiness probe (GET /payouts without a token, answered 401).
  const [probe, ...requests] = prismRequests();
  expect(probe).toMatchObject({ method: "get", path: "/api/v2/payouts" });
  expect(requests.length).toBeGreaterThan(20);
  // Prism's validator writes one "Violation: request…" line per broken rule of a request.
  const violations = requests.flatMap((r) =>
    r.lines.filter((line) => /Violation: request/.test(line)).map((line) => `${r.method} ${r.path}: ${line}`),
  );
  expect(violations).toEqual([]);
  // Every route Prism could not match is an extension's (learned as not offered), never the specification's.
  const unmatched = requests.filter((r) => r.lines.some((line) => /NO_(PATH|METHOD)_MATCHED_ERROR/.test(line)));
  expect(unmatched.length).toBeGreaterThan(0);
  const specified = unmatched.filter(({ method, path }) =>
    SPEC_OPERATIONS.some((op) => op.method === method && pattern(op.path).test(path)),
  );
  expect(specified).toEqual([]);
  const known = [...Object.values(EXTENSIONS), { method: "get", path: "/api/v2/openapi.json" }];
  const strangers = unmatched.filter(({ method, path }) =>
    known.every((e) => e.method !== method || !pattern(e.path).test(path)),
  );
  expect(strangers.map((r) => `${r.method} ${r.path}`)).toEqual([]);
});
