import { type Browser, expect as baseExpect, type Page, test } from "@playwright/test";
import { decideInSandbox, newPendingAccount, sandboxAccount, sandboxCount } from "./account-api";
import { authState } from "./paths";
import { seriousViolations } from "./payouts-api";

/** Server renders on a loaded machine can take well over the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

// Compliance decides: the role the issue is about, and it holds accounts:review.
test.use({ storageState: authState("compliance") });

async function openAccount(page: Page, id: string) {
  await page.goto(`/accounts/${id}`);
  await expect(page.getByRole("heading", { name: "Bank account", level: 1 })).toBeVisible();
}

/** The audit export as ops (compliance may read it too, but ops reads everything). */
async function auditCsv(browser: Browser): Promise<string> {
  const context = await browser.newContext({ storageState: authState("ops") });
  try {
    const response = await context.request.get("/api/audit/export");
    expect(response.status()).toBe(200);
    return await response.text();
  } finally {
    await context.close();
  }
}

test("compliance approves one account and rejects another with a reason: sandbox, audit and next item agree", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const approved = await newPendingAccount("approve");
  const rejected = await newPendingAccount("reject");

  await openAccount(page, approved);
  const decision = page.getByRole("region", { name: "Compliance decision" });
  await decision.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Account approved")).toBeVisible();
  // The next PENDING item opens: another account. (Whether it is still pending when it renders
  // depends on the specs running beside this one, which decide their own accounts.)
  await expect(page).not.toHaveURL(new RegExp(`/accounts/${approved}$`));
  await expect(page).toHaveURL(/\/accounts\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await sandboxAccount(approved)).status).toBe("ACTIVE");

  await openAccount(page, rejected);
  await page.getByRole("region", { name: "Compliance decision" }).getByRole("button", { name: "Reject" }).click();
  const dialog = page.getByRole("dialog", { name: "Reject this account" });
  // A rejection without a reason cannot be sent.
  await expect(dialog.getByRole("button", { name: "Reject account" })).toBeDisabled();
  const reason = `Holder name does not match the document (e2e ${Date.now()})`;
  await dialog.getByLabel("Reason for rejecting").fill(reason);
  await dialog.getByRole("button", { name: "Reject account" }).click();
  await expect(page.getByText("Account rejected")).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/accounts/${rejected}$`));
  expect((await sandboxAccount(rejected)).status).toBe("REJECTED");

  // A decided account offers no decision any more.
  await openAccount(page, approved);
  await expect(page.getByRole("region", { name: "Compliance decision" })).toHaveCount(0);

  const csv = (await auditCsv(browser)).split("\n");
  const approveLine = csv.find((line) => line.includes("account.approve") && line.includes(approved));
  const rejectLine = csv.find((line) => line.includes("account.reject") && line.includes(rejected));
  expect(approveLine, "account.approve entry").toBeTruthy();
  expect(rejectLine, "account.reject entry").toBeTruthy();
  expect(rejectLine).toContain(reason);
  expect(rejectLine).toContain("REJECTED");
});

test("a decision someone else already made is explained, not retried", async ({ page }) => {
  const id = await newPendingAccount("stale");
  await openAccount(page, id);
  await decideInSandbox(id, "APPROVE");
  await page.getByRole("region", { name: "Compliance decision" }).getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "no longer pending" })).toBeVisible();
  expect((await sandboxAccount(id)).status).toBe("ACTIVE");
});

test("the queue counts each status, filters only by statuses it holds, and links only real verification hosts", async ({
  page,
}) => {
  await page.goto("/accounts");
  const counts = page.getByTestId("status-counts");
  await expect(counts).toBeVisible();
  for (const status of ["PENDING", "ACTIVE", "REJECTED", "INACTIVE"]) {
    const shown = Number(await counts.getByTestId(`count-${status}`).textContent());
    // Other tests decide accounts meanwhile: the figure is the sandbox's within what they change.
    const actual = await sandboxCount(status);
    expect(Math.abs(shown - actual), status).toBeLessThanOrEqual(10);
  }
  await page.getByRole("button", { name: /^Status/ }).click();
  // The status picker's choices (the page-size select has options of its own).
  const choices = page.getByRole("listbox").getByRole("option");
  await expect(choices.first()).toBeVisible();
  const options = await choices.allTextContents();
  expect(options).toContain("Pending");
  expect(options).toContain("Rejected");
  await page.keyboard.press("Escape");
  // The sandbox's verification host (compliance.sandbox.example) does not exist: no link to it.
  await expect(page.locator('a[href*=".example/"]')).toHaveCount(0);
  await counts.getByRole("link", { name: /Rejected/ }).click();
  await expect(page).toHaveURL(/status=REJECTED/);
  await expect(page.getByTestId("accounts-table").locator("tbody tr").first().locator("[data-status]")).toHaveAttribute(
    "data-status",
    "REJECTED",
  );
});

test("the queue and the account page with the reject dialog pass axe", async ({ page }) => {
  await page.goto("/accounts");
  await expect(page.getByTestId("status-counts")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const id = await newPendingAccount("axe");
  await openAccount(page, id);
  await page.getByRole("region", { name: "Compliance decision" }).getByRole("button", { name: "Reject" }).click();
  await expect(page.getByRole("dialog", { name: "Reject this account" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
