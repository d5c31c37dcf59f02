import { type Browser, type BrowserContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { baseURL, sandboxURL } from "../playwright.config";
import { PASSWORD, sandboxLogin, signIn } from "./auth-helpers";

/**
 * Four eyes, with two browser contexts of the same customer: the maker (ops@example.com) and the
 * checker (checker@example.com, a second Acme administrator of the sandbox seed). Policies are
 * set through the screen (each change held for the checker's approval too), and what executed
 * is read back from the sandbox's API and the audit log.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
const THRESHOLD = 10_000_000;
/** Every held change carries its maker's reason (10 to 500 characters), shown to the approvers. */
const WHY = "Agreed with finance at the weekly review";

test.describe.configure({ mode: "serial" });

let maker: BrowserContext;
let checker: BrowserContext;
let makerPage: Page;
let checkerPage: Page;

/** A signed-in context of its own (the spec runs in its own project, without the set-up's states). */
async function signedIn(browser: Browser, email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === "/");
  await page.close();
  return context;
}

test.beforeAll(async ({ browser }) => {
  maker = await signedIn(browser, "ops@example.com");
  checker = await signedIn(browser, "checker@example.com");
  makerPage = await maker.newPage();
  checkerPage = await checker.newPage();
});

test.afterAll(async () => {
  await maker?.close();
  await checker?.close();
});

