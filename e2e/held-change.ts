import { mkdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { e2eDataRoot } from "./paths";

/**
 * A change waiting for approval, for the screen catalogue's held-change states (issue 30: the
 * banner on the record, the marker on its list). Made as operators make one: the signed-in
 * administrator proposes that bank-account data changes wait for approval, the customer's second
 * administrator approves that policy, then the first edits one account and says why. Nothing is
 * sent to the API; the change stays pending (the policy's default expiry is a day).
 *
 * The record is one no other state opens: the first PSE account on the accounts list's second
 * page (the other account states take the first account of the first page, of PSE accounts or of
 * pending ones). The approvals states call this too, so what they show does not depend on the
 * order a run takes the states in. Every step checks first, so calling it again changes nothing;
 * a lock keeps two workers from making two requests at once.
 */

type Messages = (key: string) => string;

export interface HeldChangeContext {
  page: Page;
  /** The state's catalogue, in the page's language. */
  m: Messages;
  /** The English catalogue: the approver's own page is in English, whatever the state's language. */
  en: Messages;
}

/** Each customer's second administrator of the sandbox seed: no one approves their own change. */
export const SECOND_ADMIN: Record<string, string> = {
  "ops@example.com": "checker@example.com",
  "ops@other.example": "outage@other.example",
};
const PASSWORD = "sandbox-password";

/** The maker's reason: plain text, the same in every language of the screen. */
export const HELD_CHANGE_REASON = "The holder sent a corrected name on the bank's letter";

const LOCK = path.join(e2eDataRoot, "locks", "held-change");
const LOCK_STALE_MS = 180_000;

async function withLock<T>(run: () => Promise<T>): Promise<T> {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // Left by a run that died holding it: taken over once far older than any holder lives.
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      // Another waiter may have taken it over first: then there is nothing left to remove.
      if (age > LOCK_STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

async function signedInEmail(page: Page): Promise<string> {
  const session = (await (await page.request.get("/api/auth/session")).json()) as { user?: { email?: string | null } };
  const email = session.user?.email;
  if (!email) throw new Error("held change: the page is not signed in");
  return email;
}

/** The account the held change is on: the first PSE account of the list's second page. */
export async function heldAccountPath(page: Page): Promise<string> {
  await page.goto("/accounts?page=2");
  const row = page.locator("main [data-row-id]").filter({ hasText: "PSE" }).first();
  await row.waitFor({ state: "attached", timeout: 30_000 });
  return `/accounts/${await row.getAttribute("data-row-id")}`;
}

/**
 * Turns the customer's bank-account data policy on, as operators do: proposed by `page`'s
 * operator, approved by the customer's second administrator in a browser context of their own.
 * Nothing when it is on already. The e2e set-up (e2e/held-change.setup.ts) runs it before any
 * state, so no state waits for it and no API-down state (whose operator approves it) is running.
 */
export async function accountDataPolicyOn({ page, m, en }: HeldChangeContext, approverEmail: string): Promise<void> {
  await page.goto("/approvals");
  const card = page.getByTestId("policy-account_edit");
  await card.waitFor({ timeout: 30_000 });
  if ((await card.getByText(m("approvals.policies.off"), { exact: true }).count()) === 0) return;
  await card.getByRole("button", { name: m("approvals.policies.edit") }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("switch", { name: m("approvals.fields.enabled") }).click();
  await dialog.getByTestId("maker-reason-input").fill(HELD_CHANGE_REASON);
  await dialog.getByRole("button", { name: m("approvals.policies.save") }).click();
  await dialog.waitFor({ state: "detached", timeout: 30_000 });

  const browser = page.context().browser();
  if (!browser) throw new Error("held change: no browser to sign the approver in");
  const origin = new URL(page.url()).origin;
  const context = await browser.newContext({ baseURL: origin, locale: "en-US" });
  try {
    const approver = await context.newPage();
    await approver.goto("/login");
    await approver.getByLabel(en("auth.email")).fill(approverEmail);
    await approver.getByLabel(en("auth.password")).fill(PASSWORD);
    await approver.getByRole("button", { name: en("auth.submit") }).click();
    await approver.waitForURL((url) => url.pathname === "/", { timeout: 30_000 });
    await approver.goto("/approvals");
    const request = approver
      .getByTestId("approvals-pending")
      .locator("[data-row-id]", { hasText: en("approvals.operations.policy") })
      .first();
    await request.getByRole("button", { name: en("approvals.approve"), exact: true }).click();
    const confirm = approver.getByRole("dialog");
    await confirm.getByLabel(en("approvals.approveDialog.password")).fill(PASSWORD);
    await confirm.getByRole("button", { name: en("approvals.approveDialog.confirm") }).click();
    await confirm.waitFor({ state: "detached", timeout: 30_000 });
  } finally {
    await context.close();
  }
  await page.goto("/approvals");
  await card.getByText(m("approvals.policies.on")).first().waitFor({ timeout: 30_000 });
  // The maker is told the policy was approved: read, so no state shows an unread count for it.
  await page.getByTestId("notification-count").waitFor({ timeout: 30_000 });
  await page.getByTestId("notification-bell").click();
  await page
    .getByTestId("notification-list")
    .getByRole("button", { name: m("notifications.markAllRead") })
    .click();
  await page.getByTestId("notification-count").waitFor({ state: "detached", timeout: 30_000 });
}

/**
 * Makes sure the held change exists (see above) and answers the account's path. `page` is signed
 * in as a customer's administrator; it is left on the account's page.
 */
export async function ensureHeldAccountChange(ctx: HeldChangeContext): Promise<string> {
  const { page, m } = ctx;
  const maker = await signedInEmail(page);
  const approver = SECOND_ADMIN[maker];
  if (!approver) throw new Error(`held change: no second administrator known for ${maker}`);
  return withLock(async () => {
    const account = await heldAccountPath(page);
    await page.goto(account);
    await page.locator("h1").first().waitFor({ timeout: 30_000 });
    if ((await page.getByTestId("pending-change-banner").count()) > 0) return account;
    // The holder's first name, one letter longer: any change of the data waits under the policy.
    const edit = async () => {
      const field = page.locator("main form input[type=text]:not([readonly]):not([disabled])").first();
      await field.waitFor({ timeout: 30_000 });
      await field.fill(`${await field.inputValue()}a`);
      const notice = page.getByTestId("hold-notice");
      await notice.waitFor({ timeout: 30_000 });
      return (await notice.getAttribute("data-held")) === "true";
    };
    if (!(await edit())) {
      await accountDataPolicyOn(ctx, approver);
      await page.goto(account);
      if (!(await edit())) throw new Error("held change: the account-data policy is on, yet the edit is not held");
    }
    await page.getByTestId("maker-reason-input").fill(HELD_CHANGE_REASON);
    await page.getByRole("button", { name: m("accounts.form.save") }).click();
    // Held, the form says so in a toast; the banner is read from the request, after a reload.
    await page.getByText(m("approvals.submitted.title")).first().waitFor({ timeout: 30_000 });
    await page.goto(account);
    await page.getByTestId("pending-change-banner").waitFor({ timeout: 30_000 });
    return account;
  });
}
