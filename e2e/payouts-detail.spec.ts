import { expect as baseExpect, test } from "@playwright/test";
import { maskAccountNumber, maskAlias, maskDocumentNumber } from "../lib/security/masking";
import { apiList, seriousViolations } from "./payouts-api";
import { authState } from "./paths";

/** This machine is shared and often saturated: generous waits, so a slow box reads as slow, not broken. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test.use({ storageState: authState("ops"), bypassCSP: true });

async function payoutOfType(type: string) {
  for (let page = 1; page <= 20; page++) {
    const { payouts } = await apiList({ limit: 100, page });
    const found = payouts.find((p) => p.beneficiary.type === type);
    if (found) return found;
  }
  throw new Error(`no ${type} payout seeded`);
}

test.describe("payout detail", () => {
  test("a BANK payout shows holder, bank, account type and the masked number, and its document", async ({ page }) => {
    const payout = await payoutOfType("BANK");
    const account = payout.beneficiary.account as Record<string, string> & { document: Record<string, string> };
    await page.goto(`/payouts/${payout.id}`);
    const detail = page.getByTestId("payout-detail");
    await expect(detail).toContainText(payout.id);
    // Account and document numbers are masked by default (e2e/masking.spec.ts reveals them).
    await expect(detail).toContainText(maskAccountNumber(account.accountNumber ?? ""));
    await expect(detail).not.toContainText(account.accountNumber ?? "");
    await expect(detail).toContainText(account.bankCode ?? "");
    await expect(detail).toContainText(account.type ?? "");
    await expect(detail).toContainText(maskDocumentNumber(account.document.number ?? ""));
    await expect(detail).not.toContainText(account.document.number ?? "");
    await expect(detail).toContainText(account.document.type ?? "");
    await expect(detail.getByRole("button", { name: "Copy payout id" })).toBeVisible();
  });

  test("a BREB payout shows its alias type and the masked alias", async ({ page }) => {
    const payout = await payoutOfType("BREB");
    const account = payout.beneficiary.account as Record<string, string>;
    await page.goto(`/payouts/${payout.id}`);
    const detail = page.getByTestId("payout-detail");
    await expect(detail).toContainText(maskAlias(account.alias ?? "", account.aliasType));
    await expect(detail).not.toContainText(account.alias ?? "");
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

  test("an unknown id answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/payouts/does-not-exist-123");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Payout not found" })).toBeVisible();
    await expect(page.getByTestId("payout-detail")).toHaveCount(0);
    // The shell is still there: the operator can go on from here.
    await expect(page.getByRole("link", { name: "Back to payouts" })).toBeVisible();
  });

  test("a malformed id answers 404, not a crash", async ({ page }) => {
    // The last three do not decode (truncated or non-hex escapes): the proxy hands them on as typed.
    const paths = [`/payouts/${"x".repeat(300)}`, "/payouts/%20", "/payouts/po%0Aid"];
    for (const path of [...paths, "/payouts/%E0%A4%A", "/payouts/abc%ZZ", "/payouts/%"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Payout not found" })).toBeVisible();
    }
  });

  test("a known id answers 200", async ({ page }) => {
    const { payouts } = await apiList({ limit: 1, page: 1 });
    const id = payouts[0]?.id ?? "";
    const response = await page.goto(`/payouts/${encodeURIComponent(id)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("payout-detail")).toContainText(id);
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