async function sandboxGet(path: string): Promise<Response> {
  const { accessToken } = await sandboxLogin("ops@example.com");
  return fetch(`${sandboxURL}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
}

/** The id of the newest pending request of this operation, as the queue lists it. */
async function newestPendingId(page: Page, operation: string): Promise<string> {
  await page.goto("/approvals");
  const row = page.getByTestId("approvals-pending").locator("[data-row-id]", { hasText: operation }).first();
  await expect(row).toBeVisible();
  const id = await row.getAttribute("data-row-id");
  if (!id) throw new Error("pending row without an id");
  return id;
}

async function approveAsChecker(id: string) {
  await checkerPage.goto("/approvals");
  const row = checkerPage.locator(`[data-row-id="${id}"]`);
  await row.getByRole("button", { name: "Approve" }).click();
  const dialog = checkerPage.getByRole("dialog");
  // The dialog restates what is approved: the same diff as the queue.
  await expect(dialog.getByTestId("decision-restated").getByTestId("change-diff")).toBeVisible();
  await expect(dialog.getByTestId("decision-restated").getByTestId("maker-reason")).toContainText(WHY);
  await dialog.getByLabel("Your password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Approve and send" }).click();
  await expect(dialog).toHaveCount(0);
}

async function historyStatus(page: Page, id: string) {
  await page.goto("/approvals");
  return page.getByTestId("approvals-history").locator(`[data-row-id="${id}"]`).getByTestId("request-status");
}

/** Proposes a policy through the screen and has the checker approve it. */
async function setPolicy(operation: string, settings: { enabled: boolean; threshold?: number; ttl?: number }) {
  await makerPage.goto("/approvals");
  await makerPage.getByTestId(`policy-${operation}`).getByRole("button", { name: "Propose change" }).click();
  const dialog = makerPage.getByRole("dialog");
  const toggle = dialog.getByRole("switch", { name: "Requires approval" });
  if ((await toggle.isChecked()) !== settings.enabled) await toggle.click();
  if (settings.threshold !== undefined) await dialog.getByLabel("From amount (COP)").fill(String(settings.threshold));
  if (settings.ttl !== undefined) await dialog.getByLabel("Expires after (minutes)").fill(String(settings.ttl));
  await dialog.getByLabel("Why is this change needed?").fill(WHY);
  await dialog.getByRole("button", { name: "Submit for approval" }).click();
  await expect(dialog).toHaveCount(0);
  const id = await newestPendingId(makerPage, "Approval policy");
  await approveAsChecker(id);
  await expect(await historyStatus(checkerPage, id)).toHaveAttribute("data-status", "executed");
}

async function submitRecharge(page: Page, amount: number, description: string): Promise<string> {
  await page.goto("/recharges");
  // The order is filled in once the form has hydrated.
  await expect(page.getByLabel("Order")).not.toHaveValue("");
  const order = await page.getByLabel("Order").inputValue();
  await page.getByLabel("Amount (COP, whole pesos)").fill(String(amount));
  await page.getByLabel("Description").fill(description);
  await page.getByRole("button", { name: "Review recharge" }).click();
  const dialog = page.getByRole("dialog");
  // Before the click the dialog says the recharge will wait, and for whom; no "money moves".
  await expect(dialog.getByTestId("hold-notice")).toHaveAttribute("data-held", "true");
  await expect(dialog.getByTestId("hold-notice")).toContainText("recharges:create");
  await expect(dialog).not.toContainText("Money moves");
  // Held, it needs the maker's reason: without one nothing is submitted and the field says why.
  await dialog.getByRole("button", { name: "Submit for approval" }).click();
  await expect(dialog.getByText("Say why this change is needed (10 characters or more)")).toBeVisible();
  await dialog.getByLabel("Why is this change needed?").fill(`${WHY}: ${description}`);
  await dialog.getByRole("button", { name: "Submit for approval" }).click();
  await expect(page.getByTestId("approval-submitted")).toContainText("Submitted for approval");
  return order;
}

test("policies are changed only through an approval, and the screen shows the policy in force", async () => {
  await makerPage.goto("/approvals");
  await expect(makerPage.getByTestId("policy-recharge")).toContainText("Default");
  await setPolicy("recharge", { enabled: true, threshold: THRESHOLD });
  await setPolicy("role", { enabled: true, ttl: 1 });
  await makerPage.goto("/approvals");
  await expect(makerPage.getByTestId("policy-recharge")).toContainText("10,000,000");
  await expect(makerPage.getByTestId("policy-recharge")).toContainText("Saved by checker@example.com");
  await expect(makerPage.getByTestId("policy-role")).toContainText("expires after 1 minute");
});

test("a recharge over the threshold waits, cannot be approved by its maker, and executes once the checker approves", async () => {
  // The checker has a page open with nothing pending…
  await checkerPage.goto("/");
  await expect(checkerPage.getByTestId("approvals-badge")).toHaveCount(0);
  const order = await submitRecharge(makerPage, THRESHOLD + 500_000, "e2e four eyes");
  // …and its badge counts the new request without a reload.
  await expect(checkerPage.getByTestId("approvals-badge")).toContainText("1");
  // Nothing reached the API yet.
  expect((await sandboxGet(`/api/v2/backoffice/ops/recharges/cop?order=${encodeURIComponent(order)}`)).status).toBe(
    404,
  );

  const id = await newestPendingId(makerPage, order);
  // The recharge history lists it as waiting, with the request's link.
  await makerPage.goto("/recharges");
  const waiting = makerPage.getByTestId("recharge-history").locator("tbody tr", { hasText: order });
  await expect(waiting.locator("[data-attempt-status]")).toHaveAttribute("data-attempt-status", "held");
  await expect(waiting).toContainText("Waiting for approval");
  await makerPage.goto("/approvals");
  const row = makerPage.locator(`[data-row-id="${id}"]`);
  await expect(row.getByTestId("change-diff")).toContainText(/10[.,]500[.,]000/);
  // The approvers read why the maker asks.
  await expect(row.getByTestId("maker-reason")).toContainText(`${WHY}: e2e four eyes`);
  // Through the screen: the maker is offered no approval…
  await expect(row.getByRole("button", { name: "Approve" })).toBeDisabled();
  await expect(row).toContainText("another operator must approve it");
  // …and posting the approval directly with the maker's session is refused by the server.
  const direct = await makerPage.request.post(`/api/approvals/${id}/approve`, {
    data: { password: PASSWORD },
    headers: { origin: baseURL },
  });
  expect(direct.status()).toBe(403);
  expect((await direct.json()).error.code).toBe("APPROVAL.SELF_APPROVAL");

  await approveAsChecker(id);
  await expect(await historyStatus(checkerPage, id)).toHaveAttribute("data-status", "executed");
  const recharge = await sandboxGet(`/api/v2/backoffice/ops/recharges/cop?order=${encodeURIComponent(order)}`);
  expect(recharge.status).toBe(200);
  expect(Number((await recharge.json()).DATA.Monto)).toBe(THRESHOLD + 500_000);
  // Approved, the history row has the amount, the checkout link, who asked and who approved.
  await makerPage.goto("/recharges");
  const approved = makerPage.getByTestId("recharge-history").locator("tbody tr", { hasText: order });
  await expect(approved.locator("[data-attempt-status]")).toHaveAttribute("data-attempt-status", "approved");
  await expect(approved).toContainText(/10[.,]500[.,]000/);
  await expect(approved).toContainText("Asked by ops@example.com");
  await expect(approved).toContainText("Approved by checker@example.com");
  await expect(approved.getByRole("link", { name: "Open" })).toHaveAttribute("href", /^https?:\/\//);

  const audit = await (await makerPage.request.get("/api/audit/export?action=approval.execute")).text();
  expect(audit).toContain(id);
  const selfRefusals = await (await makerPage.request.get("/api/audit/export?action=approval.approve")).text();
  expect(selfRefusals).toContain("APPROVAL.SELF_APPROVAL");
  // The request's audit entry keeps why the maker asked, in the file and in the entry's details.
  const requested = await (await makerPage.request.get("/api/audit/export?action=approval.request")).text();
  expect(requested).toContain(`${WHY}: e2e four eyes`);
  await makerPage.goto("/audit?action=approval.request");
  await makerPage.getByTestId("audit-table").locator('tr:has([data-action="approval.request"])').first().click();
  const tree = makerPage.getByTestId("audit-details").getByTestId("change-tree").first();
  await expect(tree).toContainText("Reason");
  await expect(tree).toContainText(`${WHY}: e2e four eyes`);
});

async function complianceRole() {
  const roles = (await (await sandboxGet("/api/v2/backoffice/roles?limit=100")).json()) as {
    roles: { id: string; name: string; description: string; permissions: { name: string }[] }[];
  };
  const role = roles.roles.find((r) => r.name === "Compliance");
  if (!role) throw new Error("no Compliance role");
  return role;
}

async function requestPermission(permission: RegExp) {
  const role = await complianceRole();
  await makerPage.goto(`/roles/${role.id}`);
  await makerPage.getByLabel("Search permissions").fill("ramps");
  await makerPage.getByRole("checkbox", { name: permission }).click();
  await makerPage.getByRole("button", { name: "Review changes" }).click();
  // The confirmation says the change will wait for approval before it is sent.
  await expect(makerPage.getByRole("dialog").getByTestId("hold-notice")).toHaveAttribute("data-held", "true");
  await makerPage.getByRole("dialog").getByLabel("Why is this change needed?").fill(WHY);
  await makerPage.getByRole("dialog").getByRole("button", { name: "Save changes" }).click();
  await expect(makerPage.getByText("Submitted for approval")).toBeVisible();
  return role;
}

test("a permission change waits for the checker and executes with the checker's session", async () => {
  const role = await requestPermission(/ramps:create/);
  expect(role.permissions.map((p) => p.name)).not.toContain("ramps:create");
  // After a reload the role still says a change is waiting, and the list marks it.
  await makerPage.goto(`/roles/${role.id}`);
  const banner = makerPage.getByTestId("pending-change-banner");
  await expect(banner).toContainText("A change is waiting for approval");
  await expect(banner).toContainText("Role permissions, requested by");
  await expect(banner.getByTestId("pending-change-reason")).toContainText(WHY);
  // Its link opens the request itself at the top of Approvals.
  await banner.getByRole("link", { name: "See the request" }).click();
  await expect(makerPage.getByTestId("linked-request")).toContainText("Compliance");
  await expect(makerPage.getByTestId("linked-request").getByTestId("change-diff")).toContainText("ramps:create");
  await expect(makerPage.getByTestId("linked-request").getByTestId("maker-reason")).toContainText(WHY);
  await makerPage.goto("/roles");
  await expect(makerPage.locator(`[data-row-id="${role.id}"]`).getByTestId("pending-change-marker")).toBeVisible();
  const id = await newestPendingId(makerPage, "Role permissions");
  await expect(makerPage.locator(`[data-row-id="${id}"]`).getByTestId("change-diff")).toContainText("ramps:create");
  // The queue names the role; its id is beneath.
  await expect(makerPage.locator(`[data-row-id="${id}"]`).getByTestId("request-target-name")).toHaveText("Compliance");
  await expect(makerPage.locator(`[data-row-id="${id}"]`)).toContainText(role.id);
  await approveAsChecker(id);
  await expect(await historyStatus(checkerPage, id)).toHaveAttribute("data-status", "executed");
  expect((await complianceRole()).permissions.map((p) => p.name)).toContain("ramps:create");
  // Decided, the banner is gone.
  await makerPage.goto(`/roles/${role.id}`);
  await expect(makerPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(makerPage.getByTestId("pending-change-banner")).toHaveCount(0);
  const audit = await (await makerPage.request.get("/api/audit/export?action=role.update")).text();
  expect(audit).toContain("checker@example.com");
  expect(audit).toContain(id);
});

test("a request whose role changed after it was made is refused as stale, and the maker sees it", async () => {
  const role = await requestPermission(/ramps:create/);
  const id = await newestPendingId(makerPage, "Role permissions");
  // Someone changes the role in the API meanwhile.
  const { accessToken } = await sandboxLogin("ops@example.com");
  const changed = await fetch(`${sandboxURL}/api/v2/backoffice/roles/${role.id}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
    body: JSON.stringify({ description: `Changed meanwhile ${Date.now()}` }),
  });
  expect(changed.status).toBe(200);
  await approveAsChecker(id);
  await expect(await historyStatus(makerPage, id)).toHaveAttribute("data-status", "stale");
  await expect(await historyStatus(makerPage, id)).toContainText("Stale");
  // The removal it asked for was not made.
  expect((await complianceRole()).permissions.map((p) => p.name)).toContain("ramps:create");
});

