import { expect as baseExpect, type Page, type Response, test } from "@playwright/test";
import { baseURL, sandboxURL } from "../playwright.config";
import { sandboxLogin } from "./auth-helpers";
import { seriousAxeFindings } from "./layout-checks";
import { apiList } from "./payouts-api";
import { authState } from "./paths";

/**
 * Masked by default (issue 20, part 3): full account numbers, document numbers and aliases are in
 * no HTML, RSC payload or route answer before the operator reveals one with a reason; the value
 * shows for 30 seconds, the reveal is in the audit log, and the CSV export is masked unless full
 * values are asked for. The main e2e dashboard runs with OPERATOR_MFA=off: no step-up is asked.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ storageState: authState("ops"), bypassCSP: true });

const REASON = "Checking the account with the beneficiary's bank";

/** Every text answer the page receives (document, RSC payloads, route handlers, server actions). */
function collectBodies(page: Page): { bodies: string[]; settled: () => Promise<void> } {
  const bodies: string[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response: Response) => {
    const type = response.headers()["content-type"] ?? "";
    if (/image|font|octet-stream|event-stream/.test(type)) return;
    pending.push(
      response
        .text()
        .then((text) => void bodies.push(text))
        .catch(() => undefined),
    );
  });
  return { bodies, settled: async () => void (await Promise.all(pending)) };
}

async function bankPayout() {
  for (let page = 1; page <= 20; page++) {
    const { payouts } = await apiList({ limit: 100, page });
    const found = payouts.find(
      (p) =>
        p.beneficiary.type === "BANK" &&
        typeof p.beneficiary.account.accountNumber === "string" &&
        typeof (p.beneficiary.account.document as { number?: unknown } | undefined)?.number === "string",
    );
    if (found) {
      const account = found.beneficiary.account as { accountNumber: string; document: { number: string } };
      return { id: found.id, accountNumber: account.accountNumber, documentNumber: account.document.number };
    }
  }
  throw new Error("no BANK payout seeded");
}

