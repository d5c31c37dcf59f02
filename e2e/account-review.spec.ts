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

const decisionRegion = (page: Page) => page.getByRole("region", { name: "Compliance decision" });
const approveDialog = (page: Page) => page.getByRole("alertdialog", { name: "Approve this account?" });
const rejectDialog = (page: Page) => page.getByRole("alertdialog", { name: "Reject this account" });

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

test("Approve asks first, naming the account; a double click on the confirmation decides once; the page stays", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = await newPendingAccount("confirm");
  await openAccount(page, id);
  // A double click on Approve only opens the confirmation: nothing is sent yet.
  await decisionRegion(page).getByRole("button", { name: "Approve", exact: true }).dblclick();
  const dialog = approveDialog(page);
  await expect(dialog).toBeVisible();
  const target = dialog.getByTestId("decision-target");
  await expect(target).toContainText("Revisión E2E confirm");
  await expect(target).toContainText("SPEI");
  await expect(target).toContainText("•••• 7891");
  await expect(target).not.toContainText("012180001234567891");
  await expect(target).toContainText("Approve: the account becomes Active");
  // Before the click it says whether the decision is sent now or held for approval.
  await expect(dialog.getByTestId("decision-hold-notice")).toHaveText(
    /Sent to the API as soon as you confirm|Held for approval/,
  );
  expect((await sandboxAccount(id)).status).toBe("PENDING");

  await dialog.getByRole("button", { name: "Approve account" }).dblclick();
  await expect(page.getByText("Account approved")).toBeVisible();
  // The page stays on this account and shows what became of it; no other account opens.
  await expect(page).toHaveURL(new RegExp(`/accounts/${id}$`));
  await expect(decisionRegion(page)).toHaveCount(0);
  await expect(page.getByTestId("review-history")).toContainText("Approved");
  await expect(page.getByTestId("review-history")).toContainText("compliance@example.com");
  expect((await sandboxAccount(id)).status).toBe("ACTIVE");

  const lines = (await auditCsv(browser)).split("\n").filter((line) => line.includes(id));
  expect(lines.filter((line) => line.includes("account.approve"))).toHaveLength(1);
});

test('"Approve and next" shows the position and opens the next pending account after the confirmation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newPendingAccount("next-b");
  const first = await newPendingAccount("next-a");
  await openAccount(page, first);
  await expect(page.getByTestId("queue-position")).toHaveText(/^\d+ of \d+ pending$/);
  await decisionRegion(page).getByRole("button", { name: "Approve and next" }).click();
  const dialog = approveDialog(page);
  await dialog.getByRole("button", { name: "Approve and open the next" }).click();
  await expect(page.getByText("Account approved")).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/accounts/${first}$`));
  await expect(page).toHaveURL(/\/accounts\/[^/?]+$|\/accounts\?status=PENDING$/);
  expect((await sandboxAccount(first)).status).toBe("ACTIVE");
});

test("a rejection needs a listed reason or Other with at least ten characters; the reason is kept in the history", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const listed = await newPendingAccount("reject-listed");
  const other = await newPendingAccount("reject-other");

  await openAccount(page, other);
  await decisionRegion(page).getByRole("button", { name: "Reject" }).click();
  const dialog = rejectDialog(page);
  const confirm = dialog.getByRole("button", { name: "Reject account" });
  await expect(confirm).toBeDisabled();
  // The reasons fit the account: a SPEI account of a person gets the bank reason, no PIX or company one.
  await expect(
    dialog.getByRole("radio", { name: "The bank details could not be verified with the bank" }),
  ).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "The PIX key is not registered to the holder" })).toHaveCount(0);
  await expect(dialog.getByRole("radio", { name: "The company's registration could not be verified" })).toHaveCount(0);
  await dialog.getByRole("radio", { name: "Other (say why)" }).check();
  const text = dialog.getByLabel("Why the account is rejected");
  await text.fill("ok");
  await expect(dialog.getByText("Say why in at least 10 characters.")).toBeVisible();
  await expect(confirm).toBeDisabled();
  const reason = `Holder could not be reached to confirm (e2e ${Date.now()})`;
  await text.fill(reason);
  await confirm.click();
  await expect(page.getByText("Account rejected")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/accounts/${other}$`));
  await expect(page.getByTestId("review-history")).toContainText(reason);
  expect((await sandboxAccount(other)).status).toBe("REJECTED");

  await openAccount(page, listed);
  await decisionRegion(page).getByRole("button", { name: "Reject" }).click();
  await rejectDialog(page)
    .getByRole("radio", { name: "The holder's name does not match the identity document" })
    .check();
  await rejectDialog(page).getByRole("button", { name: "Reject account" }).click();
  await expect(page.getByText("Account rejected")).toBeVisible();
  await expect(page.getByTestId("review-history")).toContainText(
    "The holder's name does not match the identity document",
  );
  expect((await sandboxAccount(listed)).status).toBe("REJECTED");

  const csv = (await auditCsv(browser)).split("\n");
  const rejectLine = csv.find((line) => line.includes("account.reject") && line.includes(other));
  expect(rejectLine, "account.reject entry").toBeTruthy();
  expect(rejectLine).toContain(reason);
});

