import { expect as baseExpect, test } from "@playwright/test";
import { apiList, seriousViolations } from "./payouts-api";

/** This machine is shared and often saturated: generous waits, so a slow box reads as slow, not broken. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test.use({ storageState: "e2e/.auth/ops.json", bypassCSP: true });

async function payoutOfType(type: string) {
  for (let page = 1; page <= 20; page++) {
    const { payouts } = await apiList({ limit: 100, page });
    const found = payouts.find((p) => p.beneficiary.type === type);
    if (found) return found;
  }
  throw new Error(`no ${type} payout seeded`);
}

test.describe("payout detail", () => {
  test("a BANK payout shows holder, bank, account type and number, and its document", async ({ page }) => {
    const payout = await payoutOfType("BANK");
    const account = payout.beneficiary.account as Record<string, string> & { document: Record<string, string> };
    await page.goto(`/payouts/${payout.id}`);
    const detail = page.getByTestId("payout-detail");
    await expect(detail).toContainText(payout.id);
    await expect(detail).toContainText(account.accountNumber ?? "");
    await expect(detail).toContainText(account.bankCode ?? "");
    await expect(detail).toContainText(account.type ?? "");
    await expect(detail).toContainText(account.document.number ?? "");
    await expect(detail).toContainText(account.document.type ?? "");
    await expect(detail.getByRole("button", { name: "Copy payout id" })).toBeVisible();
  });

  test("a BREB payout shows its alias type and alias", async ({ page }) => {
    const payout = await payoutOfType("BREB");
    const account = payout.beneficiary.account as Record<string, string>;
    await page.goto(`/payouts/${payout.id}`);
    const detail = page.getByTestId("payout-detail");
    await expect(detail).toContainText(account.alias ?? "");
    if (account.aliasType) await expect(detail).toContainText(account.aliasType);
  });

  test("a WALLET payout shows network, address and a block-explorer link", async ({ page }) => {
    const payout = await payoutOfType("WALLET");
    const account = payout.beneficiary.account as Record<string, string>;
    await page.goto(`/payouts/${payout.id}`);
    const detail = page.getByTestId("payout-detail");
    await expect(detail).toContainText(account.address ?? "");
    await expect(detail).toContainText(account.network ?? "");
    const hosts: Record<string, string> = {
      POLYGON: "polygonscan.com",
      SOLANA: "solscan.io",
      BSC: "bscscan.com",
      TRON: "tronscan.org",
    };
    const link = detail.getByRole("link", { name: /explorer/ });
    await expect(link).toHaveAttribute("href", new RegExp(`${hosts[account.network ?? ""]}.*${account.address}`));
    await expect(detail.getByRole("button", { name: "Copy address" })).toBeVisible();
  });

  test("an unknown id is a not-found page", async ({ page }) => {
    // The shell streams (loading.tsx), so the status is already sent; the page says it instead.
    await page.goto("/payouts/does-not-exist-123");
    await expect(page.getByRole("heading", { name: "Payout not found" })).toBeVisible();
    await expect(page.getByTestId("payout-detail")).toHaveCount(0);
  });

  test("axe: the list and the detail have no serious or critical violations", async ({ page }) => {
    await page.goto("/payouts");
    await expect(page.locator("tbody tr[data-row-id]").first()).toBeVisible();
    // Scan once the client has settled (counts loaded or failed), whatever the strip then shows.
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
    const payout = await payoutOfType("WALLET");
    await page.goto(`/payouts/${payout.id}`);
    await expect(page.getByTestId("payout-detail")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
