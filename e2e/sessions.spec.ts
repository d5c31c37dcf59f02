import { expect, test } from "@playwright/test";
import { expectSignedIn, signIn } from "./auth-helpers";
import { layoutProblems, seriousAxeFindings } from "./layout-checks";

/**
 * "Your sessions": two browsers signed in as the same operator. The first sees both, ends the
 * other, and the other's next navigation lands on sign-in. The second browser has a user agent of
 * its own, so its card is told apart from other sessions this operator may have open in other
 * specs (only that one session is ended: the others' sessions are left alone).
 */
const OPERATOR = "checker@example.com";
const OTHER_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0 sessions-e2e";

test("ending another session from the sessions page signs that browser out at its next request", async ({
  browser,
}) => {
  const mine = await browser.newContext();
  const other = await browser.newContext({ userAgent: OTHER_UA });
  try {
    const page = await mine.newPage();
    const otherPage = await other.newPage();
    for (const p of [page, otherPage]) {
      await p.goto("/login");
      await signIn(p, OPERATOR);
      await p.waitForURL((url) => url.pathname === "/");
      await expectSignedIn(p);
    }

    // Reached from the operator menu.
    await page.getByRole("button", { name: /^Operator menu/ }).click();
    await page.getByRole("menuitem", { name: "Your sessions" }).click();
    await page.waitForURL((url) => url.pathname === "/account/sessions");
    await expect(page.getByRole("heading", { level: 1, name: "Your sessions" })).toBeVisible();

    const cards = page.getByTestId("session-card");
    const current = cards.filter({ hasText: "This session" });
    await expect(current).toHaveCount(1);
    await expect(current.getByRole("button", { name: /^End session/ })).toHaveCount(0);
    const otherCard = cards.filter({ hasText: "Firefox 128 on Windows" });
    await expect(otherCard).toHaveCount(1);
    await expect(otherCard).toContainText("Computer");
    await expect(otherCard).toContainText("127.0.0.1");
    expect(await cards.count()).toBeGreaterThanOrEqual(2);

    // Looked at after a load of its own: after the soft navigation from the menu, Next 16.4 at
    // times leaves the page without a <title> (its metadata streamed into a boundary that is never
    // revealed), which axe rightly reports; the page's own title is what is judged here.
    await page.reload();
    await expect(current).toHaveCount(1);
    expect(await seriousAxeFindings(page), "axe").toEqual([]);
    expect(await layoutProblems(page), "layout").toEqual([]);
    // On a phone the cards stack their parts; nothing scrolls sideways or overlaps.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await layoutProblems(page), "layout at 390 px").toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });

    await otherCard.getByRole("button", { name: /^End session/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "End this session?" });
    await expect(dialog).toContainText("Firefox 128 on Windows");
    expect(await seriousAxeFindings(page), "axe with the confirmation open").toEqual([]);
    await dialog.getByRole("button", { name: "End session" }).click();
    await expect(page.getByText("Session ended.")).toBeVisible();
    await expect(cards.filter({ hasText: "Firefox 128 on Windows" })).toHaveCount(0);
    await expect(current).toHaveCount(1);

    // The ended browser's next navigation goes to sign-in; this one stays signed in.
    await otherPage.goto("/payouts");
    await otherPage.waitForURL((url) => url.pathname === "/login");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Your sessions" })).toBeVisible();
  } finally {
    await mine.close();
    await other.close();
  }
});