test("a decision on an account someone else decided meanwhile says so and sends nothing", async ({ page }) => {
  const id = await newPendingAccount("stale");
  await openAccount(page, id);
  await decideInSandbox(id, "APPROVE");
  await decisionRegion(page).getByRole("button", { name: "Reject" }).click();
  const dialog = rejectDialog(page);
  await dialog.getByRole("radio", { name: "The holder's name does not match the identity document" }).check();
  await dialog.getByRole("button", { name: "Reject account" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "no longer pending" })).toBeVisible();
  await expect(dialog.getByRole("alert")).toContainText("Nothing was sent");
  // Confirming again would be refused again: the button is off.
  await expect(dialog.getByRole("button", { name: "Reject account" })).toBeDisabled();
  expect((await sandboxAccount(id)).status).toBe("ACTIVE");
});

test("in the queue a decided row stays where it was, marked, and the row below is untouched", async ({ page }) => {
  test.setTimeout(120_000);
  const below = await newPendingAccount("queue-below");
  const top = await newPendingAccount("queue-top");
  await page.goto("/accounts?status=PENDING");
  const rows = page.getByTestId("accounts-table").locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  const before = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-row-id")));
  expect(before).toContain(top);
  const row = page.getByTestId("accounts-table").locator(`tr[data-row-id="${top}"]`);
  // Two quick clicks on the row's Approve open one confirmation and decide nothing.
  await row.getByRole("button", { name: "Approve", exact: true }).dblclick();
  await approveDialog(page).getByRole("button", { name: "Approve account" }).click();
  await expect(row.getByTestId("row-decided")).toHaveText(/Approved just now|Waiting for approval/);
  // Same rows in the same order: nothing moved under the pointer.
  expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-row-id")))).toEqual(before);
  expect(["ACTIVE", "PENDING"]).toContain((await sandboxAccount(top)).status);
  expect((await sandboxAccount(below)).status).toBe("PENDING");
});

test("an account of any type shows labelled fields, never JSON", async ({ page }) => {
  const id = await newPendingAccount("fields");
  await openAccount(page, id);
  const data = page.getByTestId("account-data");
  await expect(data).toContainText("CLABE");
  await expect(data).toContainText("First name");
  await expect(data).toContainText("Revisión");
  await expect(data).not.toContainText("clabe");
  await expect(page.locator("main pre")).toHaveCount(0);
  await expect(page.getByTestId("review-history")).toContainText("No decision on this account");
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

test("the queue, the account page and both decision dialogs pass axe", async ({ page }) => {
  await page.goto("/accounts");
  await expect(page.getByTestId("status-counts")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const id = await newPendingAccount("axe");
  await openAccount(page, id);
  await decisionRegion(page).getByRole("button", { name: "Reject" }).click();
  await rejectDialog(page).getByRole("radio", { name: "Other (say why)" }).check();
  await expect(rejectDialog(page).getByLabel("Why the account is rejected")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await rejectDialog(page).getByRole("button", { name: "Cancel" }).click();
  await decisionRegion(page).getByRole("button", { name: "Approve", exact: true }).click();
  await expect(approveDialog(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
