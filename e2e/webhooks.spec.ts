import { expect, type Page, test } from "@playwright/test";
import { sandboxURL } from "../playwright.config";
import { newPendingAccount } from "./account-api";
import { sandboxLogin } from "./auth-helpers";
import { authState } from "./paths";
import { seriousViolations } from "./payouts-api";

test.use({ storageState: authState("ops") });
// One after another: they share Acme's webhook configuration, and "Send test event" completes the
// newest ramp awaiting payment, which may be the one the first test is about to simulate.
test.describe.configure({ mode: "serial" });

/** A fresh ramp waiting for its payment, made through the sandbox API so the test never depends on seed state. */
async function newPendingRamp(): Promise<string> {
  const { accessToken } = await sandboxLogin("ops@example.com");
  const response = await fetch(`${sandboxURL}/api/v2/ramps`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ type: "ON_RAMP", fromCurrency: "COP", toCurrency: "USDC", fromAmount: 250000 }),
  });
  expect(response.ok).toBe(true);
  const body = (await response.json()) as { id?: string; ramp?: { id: string } };
  const id = body.ramp?.id ?? body.id;
  if (!id) throw new Error("ramp creation answered no id");
  return id;
}

/**
 * Simulates the cash-in from its own tab, brought to the front as an operator would look at it:
 * a tab behind another gets no animation frames, so its toast and any layout measured in script
 * (ResizeObserver) would wait until it is shown.
 */
async function simulateCashIn(page: Page, rampId: string) {
  await page.bringToFront();
  await page.goto(`/ramps?id=${rampId}`);
  const row = page.locator(`tr[data-row-id="${rampId}"]`);
  await row.getByRole("button", { name: "Simulate cash-in" }).click();
  await expect(page.getByText(`Cash-in simulated for ${rampId}`)).toBeVisible();
}

const rampEvents = (page: Page, rampId: string) =>
  page.locator('[data-testid="live-event"][data-event-type="RAMP"]').filter({ hasText: rampId });

