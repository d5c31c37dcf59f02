import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { signIn } from "./auth-helpers";

/**
 * Exceptions that people own (issue 29, point 5), in three browsers: two operators of Acme
 * (ops and checker) and one of Otra. What one Acme operator does on a payout (assign, note,
 * acknowledge) reaches the other's open list, page and bell without a reload; Otra's operator
 * sees none of it, through the screens or the API routes.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

interface Browserful {
  context: BrowserContext;
  page: Page;
}

async function signedIn(browser: Browser, email: string): Promise<Browserful> {
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === "/", { timeout: 60_000 });
  return { context, page };
}

let ops: Browserful;
let checker: Browserful;
let other: Browserful;
let payoutId: string;
const run = Date.now().toString(36);

const row = (page: Page, id: string) => page.locator(`main tr[data-row-id="${id}"]`);
const owner = (page: Page, id: string) => row(page, id).locator("[data-owner]");

test.beforeAll(async ({ browser }) => {
  ops = await signedIn(browser, "ops@example.com");
  // Signing in makes the checker an operator the dashboard knows for Acme: one that can be assigned.
  checker = await signedIn(browser, "checker@example.com");
  other = await signedIn(browser, "ops@other.example");
});

test.afterAll(async () => {
  for (const b of [ops, checker, other]) await b?.context.close();
});

test("an assignment from the list reaches the other Acme operator's open list live", async () => {
  await ops.page.goto("/payouts");
  const first = ops.page.locator("main [data-row-id]").first();
  await first.waitFor({ state: "attached", timeout: 30_000 });
  payoutId = (await first.getAttribute("data-row-id")) ?? "";
  expect(payoutId).not.toBe("");
  await checker.page.goto("/payouts");
  await row(checker.page, payoutId).waitFor({ state: "attached", timeout: 30_000 });

  await row(ops.page, payoutId).getByTestId("owner-menu").click();
  await ops.page.getByRole("menuitem", { name: "Assign to me" }).click();
  await expect(owner(ops.page, payoutId)).toHaveAttribute("data-owner", "ops@example.com");
  // The menu is the row's own: it did not open the sheet.
  await expect(ops.page.getByRole("dialog")).toHaveCount(0);
  // No reload on the checker's side: the change arrives over the payout_work stream.
  await expect(owner(checker.page, payoutId)).toHaveAttribute("data-owner", "ops@example.com", { timeout: 15_000 });
});

test("a note and an acknowledgement on the payout's page show in the other operator's sheet as plain text", async () => {
  const note = `<b>called the bank</b> ${run}`;
  await checker.page.goto(`/payouts/${encodeURIComponent(payoutId)}`);
  const work = checker.page.getByTestId("payout-work");
  await work.getByPlaceholder("What you found or did").fill(note);
  await work.getByRole("button", { name: "Add note" }).click();
  await expect(work.getByTestId("payout-notes")).toContainText(note);

  await ops.page.goto(`/payouts?payout=${encodeURIComponent(payoutId)}`);
  const sheet = ops.page.getByRole("dialog");
  await expect(sheet.getByTestId("payout-notes")).toContainText(note, { timeout: 15_000 });
  // Shown as typed: no element was made of it.
  await expect(sheet.getByTestId("payout-notes").locator("b")).toHaveCount(0);

  await sheet.getByLabel("Reason").fill(`Waiting for the bank ${run}`);
  await sheet.getByRole("button", { name: "Acknowledge" }).click();
  await expect(sheet.getByTestId("payout-handling")).toContainText("Acknowledged by");
  await expect(work.getByTestId("payout-handling")).toContainText(`Waiting for the bank ${run}`, { timeout: 15_000 });
});

test("assigning to the other operator rings their bell", async () => {
  const sheet = ops.page.getByRole("dialog");
  await sheet.getByTestId("owner-select").click();
  await ops.page.getByRole("option", { name: /checker@example\.com/ }).click();
  await expect(owner(ops.page, payoutId)).toHaveAttribute("data-owner", "checker@example.com");

  await expect(checker.page.getByTestId("notification-count")).toBeVisible({ timeout: 15_000 });
  await checker.page.getByTestId("notification-bell").click();
  const list = checker.page.getByTestId("notification-list");
  await expect(list).toContainText(`assigned payout ${payoutId} to you`);
  await list.getByRole("button", { name: "Mark all as read" }).click();
  await expect(checker.page.getByTestId("notification-count")).toHaveCount(0, { timeout: 15_000 });
});

test("Otra's operator sees no owner, note, acknowledgement or notification of Acme's payout", async () => {
  const { request } = other.context;
  const list = await request.get(`/api/payouts/work?ids=${encodeURIComponent(payoutId)}`);
  expect(await list.json()).toEqual({ ownership: {} });
  const one = await request.get(`/api/payouts/work/detail?id=${encodeURIComponent(payoutId)}`);
  const body = (await one.json()) as { ownership: unknown; notes: unknown[]; operators: { email: string }[] };
  expect(body.ownership).toBeNull();
  expect(body.notes).toEqual([]);
  expect(body.operators.map((o) => o.email)).not.toContain("ops@example.com");
  const bell = await request.get("/api/notifications");
  expect(JSON.stringify(await bell.json())).not.toContain(payoutId);
  // The list's pages go by a cursor the route handed out; anything else is refused, not guessed at.
  expect((await request.get("/api/notifications?before=not-a-cursor")).status()).toBe(400);
  // Acme's payout is not Otra's: its page is not found.
  const page = await other.page.goto(`/payouts/${encodeURIComponent(payoutId)}`);
  expect(page?.status()).toBe(404);
});

test("?unassigned=1 and ?assignee=me follow an assignment made from the read model's list", async () => {
  const { page } = ops;
  await page.goto("/payouts?unassigned=1");
  const first = page.locator("main [data-payout-id]").first();
  await first.waitFor({ state: "attached", timeout: 30_000 });
  const id = (await first.getAttribute("data-payout-id")) ?? "";
  await first.getByTestId("owner-menu").click();
  await page.getByRole("menuitem", { name: "Assign to me" }).click();
  await expect(first.locator("[data-owner]")).toHaveAttribute("data-owner", "ops@example.com");
  await page.goto("/payouts?assignee=me");
  await expect(page.locator(`main [data-payout-id="${id}"]`)).toHaveCount(1);
  await page.goto("/payouts?unassigned=1");
  await expect(page.locator(`main [data-payout-id="${id}"]`)).toHaveCount(0);
  // The other Acme operator's "mine" is theirs alone.
  await checker.page.goto("/payouts?assignee=me");
  await expect(checker.page.locator(`main [data-payout-id="${id}"]`)).toHaveCount(0);
});
