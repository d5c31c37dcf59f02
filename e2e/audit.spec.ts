import { readFile } from "node:fs/promises";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { authState } from "./paths";

/** The machine runs several builds at once; server renders can take well over the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ storageState: authState("ops") });

/** The zone the time column's header names: "Time (America/Bogota)". */
async function namedZone(page: Page): Promise<string> {
  const header = await page.getByTestId("audit-table").locator("th").first().textContent();
  const zone = /\(([^)]+)\)/.exec(header ?? "")?.[1];
  if (!zone) throw new Error(`no zone in the time column's header: ${header}`);
  return zone;
}

/** The calendar day of an instant in a zone, YYYY-MM-DD. */
const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);

/** The zone's offset from UTC at an instant, as ISO writes it ("-05:00", "Z" written "+00:00"). */
function offsetIn(instant: Date, timeZone: string): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName")?.value;
  const offset = (name ?? "GMT").replace("GMT", "");
  return offset === "" ? "+00:00" : offset;
}

test.describe("audit log", () => {
  // The export reads the entry the first test writes.
  test.describe.configure({ mode: "serial" });

  test("records an action with who, what, outcome, request id and UTC time; filters live in the URL", async ({
    page,
  }) => {
    // A recharge of its own, so this test does not depend on other files' edits.
    await page.goto("/recharges");
    const orderBox = page.getByRole("textbox", { name: "Order", exact: true });
    // The order is filled in by the form once it hydrates.
    await expect(orderBox).toHaveValue(/^RCH-/);
    const order = await orderBox.inputValue();
    await page.getByLabel("Amount (COP, whole pesos)").fill("12000");
    await page.getByLabel("Description").fill("audit e2e");
    await page.getByRole("button", { name: "Review recharge" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Recharge now" }).click();
    await expect(page.getByTestId("recharge-result")).toBeVisible();

    await page.goto("/audit");
    const row = page.getByTestId("audit-table").locator('tr:has([data-action="recharge.create"])', { hasText: order });
    await expect(row).toContainText("ops@example.com");
    await expect(row).toContainText("Success");
    // The time in the operator's zone, named, to the second; the details add it in UTC.
    await expect(row).toContainText(/\d{1,2}:\d{2}:\d{2}\s?[AP]M\s(?:[A-Z]{2,5}|GMT[+-][\d:]+)/);
    // The action in words, its code beneath; the entry links to its record.
    await expect(row).toContainText("COP recharge");
    await expect(row.getByTestId("audit-record-link")).toHaveAttribute("href", "/recharges");
    // The row itself opens the entry's details (in a side sheet).
    await expect(row).toHaveAccessibleName("Details of COP recharge (recharge.create)");
    await row.click();
    const details = page.getByTestId("audit-details").first();
    await expect(details).toContainText(/[0-9a-f-]{36}/);
    await expect(details).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    await expect(details.getByTestId("change-tree")).toContainText("checkout");
    await page.keyboard.press("Escape");
    await expect(details).toHaveCount(0);

    await page.getByRole("button", { name: /^Action/ }).click();
    await page.getByRole("option", { name: "COP recharge (recharge.create)" }).click();
    await expect(page).toHaveURL(/action=recharge.create/);
    // Text filters apply on Enter (or when focus leaves), not on every keystroke.
    const operatorBox = page.getByRole("textbox", { name: "Operator" });
    await operatorBox.fill("nobody@");
    await operatorBox.press("Enter");
    await expect(page).toHaveURL(/operator=nobody/);
    await expect(page.getByText("No entries match these filters.")).toBeVisible();

    // The day filters are days in the zone the page names, as its times are.
    const zone = await namedZone(page);
    const today = dayIn(new Date(), zone);
    await page.goto(`/audit?action=recharge.create&from=${today}&to=${today}`);
    await expect(page.getByTestId("audit-table")).toContainText(order);
    await page.goto("/audit?from=2000-01-01&to=2000-01-02");
    await expect(page.getByText("No entries match these filters.")).toBeVisible();
  });

  test("every time on the page is in the zone its header names, and the filters say the same zone", async ({
    page,
  }) => {
    await page.goto("/audit");
    const zone = await namedZone(page);
    // The header names a real zone; the description and the day filters name the same one.
    expect(() => new Intl.DateTimeFormat("en-US", { timeZone: zone })).not.toThrow();
    await expect(page.getByText(`Times are in ${zone}`)).toBeVisible();
    await expect(page.getByText(`From (${zone})`).first()).toBeVisible();
    const times = page.getByTestId("audit-table").locator("tbody time");
    await expect(times.first()).toBeVisible();
    const stamps = await times.evaluateAll((els) => els.slice(0, 10).map((el) => el.getAttribute("datetime") ?? ""));
    expect(stamps.length).toBeGreaterThan(0);
    for (const stamp of stamps) {
      // "2026-11-27T09:51:03-05:00": the wall time and offset shown are the named zone's at that instant.
      const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):\d{2}(?:\.\d+)?([+-]\d{2}:\d{2}|Z)$/.exec(stamp);
      expect(match, stamp).not.toBeNull();
      const instant = new Date(stamp);
      expect(match?.[3] === "Z" ? "+00:00" : match?.[3], stamp).toBe(offsetIn(instant, zone));
      expect(match?.[1], stamp).toBe(dayIn(instant, zone));
      const wall = new Intl.DateTimeFormat("en-GB", {
        timeZone: zone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(instant);
      expect(match?.[2], stamp).toBe(wall);
    }
  });

  test("on a phone the operator column stays", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/audit");
    const firstRow = page.getByTestId("audit-table").locator("tbody tr").first();
    await expect(firstRow).toBeVisible();
    await expect(page.getByTestId("audit-table").getByRole("columnheader", { name: "Operator" })).toBeVisible();
    await expect(firstRow).toContainText("@");
  });

  test("exports CSV without secrets", async ({ page }) => {
    await page.goto("/audit");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const text = await readFile(file, "utf8");
    // UTF-8 with its byte order mark, so Excel shows accents right; the time column names its zone.
    expect(text.startsWith("\uFEFF")).toBe(true);
    const csv = text.slice(1);
    expect(csv.split("\r\n")[0]).toBe(
      "id,at (UTC),operator,action,target_type,target_id,outcome,error_code,error_message,request_id,before,after",
    );
    expect(csv).toContain("ops@example.com");
    expect(csv).not.toMatch(/password|accessToken|refreshToken|secret/i);
  });
});
