import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { apiDown, OUTAGE_EMAIL, outagePayoutPath } from "./api-outage";
import { ensureHeldAccountChange } from "./held-change";
import { animationsFinished } from "./layout-checks";

/**
 * Every screen in the navigation and the states worth looking at (a sheet, the dialogs, a form
 * with errors, an empty list, forbidden, not found), each reached as an operator would. Read by
 * `npm run screens` (scripts/screens.mjs) and by the layout checks (e2e/layout.spec.ts), so both
 * look at the same things. Buttons are found by their catalogue text, so every state opens in
 * English and in Spanish alike.
 */

/** "outage": Otra's administrator whose API requests the API-down states fail (e2e/api-outage.ts). */
export type Operator = "ops" | "compliance" | "other" | "outage";
export type ScreenLocale = "en" | "es";

export const OPERATOR_EMAILS: Record<Operator, string> = {
  ops: "ops@example.com",
  compliance: "compliance@example.com",
  other: "ops@other.example",
  outage: OUTAGE_EMAIL,
};

export const SCREEN_WIDTHS = [390, 1280, 1440, 1920] as const;
export const SCREEN_THEMES = ["light", "dark"] as const;
export const SCREEN_LOCALES: readonly ScreenLocale[] = ["en", "es"];
export type ScreenTheme = (typeof SCREEN_THEMES)[number];

/** Operator time zone for every look: times then read the same on every run and machine. */
export const SCREEN_TIME_ZONE = "America/Bogota";

export type ScreenContext = {
  page: Page;
  locale: ScreenLocale;
  /** A message from the interface catalogue in the page's language, e.g. m("users.create.open"). */
  m: (key: string) => string;
  /** The sandbox behind the dashboard, for states that set the API up directly (the API-down ones). */
  sandboxURL?: string;
};

export type ScreenState = {
  /** File-name-safe id, unique. */
  id: string;
  /** The screen it belongs to; the contact sheet groups by it. */
  screen: string;
  /** Who looks; null for the signed-out login page. */
  operator: Operator | null;
  /** Where to go: a path, or a step that finds one (e.g. the first record of a list). */
  path: string | ((ctx: ScreenContext) => Promise<string>);
  /** Brings the page into the state after it has loaded (opens a dialog, submits a form…). */
  act?: (ctx: ScreenContext) => Promise<void>;
  /** Only these widths (the mobile menu exists only on a phone). */
  widths?: readonly number[];
  /** Parts that change from run to run on their own, masked in screenshot baselines. */
  masks?: readonly string[];
};

/** Always masked in baselines: times (relative or absolute), anything marked clock-based, the API host. */
export const VOLATILE_SELECTORS = [
  "time",
  "[data-volatile]",
  "[data-sonner-toaster]",
  // The sandbox's host and port, which differ between runs that share a machine.
  '[data-testid="environment-banner"] .font-mono',
  // Who is on a payout: payouts-owned-row assigns one, and the other payouts states show that
  // row or not depending on the order the run takes them in.
  "[data-owner]",
  // Time in status: read against the clock, and "≥ 6 min" counts from when this run's sync first saw it.
  '[data-testid="time-in-status"]',
] as const;

const catalogues = new Map<ScreenLocale, Record<string, unknown>>();

function catalogue(locale: ScreenLocale): Record<string, unknown> {
  const cached = catalogues.get(locale);
  if (cached) return cached;
  const dir = path.resolve("lib/i18n/messages", locale);
  const merged: Record<string, unknown> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    merged[file.replace(/\.json$/, "")] = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  }
  catalogues.set(locale, merged);
  return merged;
}