test("rejection and cancellation execute nothing", async () => {
  const rejected = await submitRecharge(makerPage, THRESHOLD + 1, "e2e to reject");
  const rejectedId = await newestPendingId(makerPage, rejected);
  await checkerPage.goto("/approvals");
  await checkerPage.locator(`[data-row-id="${rejectedId}"]`).getByRole("button", { name: "Reject" }).click();
  await checkerPage.getByRole("dialog").getByLabel("Reason").fill("Amount not agreed");
  await checkerPage.getByRole("dialog").getByRole("button", { name: "Reject" }).click();
  // The decision is made once the checker's row offers it no more; only then does the maker look.
  await expect(checkerPage.getByRole("dialog")).toHaveCount(0);
  await expect(
    checkerPage.locator(`[data-row-id="${rejectedId}"]`).getByRole("button", { name: "Reject" }),
  ).toHaveCount(0);
  await expect(await historyStatus(makerPage, rejectedId)).toHaveAttribute("data-status", "rejected");
  await expect(await historyStatus(makerPage, rejectedId)).toContainText("Amount not agreed");
  await makerPage.goto("/recharges");
  const rejectedRow = makerPage.getByTestId("recharge-history").locator("tbody tr", { hasText: rejected });
  await expect(rejectedRow.locator("[data-attempt-status]")).toHaveAttribute("data-attempt-status", "rejected");
  await expect(rejectedRow).toContainText("Rejected by checker@example.com");
  await expect(rejectedRow).toContainText("Amount not agreed");

  const cancelled = await submitRecharge(makerPage, THRESHOLD + 2, "e2e to cancel");
  const cancelledId = await newestPendingId(makerPage, cancelled);
  await makerPage.locator(`[data-row-id="${cancelledId}"]`).getByRole("button", { name: "Cancel request" }).click();
  await makerPage.getByRole("dialog").getByRole("button", { name: "Cancel request" }).click();
  await expect(makerPage.getByRole("dialog")).toHaveCount(0);
  await expect(
    makerPage.locator(`[data-row-id="${cancelledId}"]`).getByRole("button", { name: "Cancel request" }),
  ).toHaveCount(0);
  await expect(await historyStatus(makerPage, cancelledId)).toHaveAttribute("data-status", "cancelled");

  for (const order of [rejected, cancelled]) {
    expect((await sandboxGet(`/api/v2/backoffice/ops/recharges/cop?order=${encodeURIComponent(order)}`)).status).toBe(
      404,
    );
  }
  // A decided request cannot be approved afterwards.
  const late = await checkerPage.request.post(`/api/approvals/${cancelledId}/approve`, {
    data: { password: PASSWORD },
    headers: { origin: baseURL },
  });
  expect((await late.json()).error.code).toBe("APPROVAL.NOT_PENDING");
});