async function pseAccount(): Promise<{ id: string; accountNumber: string }> {
  const { accessToken } = await sandboxLogin("ops@example.com");
  const response = await fetch(`${sandboxURL}/api/v2/accounts?type=PSE&status=INACTIVE&limit=5`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { accounts } = (await response.json()) as { accounts: { id: string; data: { accountNumber?: string } }[] };
  const found = accounts.find((a) => typeof a.data.accountNumber === "string");
  if (!found?.data.accountNumber) throw new Error("no PSE account seeded");
  return { id: found.id, accountNumber: found.data.accountNumber };
}

function expectNowhere(haystacks: readonly string[], secret: string) {
  const hits = haystacks.filter((text) => text.includes(secret)).map((text) => text.slice(0, 120));
  expect(hits, `"${secret}" was sent to the browser`).toEqual([]);
}

test.describe("masked by default", () => {
  test("a payout's detail shows no full value until revealed with a reason, then hides it again after 30 s", async ({
    page,
  }) => {
    const payout = await bankPayout();
    await page.clock.install();
    const { bodies, settled } = collectBodies(page);
    await page.goto(`/payouts/${payout.id}`);
    const detail = page.getByTestId("payout-detail");
    await expect(detail).toContainText(`•••• ${payout.accountNumber.slice(-4)}`);
    await page.waitForLoadState("networkidle");
    await settled();
    expectNowhere([await page.content(), ...bodies], payout.accountNumber);
    expectNowhere([await page.content(), ...bodies], payout.documentNumber);

    await detail.getByRole("button", { name: "Reveal Account number" }).click();
    const dialog = page.getByRole("dialog", { name: "Reveal Account number" });
    await expect(dialog).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    // Too short a reason is refused in place.
    await dialog.getByRole("textbox", { name: "Reason" }).fill("because");
    await dialog.getByRole("button", { name: "Reveal" }).click();
    await expect(dialog.getByText("Write a reason of 10 to 500 characters.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Reason" }).fill(REASON);
    await dialog.getByRole("button", { name: "Reveal" }).click();
    await expect(dialog).toBeHidden();
    await expect(detail.getByTestId("revealed-value")).toHaveText(payout.accountNumber);
    await expect(detail.getByText(/Hides in \d+ s/)).toBeVisible();
    // The document number stays masked: one reveal shows one value.
    expect(await page.content()).not.toContain(payout.documentNumber);

    await page.clock.fastForward(31_000);
    await expect(detail.getByTestId("revealed-value")).toHaveCount(0);
    await expect(detail).toContainText(`•••• ${payout.accountNumber.slice(-4)}`);
    expect(await page.content()).not.toContain(payout.accountNumber);

    await page.goto(`/audit?action=value.reveal`);
    const table = page.getByTestId("audit-table");
    await expect(table).toContainText("value.reveal");
    await expect(table).toContainText(payout.id);
    expect(await page.content()).not.toContain(payout.accountNumber);
  });

  test("the payout sheet shows the masked values and hides them again on 'Hide'", async ({ page }) => {
    const payout = await bankPayout();
    const { bodies, settled } = collectBodies(page);
    await page.goto(`/payouts?payout=${encodeURIComponent(payout.id)}`);
    const sheet = page.getByRole("dialog").filter({ has: page.getByTestId("payout-detail") });
    await expect(sheet).toContainText(`•••• ${payout.accountNumber.slice(-4)}`);
    await page.waitForLoadState("networkidle");
    await settled();
    expectNowhere([await page.content(), ...bodies], payout.accountNumber);
    expectNowhere([await page.content(), ...bodies], payout.documentNumber);

    await sheet.getByRole("button", { name: "Reveal Document number" }).click();
    const dialog = page.getByRole("dialog", { name: "Reveal Document number" });
    await dialog.getByRole("textbox", { name: "Reason" }).fill(REASON);
    await dialog.getByRole("button", { name: "Reveal" }).click();
    await expect(sheet.getByTestId("revealed-value")).toHaveText(payout.documentNumber);
    await sheet.getByRole("button", { name: "Hide Document number" }).click();
    await expect(sheet.getByTestId("revealed-value")).toHaveCount(0);
  });

  test("an account's page shows no full account number until revealed", async ({ page }) => {
    const account = await pseAccount();
    const { bodies, settled } = collectBodies(page);
    await page.goto(`/accounts/${account.id}`);
    await expect(page.getByLabel("Account number")).toHaveValue(`•••• ${account.accountNumber.slice(-4)}`);
    await page.waitForLoadState("networkidle");
    await settled();
    expectNowhere([await page.content(), ...bodies], account.accountNumber);

    const values = page.getByRole("region", { name: "Protected values" });
    await values.getByRole("button", { name: "Reveal account number" }).click();
    const dialog = page.getByRole("dialog", { name: "Reveal account number" });
    expect(await seriousAxeFindings(page)).toEqual([]);
    await dialog.getByRole("textbox", { name: "Reason" }).fill(REASON);
    await dialog.getByRole("button", { name: "Reveal" }).click();
    await expect(values.getByTestId("revealed-value")).toHaveText(account.accountNumber);
  });

  test("the CSV export is masked by default; full values need a reason and are audited", async ({ page }) => {
    const payout = await bankPayout();
    await page.goto("/payouts");
    const query = `id=${encodeURIComponent(payout.id)}`;
    const masked = await page.request.get(`/api/payouts/export?${query}`);
    expect(masked.status()).toBe(200);
    const maskedCsv = await masked.text();
    expect(maskedCsv).toContain(payout.id);
    expect(maskedCsv).toContain(`•••• ${payout.accountNumber.slice(-4)}`);
    expect(maskedCsv).not.toContain(payout.accountNumber);
    expect(maskedCsv).not.toContain(payout.documentNumber);

    // A GET never exports full values, whatever it asks: a link from another site gets masked rows.
    const asked = await page.request.get(
      `/api/payouts/export?${query}&fullValues=1&reason=${encodeURIComponent(REASON)}`,
    );
    expect(asked.status()).toBe(200);
    expect(await asked.text()).not.toContain(payout.accountNumber);

    // Full values are a POST with the reason in the body, from this origin only.
    const post = (origin: string, body: unknown) =>
      page.request.post(`/api/payouts/export?${query}`, { headers: { origin }, data: body });
    expect((await post(baseURL, {})).status()).toBe(400);
    expect((await post("https://evil.example", { reason: REASON })).status()).toBe(403);
    const full = await post(baseURL, { reason: REASON });
    expect(full.status()).toBe(200);
    expect(await full.text()).toContain(payout.accountNumber);

    await page.goto("/audit?action=export.full_values");
    await expect(page.getByTestId("audit-table")).toContainText("export.full_values");
    expect(await page.content()).not.toContain(payout.accountNumber);

    // The export's "Include full values" asks for the reason before anything is downloaded.
    await page.goto(`/payouts?${query}`);
    await page.getByRole("button", { name: "Export options" }).click();
    await page.getByRole("menuitemcheckbox", { name: "Include full values" }).click();
    await page.getByRole("button", { name: "Export CSV with full values" }).click();
    const dialog = page.getByRole("dialog", { name: "Export with full values" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("textbox", { name: "Reason" }).fill(REASON);
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Export" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
    // Full values last one export: the next one is masked unless chosen again.
    await expect(page.getByRole("button", { name: "Export CSV", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Export options" }).click();
    await expect(page.getByRole("menuitemcheckbox", { name: "Include full values" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    // The byte order mark (for Excel) is on unless turned off.
    await expect(page.getByRole("menuitemcheckbox", { name: "Byte order mark for Excel (UTF-8)" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.keyboard.press("Escape");
  });
});