export function messageLookup(locale: ScreenLocale): (key: string) => string {
  return (key) => {
    let node: unknown = catalogue(locale);
    for (const part of key.split(".")) {
      node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    }
    if (typeof node !== "string") throw new Error(`no message ${key} in ${locale}`);
    return node;
  };
}

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`);

/**
 * Clicks until `target` shows: a click that lands before the page has hydrated does nothing,
 * and the page gives no signal for hydration, so the click is repeated.
 */
export async function clickUntilVisible(trigger: Locator, target: Locator, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await target.isVisible()) return;
    await trigger.click({ timeout: Math.max(1_000, deadline - Date.now()) }).catch(() => {});
    try {
      await target.waitFor({ state: "visible", timeout: 1_500 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** The first link in the main region to a record under `prefix` (e.g. "/accounts/"). */
async function firstRecord(page: Page, listPath: string, prefix: string): Promise<string> {
  await page.goto(listPath);
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  // Rows link their whole area through an overlay anchor, which is not "visible" in its own right.
  await link.waitFor({ state: "attached", timeout: 30_000 });
  const href = await link.getAttribute("href");
  if (!href) throw new Error(`no record link under ${listPath}`);
  return new URL(href, "http://x").pathname;
}

/** The first payout in the list: rows carry their id whether or not they render a link. */
async function firstPayout(page: Page): Promise<string> {
  await page.goto("/payouts");
  const row = page.locator("main [data-row-id]").first();
  await row.waitFor({ state: "attached", timeout: 30_000 });
  return `/payouts/${await row.getAttribute("data-row-id")}`;
}

const dialog = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]').first();

/** Waits until every toast has faded by itself (sonner's default: four seconds). */
async function toastsGone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll("[data-sonner-toast]").length === 0, null, {
    timeout: 20_000,
  });
}

/**
 * Chooses a status in the payouts filter bar as an operator does (the button, then an option),
 * preferring one that has payouts; waits for the list to follow.
 */
async function chooseStatus(page: Page, m: ScreenContext["m"]): Promise<void> {
  // The popover's options, not the pager's page-size choices.
  const options = page.getByRole("dialog").getByRole("option");
  await clickUntilVisible(
    page.getByRole("button", { name: new RegExp(`^\\s*${m("payouts.filters.status")}`) }).first(),
    options.first(),
  );
  const counted = options.filter({ has: page.getByTestId("facet-count").filter({ hasNotText: /^0$/ }) });
  await ((await counted.count()) > 0 ? counted : options).first().click();
  await page.waitForURL(/[?&]status=/);
  await waitForSettled(page);
}

/** A value far longer than usual, as an operator pastes one (an external id from a spreadsheet). */
const LONG_VALUE = "remesa-2026-11-27-bogota-centro-lote-000123-beneficiaria-maria-fernanda-hernandez";

/**
 * A change to a bank account waiting for approval (e2e/held-change.ts), made if it is not there
 * yet; answers the account's path. The approvals states call it too: what they list then does not
 * depend on whether a held-change state ran before them.
 */
const heldChange = (ctx: ScreenContext) => ensureHeldAccountChange({ ...ctx, en: messageLookup("en") });

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** The request id an outage state quotes: a new one each time. */
const OUTAGE_REFERENCE = '[role="alert"] .font-mono';

/** The shared outage state, its title and retry, and the operator still signed in. */
async function apiDownShown({ page, m }: ScreenContext): Promise<void> {
  const alert = page.getByRole("alert").filter({ hasText: m("errors.outage.title") });
  await alert.waitFor({ timeout: 45_000 });
  await alert.getByRole("button", { name: exactly(m("common.actions.retry")) }).waitFor();
  await page
    .getByRole("button", { name: new RegExp(`^${m("shell.operator.menuLabel")}`) })
    .first()
    .waitFor();
}

/**
 * A screen as the outage operator sees it with the API down for them (e2e/api-outage.ts): the
 * shared "not answering" state. `target` is the screen's path, or reads it while the API answers.
 */
function apiDownState(
  id: string,
  screen: string,
  target: string | ((sandboxURL: ScreenContext["sandboxURL"]) => Promise<string>),
): ScreenState {
  return {
    id,
    screen,
    operator: "outage",
    path: async ({ sandboxURL }) => {
      const path = typeof target === "string" ? target : await target(sandboxURL);
      await apiDown(sandboxURL);
      return path;
    },
    act: apiDownShown,
    masks: [OUTAGE_REFERENCE],
  };
}

export const SCREEN_STATES: readonly ScreenState[] = [
  { id: "login", screen: "Sign in", operator: null, path: "/login" },
  { id: "overview", screen: "Overview", operator: "ops", path: "/" },
  {
    id: "palette",
    screen: "Overview",
    operator: "ops",
    path: "/",
    act: async ({ page, m }) => {
      const palette = page.getByRole("dialog", { name: m("palette.title") });
      await clickUntilVisible(page.getByRole("button", { name: new RegExp(m("shell.palette.open")) }).first(), palette);
    },
  },
  {
    // The palette's not-found state: what it looked through and the next steps (issue 28).
    id: "palette-nothing",
    screen: "Overview",
    operator: "ops",
    path: "/",
    act: async ({ page, m }) => {
      const palette = page.getByRole("dialog", { name: m("palette.title") });
      await clickUntilVisible(page.getByRole("button", { name: new RegExp(m("shell.palette.open")) }).first(), palette);
      await palette.getByRole("combobox").fill("zzqqxx");
      await palette.getByTestId("palette-nothing").waitFor();
    },
  },
  {
    id: "mobile-nav",
    screen: "Overview",
    operator: "ops",
    path: "/",
    widths: [390],
    act: async ({ page, m }) => {
      await clickUntilVisible(page.getByRole("button", { name: m("nav.openMenu") }), dialog(page));
    },
  },
  { id: "payouts", screen: "Payouts", operator: "ops", path: "/payouts" },
  {
    id: "payouts-sheet",
    screen: "Payouts",
    operator: "ops",
    path: "/payouts",
    act: async ({ page }) => {
      const row = page.locator("main [data-row-id]").first();
      const id = await row.getAttribute("data-row-id");
      await clickUntilVisible(row, dialog(page));
      // An early click follows the row's link to the payout's own page: come back for the sheet.
      if (id && new URL(page.url()).pathname === `/payouts/${id}`) {
        await page.goBack();
        await clickUntilVisible(page.locator("main [data-row-id]").first(), dialog(page));
      }
    },
  },
  {
    id: "payouts-bulk-lookup",
    screen: "Payouts",
    operator: "ops",
    path: "/payouts",
    act: async ({ page, m }) => {
      await clickUntilVisible(page.getByRole("button", { name: exactly(m("payouts.lookup.button")) }), dialog(page));
    },
  },
  {
    // A status chosen in the filter bar: the id boxes beside it must keep their size on a phone.
    id: "payouts-filtered",
    screen: "Payouts",
    operator: "ops",
    path: "/payouts",
    act: async ({ page, m }) => chooseStatus(page, m),
  },
  {
    // Filtered by status and a long external id nobody has: the empty list, the long value in its box.
    id: "payouts-filtered-empty-long",
    screen: "Payouts",
    operator: "ops",
    path: "/payouts",
    act: async ({ page, m }) => {
      await chooseStatus(page, m);
      const box = page.getByLabel(m("payouts.filters.externalId"), { exact: true });
      await box.fill(LONG_VALUE);
      await box.press("Enter");
      await page.waitForURL(/[?&]externalId=/);
      await waitForSettled(page);
    },
  },
  { id: "payout-detail", screen: "Payouts", operator: "ops", path: ({ page }) => firstPayout(page) },
  {
    // Reveal asks why first: the reason dialog over the payout's page.
    id: "payout-reveal",
    screen: "Payouts",
    operator: "ops",
    path: ({ page }) => firstPayout(page),
    act: async ({ page, m }) => {
      const reveal = page.getByRole("button", { name: new RegExp(`^\\s*${m("masking.reveal")}\\b`) }).first();
      await clickUntilVisible(reveal, dialog(page));
    },
  },
  { id: "payout-not-found", screen: "Payouts", operator: "ops", path: `/payouts/${UNKNOWN_ID}` },
  // Exceptions that people own (issue 29): a row with its owner, the sheet's "Who is on it" with a note.
  {
    id: "payouts-owned-row",
    screen: "Payouts",
    operator: "ops",
    path: "/payouts",
    // The owner column shows from md up; on a phone the owner is in the sheet (payouts-sheet-work).
    widths: [1280, 1440, 1920],
    act: async ({ page, m }) => {
      // The second row: the first stays as it is for payout-detail, payout-reveal and payouts-sheet.
      const row = page.locator("main [data-row-id]").nth(1);
      const owner = row.locator("[data-owner]");
      await owner.waitFor({ state: "attached", timeout: 30_000 });
      if ((await owner.getAttribute("data-owner")) === "") {
        // Assigned from the row's sheet: the row's own menu sits past the table's right edge at
        // 1280 px, and reaching it scrolls the table under its pinned id column.
        await clickUntilVisible(row, dialog(page));
        const work = dialog(page).getByTestId("payout-work");
        await work.waitFor({ timeout: 30_000 });
        await work.getByRole("button", { name: exactly(m("payoutWork.assignToMe")) }).click();
        // Its "Saved" toast says the assignment is done: the markers below may already show an
        // owner from an earlier run of this state, and the toast must not arrive after the wait
        // for toasts to fade, in the middle of the looks.
        await page.locator("[data-sonner-toast]").first().waitFor({ timeout: 30_000 });
        await page
          .locator('main [data-row-id] [data-owner]:not([data-owner=""])')
          .first()
          .waitFor({ state: "attached" });
        await page.keyboard.press("Escape");
        await dialog(page).waitFor({ state: "hidden" });
        // Clicking the row scrolled it into view sideways where the table is wider than the
        // window, and the sheet gives focus back to it: the list is looked at from its start.
        await page
          .locator("main table")
          .first()
          .evaluate((table) => table.parentElement?.scrollTo({ left: 0 }));
      }
      await page.locator('main [data-row-id] [data-owner]:not([data-owner=""])').first().waitFor();
      // The assignment's "Saved" toast fades by itself; the state is the list, not the toast over it.
      await toastsGone(page);
    },
  },
  {
    id: "payouts-sheet-work",
    screen: "Payouts",
    operator: "ops",
    path: "/payouts",
    act: async ({ page, m }) => {
      // The second row: the first stays as it is for payout-detail, payout-reveal and payouts-sheet.
      await clickUntilVisible(page.locator("main [data-row-id]").nth(1), dialog(page));
      const work = dialog(page).getByTestId("payout-work");
      await work.waitFor({ timeout: 30_000 });
      // One note, written once: looking again must not add another.
      if ((await work.getByTestId("payout-notes").count()) === 0) {
        await work
          .getByPlaceholder(m("payoutWork.notePlaceholder"))
          .fill("Called the bank; they expect to settle it today.");
        await work.getByRole("button", { name: exactly(m("payoutWork.addNote")) }).click();
      }
      await work.getByTestId("payout-notes").waitFor();
      // The note's "Saved" toast fades by itself; the state is the panel, not a toast sliding in
      // over it (half-way in, its text has too little contrast, and axe says so).
      await toastsGone(page);
    },
  },
  {
    id: "notifications-open",
    screen: "Overview",
    operator: "ops",
    path: "/",
    act: async ({ page }) => {
      await clickUntilVisible(page.getByTestId("notification-bell"), page.getByTestId("notification-list"));
    },
  },
  { id: "alert-settings", screen: "Payout alerts", operator: "ops", path: "/alerts" },
  // The read model's lists (issue 29): attention oldest first, a phase with time in status, by amount.
  { id: "payouts-attention", screen: "Payouts", operator: "ops", path: "/payouts?attention=1" },
  { id: "payouts-phase-kyt", screen: "Payouts", operator: "ops", path: "/payouts?phase=KYT_OUT&sort=age" },
  { id: "payouts-phase-amount", screen: "Payouts", operator: "ops", path: "/payouts?phase=CASH_OUT&sort=amount" },
  { id: "payout-settings", screen: "Payouts", operator: "ops", path: "/payout-settings" },
  { id: "payout-settings-read-only", screen: "Payouts", operator: "compliance", path: "/payout-settings" },
  { id: "ramps", screen: "Ramps", operator: "ops", path: "/ramps" },
  { id: "recharges", screen: "COP recharges", operator: "ops", path: "/recharges", masks: ['input[name="order"]'] },
  {
    id: "recharges-errors",
    screen: "COP recharges",
    operator: "ops",
    path: "/recharges",
    masks: ['input[name="order"]'],
    act: async ({ page, m }) => {
      const amount = page.getByLabel(m("recharges.form.amount"));
      const alert = page.locator('main [aria-invalid="true"]').first();
      await amount.fill("1500.50");
      await clickUntilVisible(page.getByRole("button", { name: exactly(m("recharges.form.submit")) }), alert);
    },
  },
  {
    id: "recharges-confirm",
    screen: "COP recharges",
    operator: "ops",
    path: "/recharges",
    masks: ['input[name="order"]', '[role="dialog"] dd'],
    act: async ({ page, m }) => {
      await page.getByLabel(m("recharges.form.amount")).fill("1500000");
      await page.locator('[name="description"]').fill("Top-up");
      await clickUntilVisible(page.getByRole("button", { name: exactly(m("recharges.form.submit")) }), dialog(page));
    },
  },
  { id: "users", screen: "Users", operator: "ops", path: "/users" },
  { id: "users-empty", screen: "Users", operator: "ops", path: "/users?page=9999" },
  {
    id: "users-create-errors",
    screen: "Users",
    operator: "ops",
    path: "/users",
    act: async ({ page, m }) => {
      await clickUntilVisible(page.getByRole("button", { name: exactly(m("users.create.open")) }), dialog(page));
      const sheet = dialog(page);
      await clickUntilVisible(
        sheet.getByRole("button", { name: exactly(m("users.create.submit")) }),
        sheet.locator('[aria-invalid="true"]').first(),
      );
    },
  },
  { id: "accounts", screen: "Bank accounts", operator: "ops", path: "/accounts" },
  {
    id: "account-detail",
    screen: "Bank accounts",
    operator: "ops",
    path: ({ page }) => firstRecord(page, "/accounts", "/accounts/"),
  },
  {
    id: "account-leave-unsaved",
    screen: "Bank accounts",
    operator: "ops",
    // PSE accounts are the editable ones.
    path: ({ page }) => firstRecord(page, "/accounts?type=PSE", "/accounts/"),
    act: async ({ page, m }) => {
      const field = page.locator("main form input[type=text]:not([readonly]):not([disabled])").first();
      await field.waitFor({ timeout: 30_000 });
      await field.fill(`${await field.inputValue()}1`);
      const nav = page.getByRole("navigation", { name: m("nav.label") });
      // On a phone the sidebar is closed: leave through the menu, as an operator there does.
      if (!(await nav.isVisible())) {
        await clickUntilVisible(page.getByRole("button", { name: m("nav.openMenu") }), dialog(page));
      }
      const leave = page.getByRole("link", { name: m("nav.items.accounts"), exact: true }).filter({ visible: true });
      await clickUntilVisible(leave.first(), page.getByRole("alertdialog"));
    },
  },
  {
    // Issue 30: a record with a change waiting for approval says so (what, who, since when, why,
    // a link to the request), after a reload, and its list marks it.
    id: "account-held-change",
    screen: "Bank accounts",
    operator: "ops",
    path: heldChange,
  },
  {
    id: "accounts-held-marker",
    screen: "Bank accounts",
    operator: "ops",
    path: async (ctx) => {
      await heldChange(ctx);
      return "/accounts?page=2";
    },
  },
  {
    id: "account-reject",
    screen: "Bank accounts",
    operator: "ops",
    path: ({ page }) => firstRecord(page, "/accounts?status=PENDING", "/accounts/"),
    act: async ({ page, m }) => {
      await clickUntilVisible(page.getByRole("button", { name: exactly(m("accounts.review.reject")) }), dialog(page));
    },
  },
  {
    id: "account-approve-confirm",
    screen: "Bank accounts",
    operator: "compliance",
    path: ({ page }) => firstRecord(page, "/accounts?status=PENDING", "/accounts/"),
    act: async ({ page, m }) => {
      await clickUntilVisible(page.getByRole("button", { name: exactly(m("accounts.review.approve")) }), dialog(page));
    },
  },
  {
    id: "account-reject-other",
    screen: "Bank accounts",
    operator: "compliance",
    path: ({ page }) => firstRecord(page, "/accounts?status=PENDING", "/accounts/"),
    act: async ({ page, m }) => {
      await clickUntilVisible(page.getByRole("button", { name: exactly(m("accounts.review.reject")) }), dialog(page));
      await dialog(page)
        .getByRole("radio", { name: m("accounts.review.reasonOther") })
        .check();
      // A reason too short to send: the dialog says why its button is off.
      await dialog(page).locator("textarea").fill("ok");
    },
  },
  {
    id: "account-detail-spei",
    screen: "Bank accounts",
    operator: "compliance",
    path: ({ page }) => firstRecord(page, "/accounts?type=SPEI", "/accounts/"),
  },
  {
    id: "accounts-compliance",
    screen: "Bank accounts",
    operator: "compliance",
    path: "/accounts",
  },
  { id: "customers", screen: "Customers", operator: "ops", path: "/customers" },
  {
    id: "customer-detail",
    screen: "Customers",
    operator: "ops",
    path: ({ page }) => firstRecord(page, "/customers", "/customers/"),
  },
  {
    // Two neighbouring cells of the pricing table refused at once: their messages must not run together.
    id: "customer-pricing-errors",
    screen: "Customers",
    operator: "ops",
    path: ({ page }) => firstRecord(page, "/customers", "/customers/"),
    act: async ({ page }) => {
      const cells = page
        .locator('[data-testid="field-strategiesByPair"] tbody tr')
        .first()
        .locator("input:not([readonly])");
      await cells.first().waitFor({ timeout: 30_000 });
      const count = await cells.count();
      // spreadBps, minAmount, maxAmount: out of range, not a number, not a number.
      for (const [index, text] of ["99999", "lots", "lots"].entries()) {
        if (index < count) await cells.nth(index).fill(text);
      }
      await page.locator('[data-testid="field-strategiesByPair"] [aria-invalid="true"]').first().waitFor();
    },
  },
  { id: "customers-forbidden", screen: "Customers", operator: "compliance", path: "/customers" },
  { id: "roles", screen: "Roles", operator: "ops", path: "/roles" },
  { id: "role-detail", screen: "Roles", operator: "ops", path: ({ page }) => firstRecord(page, "/roles", "/roles/") },
  { id: "role-not-found", screen: "Roles", operator: "ops", path: `/roles/${UNKNOWN_ID}` },
  { id: "roles-forbidden", screen: "Roles", operator: "compliance", path: "/roles" },
  { id: "webhooks", screen: "Webhooks", operator: "ops", path: "/webhooks" },
  {
    // The create form refused as sent empty: every error at once, in a dialog.
    id: "webhooks-form-errors",
    screen: "Webhooks",
    operator: "ops",
    path: "/webhooks",
    act: async ({ page, m }) => {
      const open = page.getByRole("button", { name: exactly(m("webhooks.settings.create")) });
      // A customer with a configuration offers Edit instead.
      const edit = page.getByRole("button", { name: exactly(m("webhooks.settings.edit")) });
      await clickUntilVisible((await open.count()) > 0 ? open : edit.first(), dialog(page));
      const form = dialog(page);
      await form.getByRole("textbox", { name: m("webhooks.form.url"), exact: true }).fill("");
      const submit = form.getByRole("button", { name: exactly(m("webhooks.form.create")) });
      const save = form.getByRole("button", { name: exactly(m("webhooks.form.save")) });
      await clickUntilVisible(
        (await submit.count()) > 0 ? submit : save,
        form.locator('[aria-invalid="true"]').first(),
      );
    },
  },
  {
    id: "approvals",
    screen: "Approvals",
    operator: "ops",
    path: async (ctx) => {
      await heldChange(ctx);
      return "/approvals";
    },
  },
  {
    // A policy change is always held, so its confirmation asks why; sent empty, the field says so
    // and nothing is stored (the check runs before anything is sent).
    id: "approvals-policy-reason",
    screen: "Approvals",
    operator: "ops",
    path: async (ctx) => {
      await heldChange(ctx);
      return "/approvals";
    },
    act: async ({ page, m }) => {
      await clickUntilVisible(
        page.getByTestId("policy-role").getByRole("button", { name: exactly(m("approvals.policies.edit")) }),
        dialog(page),
      );
      const form = dialog(page);
      await clickUntilVisible(
        form.getByRole("button", { name: exactly(m("approvals.policies.save")) }),
        form.getByTestId("maker-reason-input").and(form.locator('[aria-invalid="true"]')),
      );
    },
  },
  { id: "audit", screen: "Audit log", operator: "ops", path: "/audit" },
  {
    id: "audit-details",
    screen: "Audit log",
    operator: "ops",
    path: "/audit",
    act: async ({ page }) => {
      await clickUntilVisible(
        page.getByTestId("audit-table").locator("tbody tr").first(),
        page.getByTestId("audit-details"),
      );
    },
  },
  // The API down (issue 28): the shared "The API is not answering" state with its retry, while the
  // operator stays signed in. Only this operator's requests fail (e2e/api-outage.ts).
  apiDownState("overview-api-down", "Overview", "/"),
  apiDownState("payouts-api-down", "Payouts", "/payouts"),
  // The payout's path is read before the outage starts.
  apiDownState("payout-api-down", "Payouts", outagePayoutPath),
  { id: "other-overview", screen: "Overview", operator: "other", path: "/" },
  { id: "other-webhooks", screen: "Webhooks", operator: "other", path: "/webhooks" },
];

/**
 * Waits until the page has settled: its heading shown, no region busy loading, fonts in.
 * Pages that keep a live connection open never reach "network idle", so that is not the signal.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await page.locator("h1").first().waitFor({ timeout: 30_000 });
  await page
    .waitForFunction(() => document.querySelectorAll('main [aria-busy="true"]').length === 0, undefined, {
      timeout: 15_000,
    })
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Loads a state's page and brings it into the state. */
export async function openState(state: ScreenState, ctx: ScreenContext): Promise<void> {
  const target = typeof state.path === "string" ? state.path : await state.path(ctx);
  await ctx.page.goto(target);
  await waitForSettled(ctx.page);
  if (state.act) await state.act(ctx);
  // Radix dialogs and sheets animate in: looked at once they have arrived.
  await animationsFinished(ctx.page);
}