test("receive here, simulate a cash-in, watch the RAMP events arrive live; after delete nothing arrives", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // The live view stays open on one tab; the cash-in is simulated from another, so nothing reloads the first.
  await page.goto("/webhooks");
  await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Receive here" }).first().click();
  await expect(page.getByTestId("secret-once")).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId("webhook-url")).toHaveText(/\/api\/webhooks\/receive\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId("webhook-active")).toHaveText("Active");
  await page.getByRole("button", { name: "I have copied it" }).click();
  await expect(page.getByTestId("secret-once")).toHaveCount(0);
  await expect(page.getByTestId("live-mode")).toHaveAttribute("data-mode", "live");

  const first = await newPendingRamp();
  const other = await context.newPage();
  await simulateCashIn(other, first);
  await expect(other.getByTestId("ramp-status").first()).toBeVisible();
  // Back to the live view's tab.
  await page.bringToFront();

  // The ramp was created after "receive here": its CREATE arrives, then the five status changes of the cash-in.
  await expect(rampEvents(page, first)).toHaveCount(6, { timeout: 15_000 });
  const row = rampEvents(page, first).first();
  await row.getByRole("button", { name: "Show the event's content" }).click();
  await expect(row.getByText('"COMPLETED"')).toBeVisible();
  await expect(row.getByRole("link", { name: `Ramp ${first}` })).toHaveAttribute("href", `/ramps?id=${first}`);

  // A compliance decision made in the dashboard reaches the receiver as an ACCOUNT UPDATE event.
  const decided = await newPendingAccount("webhook");
  await other.goto(`/accounts/${decided}`);
  await other
    .getByRole("region", { name: "Compliance decision" })
    .getByRole("button", { name: "Approve", exact: true })
    .click();
  // Nothing is decided by one click: the confirmation names the account first.
  await other
    .getByRole("alertdialog", { name: "Approve this account?" })
    .getByRole("button", { name: "Approve account" })
    .click();
  await expect(other.getByText("Account approved")).toBeVisible();
  const accountEvent = page
    .locator('[data-testid="live-event"][data-event-type="ACCOUNT"]')
    .filter({ hasText: decided })
    .filter({ hasText: "UPDATE" });
  // Made through the API, the account's CREATE arrives too; the decision is its one UPDATE.
  await expect(accountEvent).toHaveCount(1, { timeout: 15_000 });

  // The delivery log shows each try as the operator counts it (the API's attempts value 0 second), with its time, answer and latency.
  const delivery = page.getByTestId("delivery-log").locator("tbody tr").first();
  await expect(delivery.getByTestId("delivery-attempt").first()).toHaveAttribute("data-attempt", "0", {
    timeout: 20_000,
  });
  await expect(delivery.getByTestId("delivery-attempt").first()).toContainText(
    /1st attempt · API value 0.*\d.*200.*\d+ ms/,
  );
  await expect(delivery.getByTestId("delivery-attempt").first().locator("time")).toHaveAttribute("datetime", /^\d{4}-/);
  // Resend adds a new try (a new sending, counted from attempt 0 again).
  // Held by its id: a delivery arriving meanwhile becomes the first row.
  const eventId = await delivery.getAttribute("data-row-id");
  const resent = page.getByTestId("delivery-log").locator(`tr[data-row-id="${eventId}"]`);
  const tries = await resent.getByTestId("delivery-attempt").count();
  await resent.getByRole("button", { name: /^Resend/ }).click();
  await expect(resent.getByTestId("delivery-attempt")).toHaveCount(tries + 1, { timeout: 20_000 });
  await expect(resent.locator('[data-testid="delivery-attempt"][data-round="1"]')).toContainText("resend 1");

  // Pausing asks first and says what stops; keeping it changes nothing.
  await page.getByRole("switch", { name: "Deactivate" }).click();
  const pause = page.getByRole("alertdialog", { name: "Pause sending?" });
  await expect(pause).toContainText("stops sending events to");
  await expect(pause).toContainText("/api/webhooks/receive/");
  await pause.getByRole("button", { name: "Keep sending" }).click();
  await expect(page.getByTestId("webhook-active")).toHaveText("Active");
  await page.getByRole("switch", { name: "Deactivate" }).click();
  await page
    .getByRole("alertdialog", { name: "Pause sending?" })
    .getByRole("button", { name: "Pause sending" })
    .click();
  await expect(page.getByTestId("webhook-active")).toHaveText("Inactive");
  await expect(page.getByText("Paused: the service sends nothing to this URL.")).toBeVisible();
  await page.getByRole("switch", { name: "Activate" }).click();
  await expect(page.getByTestId("webhook-active")).toHaveText("Active");

  // At a phone's width the page, with its configuration, events and log, fits the window.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: "the webhooks page is wider than a 390 px window",
    })
    .toBeLessThanOrEqual(0);
  // Toasts fade in and out (axe reads their half-transparent text as low contrast): scan at rest.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Delete: the confirmation names what stops.
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete the webhook configuration?" });
  await expect(dialog).toContainText("The service stops sending");
  await expect(dialog).toContainText("/api/webhooks/receive");
  await dialog.getByRole("button", { name: "Delete configuration" }).click();
  await expect(page.getByText("No webhook configuration")).toBeVisible();

  const second = await newPendingRamp();
  await simulateCashIn(other, second);
  // With SANDBOX_RETRY_SCALE=0.001 a delivery would have arrived well within this.
  await page.waitForTimeout(3_000);
  await expect(rampEvents(page, second)).toHaveCount(0);
  const stored = (await (await page.request.get("/api/webhooks/events?event=RAMP&limit=500")).json()) as {
    items: { recordId: string | null }[];
  };
  expect(stored.items.filter((i) => i.recordId === second)).toHaveLength(0);
  expect(stored.items.filter((i) => i.recordId === first)).toHaveLength(6);
});

test("a receiver refuses an unsigned delivery without a session or a signature", async ({ request }) => {
  const forged = {
    id: "evt_forged",
    event: "RAMP",
    action: "UPDATE",
    data: {},
    createdAt: "",
    updatedAt: "",
    attempts: 0,
  };
  const response = await request.post(`/api/webhooks/receive/${"A".repeat(43)}`, { data: forged });
  expect(response.status()).toBe(401);
  // The shared receiver of earlier versions is gone: each customer has its own URL.
  expect((await request.post("/api/webhooks/receive", { data: forged, maxRedirects: 0 })).status()).not.toBe(200);
});

test("Send test event asks the API's own simulation for a ramp awaiting payment, and copies the receiver URL", async ({
  page,
}) => {
  // A ramp awaiting payment of this customer, so the simulation has one to move (the newest is picked).
  await newPendingRamp();
  await page.goto("/webhooks");
  const section = page.getByTestId("test-event");
  await expect(section).toContainText("its own simulation");
  await section.getByRole("button", { name: "Send test event" }).click();
  await expect(page.getByText(/^Test event requested: ramp \S+ completes its cash-in/)).toBeVisible();
  // The receiver URL has its own copy button; so does the configuration's URL when there is one.
  await expect(page.getByRole("button", { name: "Copy this dashboard's receiver URL" })).toBeVisible();
});
