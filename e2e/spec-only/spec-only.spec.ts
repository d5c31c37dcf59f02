import { expect, test } from "@playwright/test";
import { expectEventQueue, feedAccountEvents, receiveHere } from "./account-events";
import { expectNoErrorState, SEEDED, sandboxCall, sandboxRequests, signIn } from "./helpers";

/**
 * The dashboard against an API that offers only the specification's endpoints (the sandbox with
 * SANDBOX_EXTENSIONS=off): every screen loads, roles, customers and accounts are edited by id,
 * a webhook is registered and delivered, and no extension is ever called.
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
const stamp = Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("every screen in the navigation loads without an error state", async ({ page }) => {
  // Ten first renders of a production build on a shared 2-core machine: 47 s seen under load.
  test.setTimeout(180_000);
  for (const path of NAV) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectNoErrorState(page);
  }
  // The list screens say what the API lacks and offer the id field.
  for (const path of ["/roles", "/customers", "/accounts"]) {
    await page.goto(path);
    await expect(page.getByTestId("open-by-id")).toBeVisible();
  }
  // Ramps can do nothing without its extension: the menu says so (learned by now at the latest).
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: /Ramps/ }).getByTestId("nav-needs-extension")).toHaveText(
    "needs an API extension",
  );
  await expect(nav.getByTestId("nav-needs-extension")).toHaveCount(1);
});

test("a webhook is registered, recorded by the dashboard, and a delivery reaches its receiver", async ({ page }) => {
  await page.goto("/webhooks");
  await page.getByRole("button", { name: "Receive here", exact: true }).first().click();
  await expect(page.getByText("Copy the signing secret now")).toBeVisible();
  await page.reload();
  // Shown from the dashboard's own record: the API cannot read it back.
  await expect(page.getByTestId("webhook-not-readable")).toContainText("registered from this dashboard");
  await expect(page.getByTestId("webhook-url")).toContainText("/api/webhooks/receive/");
  await expect(page.getByTestId("webhook-limits")).toBeVisible();
  await expect(page.getByTestId("deliveries-not-offered")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
});

test("a role is edited by id with only the filled field, and the sandbox holds the change", async ({ page }) => {
  const description = `Edited by id ${stamp}`;
  await page.goto("/roles");
  await page.getByLabel("Role id").fill(SEEDED.complianceRoleId);
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await page.waitForURL(`**/roles/${SEEDED.complianceRoleId}`);
  await page.getByLabel("Description").fill(description);
  await page.getByRole("button", { name: "Review request" }).click();
  expect(JSON.parse((await page.getByTestId("request-body").textContent()) ?? "")).toEqual({ description });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("record-as-returned")).toContainText(description);
  // An empty PUT changes nothing and answers the Role as the sandbox holds it.
  const held = await sandboxCall("PUT", `/api/v2/backoffice/roles/${SEEDED.complianceRoleId}`, {});
  expect(held.status).toBe(200);
  expect(held.json.description).toBe(description);
  expect(held.json.name).toBe("Compliance");
  await page.goto("/roles");
  await expect(page.getByRole("link", { name: SEEDED.complianceRoleId })).toBeVisible();
});

test("a customer is edited by id, and the sandbox holds the change", async ({ page }) => {
  const name = `Acme Remesas ${stamp}`;
  await page.goto("/customers");
  await page.getByLabel("Customer id").fill(SEEDED.acmeCustomerId);
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await page.waitForURL(`**/customers/${SEEDED.acmeCustomerId}`);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Review request" }).click();
  expect(JSON.parse((await page.getByTestId("request-body").textContent()) ?? "")).toEqual({ name });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("record-as-returned")).toContainText(name);
  const held = await sandboxCall("PATCH", `/api/v2/customers/${SEEDED.acmeCustomerId}`, {});
  expect(held.status).toBe(200);
  expect(held.json.name).toBe(name);
});

test("a bank account is edited by id; the sandbox's ACCOUNT event reaches the receiver with the change", async ({
  page,
}) => {
  const accountNumber = `00${Date.now().toString().slice(-9)}`;
  await page.goto("/accounts");
  await page.getByLabel("Account id").fill(SEEDED.pseAccountId);
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await page.waitForURL(`**/accounts/${SEEDED.pseAccountId}`);
  const form = page.getByTestId("partial-update-form");
  await form.locator('select[name="type"]').selectOption("PSE");
  await form.locator('select[name="data.type"]').selectOption("savings");
  await form
    .locator('textarea[name="data.document"]')
    .fill('{"type": "PASSPORT", "number": "AB123456", "issuedCountryCode": "CO"}');
  await form.locator('input[name="data.accountNumber"]').fill(accountNumber);
  await form.locator('input[name="data.bankCode"]').fill("1001");
  await form.locator('input[name="data.countryCode"]').fill("CO");
  await form.locator('input[name="data.firstName"]').fill("Ana");
  await form.locator('input[name="data.lastName"]').fill("Gómez");
  await page.getByRole("button", { name: "Review request" }).click();
  const body = JSON.parse((await page.getByTestId("request-body").textContent()) ?? "") as {
    type: string;
    data: Record<string, unknown>;
  };
  expect(body.type).toBe("PSE");
  expect(Object.keys(body.data).sort()).toEqual(
    ["accountNumber", "bankCode", "countryCode", "document", "firstName", "lastName", "type"].sort(),
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  // The API's answer is shown masked (lib/security/masking.ts): its last four digits, never the number.
  const returned = page.getByTestId("record-as-returned");
  await expect(returned).toContainText(`•••• ${accountNumber.slice(-4)}`);
  await expect(returned).not.toContainText(accountNumber);
  // The sandbox announces its own record: the delivery, verified by this customer's receiver, shows it.
  await page.goto("/webhooks");
  await expect(page.getByTestId("live-events")).toContainText(SEEDED.pseAccountId, { timeout: 30_000 });
});

test("without the account list, the compliance queue comes from signed ACCOUNT events", async ({ page }) => {
  const receiver = await receiveHere(page);
  const ids = { pending: `acc_evt_${stamp}_1`, approved: `acc_evt_${stamp}_2`, removed: `acc_evt_${stamp}_3` };
  await feedAccountEvents(receiver, ids);
  await expectEventQueue(page, ids);
});

test("the sandbox saw no extension call other than capability discovery's reads", async () => {
  const allowed = [
    /^POST \/api\/v2\/auth\/(login|refresh)$/,
    /^GET \/api\/v2\/payouts$/,
    /^(GET|POST) \/api\/v2\/users$/,
    /^PATCH \/api\/v2\/accounts\/[^/]+$/,
    /^PUT \/api\/v2\/backoffice\/roles\/[^/]+$/,
    /^PATCH \/api\/v2\/customers\/[^/]+$/,
    /^POST \/api\/v2\/backoffice\/ops\/recharges\/cop$/,
    /^POST \/api\/v2\/webhooks$/,
    /^POST \/api\/v2\/faker\/cash-in$/,
    // The sandbox's own liveness check (the test runner waits on it) and capability discovery.
    /^GET \/api\/v2\/health$/,
    /^GET \/api\/v2\/openapi\.json$/,
  ];
  const requests = sandboxRequests();
  expect(requests.length).toBeGreaterThan(10);
  const extensions = requests.filter((r) => !allowed.some((re) => re.test(`${r.method} ${r.path}`)));
  expect(extensions).toEqual([]);
  expect(requests.some((r) => r.path === "/api/v2/openapi.json")).toBe(true);
});
