import type { Browser, BrowserContext } from "playwright-core";
import { percentile } from "../lib/dashboard-servers";
import { type FilterChange, filterChange, pickFloor } from "../lib/filter-pick";
import { FLOOR_PATH, routeFloor } from "./bundle";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** p50/p95 of the picks; `sent`: pick → request started; `after`: answer received → rows shown. */
export type PickFigures = {
  filterP50: number;
  filterP95: number;
  responseP50: number;
  responseP95: number;
  sentP50: number;
  afterP50: number;
};

/** The figures of a series of picks (bench/payouts-page reads ours the same way). */
export function pickFigures(changes: FilterChange[]): PickFigures {
  const totals = changes.map((c) => c.total);
  const answered = changes.filter((c) => Number.isFinite(c.response));
  return {
    filterP50: percentile(totals, 50),
    filterP95: percentile(totals, 95),
    responseP50: percentile(
      answered.map((c) => c.response),
      50,
    ),
    responseP95: percentile(
      answered.map((c) => c.response),
      95,
    ),
    sentP50: percentile(
      answered.map((c) => c.sent),
      50,
    ),
    afterP50: percentile(
      answered.map((c) => c.total - c.response),
      50,
    ),
  };
}

/**
 * The floor's filter changes, as bench/payouts-page measures ours: a fresh context with the same
 * session, the floor served on the dashboard's origin, then `changes` picks
 * cycling through `statuses` in the same order as on our page.
 */
export async function measureFloor(
  browser: Browser,
  base: string,
  storageState: StorageState,
  script: string,
  statuses: string[],
  changes: number,
): Promise<PickFigures> {
  const context = await browser.newContext({ storageState });
  context.setDefaultTimeout(120_000);
  await routeFloor(context, base, script);
  const page = await context.newPage();
  await page.goto(`${base}${FLOOR_PATH}`);
  await page.locator("tbody tr[data-row-id]").first().waitFor();
  const picks: FilterChange[] = [];
  for (let i = 0; i < changes; i++)
    picks.push(await filterChange(page, pickFloor, statuses[i % statuses.length] ?? "COMPLETED"));
  await context.close();
  return pickFigures(picks);
}