test("an expired request cannot be approved; an expired recharge stays in the history, and its maker is told", async () => {
  test.setTimeout(240_000);
  // The recharge policy's requests live one minute too, as the role policy's do: the policy's
  // own setting (1 minute is its least), changed through an approval like any other.
  await setPolicy("recharge", { enabled: true, threshold: THRESHOLD, ttl: 1 });
  const order = await submitRecharge(makerPage, THRESHOLD + 3, "e2e to expire");
  const rechargeId = await newestPendingId(makerPage, order);
  await requestPermission(/ramps:create/);
  const id = await newestPendingId(makerPage, "Role permissions");
  await makerPage.waitForTimeout(62_000);
  // Past its expiry and before any sweep, the history already says it expired, not waiting.
  const expiredRow = async () => {
    await makerPage.goto("/recharges");
    return makerPage.getByTestId("recharge-history").locator("tbody tr", { hasText: order });
  };
  await expect((await expiredRow()).locator("[data-attempt-status]")).toHaveAttribute("data-attempt-status", "expired");
  const late = await checkerPage.request.post(`/api/approvals/${id}/approve`, {
    data: { password: PASSWORD },
    headers: { origin: baseURL },
  });
  expect(late.status()).toBe(403);
  expect((await late.json()).error.code).toBe("APPROVAL.EXPIRED");
  await expect(await historyStatus(makerPage, id)).toHaveAttribute("data-status", "expired");
  // Opening Approvals closed the expired recharge request as well; the history reads the same.
  await expect(await historyStatus(makerPage, rechargeId)).toHaveAttribute("data-status", "expired");
  const closed = await expiredRow();
  await expect(closed.locator("[data-attempt-status]")).toHaveAttribute("data-attempt-status", "expired");
  await expect(closed).toContainText("Expired");
  await expect(closed).toContainText("Asked by ops@example.com");
  await expect(closed).not.toContainText("Approved by");
  expect((await complianceRole()).permissions.map((p) => p.name)).toContain("ramps:create");
  expect((await sandboxGet(`/api/v2/backoffice/ops/recharges/cop?order=${encodeURIComponent(order)}`)).status).toBe(
    404,
  );
  // The maker's bell says the recharge request expired undecided.
  await makerPage.getByTestId("notification-bell").click();
  await expect(makerPage.getByTestId("notification-list")).toContainText(
    new RegExp(`Your change request ${rechargeId.slice(0, 8)} \\(.+\\) expired undecided`),
  );
});

test("policies go back to the defaults' effect (off), through approvals", async () => {
  await setPolicy("role", { enabled: false });
  await setPolicy("recharge", { enabled: false });
  await makerPage.goto("/approvals");
  await expect(makerPage.getByTestId("policy-recharge")).toContainText("Off");
});
