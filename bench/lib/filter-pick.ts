import type { Locator, Page } from "playwright-core";

/**
 * One filter change on a payouts list, timed in the page by the browser's own clock: the pick
 * (`window.mark`, set by a capturing listener before any handler of the page runs) → the first
 * animation frame in which every row shows the new status. Shared by our page and the floor, so
 * both are measured by the same probe on the same markup (`tbody tr[data-row-id] [data-status]`).
 */
export type FilterChange = { total: number; response: number; sent: number };

/** Sets `window.mark` (and a "bench:pick" mark) on the next event of this type, before the page's own handlers. */
async function markNext(page: Page, type: "click" | "input") {
  await page.evaluate((eventType) => {
    // The default buffer (250 entries) fills after a few dozen picks, and then no request is timed.
    performance.setResourceTimingBufferSize(100_000);
    document.addEventListener(
      eventType,
      () => {
        (window as unknown as { mark: number }).mark = performance.now();
        // The same moment as a user-timing mark, which a Chromium trace records (bench/filter-profile).
        performance.mark("bench:pick");
      },
      { capture: true, once: true },
    );
  }, type);
}

/** Our page: opens the Status filter and arms the mark; clicking the returned option is the pick. */
export async function openStatusOption(page: Page, status: string): Promise<Locator> {
  await page
    .getByRole("button", { name: /^Status/ })
    .first()
    .click();
  const option = page.getByRole("option", { name: new RegExp(`^${status}\\b`) });
  await option.waitFor();
  await markNext(page, "click");
  return option;
}

export async function pickOurs(page: Page, status: string) {
  await (await openStatusOption(page, status)).click();
}

/** The floor: choose the status in its native select (the input event is the pick). */
export async function pickFloor(page: Page, status: string) {
  await markNext(page, "input");
  await page.locator("select").selectOption(status);
}

/**
 * After a pick: the pick → the first frame showing only the new status's rows (`total`), and
 * how much of it was waiting for the list (`response`: the pick → the last byte of the newest
 * /api/payouts request for that status, from resource timing; `sent`: the pick → that request's
 * start, the page's work before it asks). The rest is the page's own work.
 */
export async function rowsShown(page: Page, status: string): Promise<FilterChange> {
  // Polled every frame. (No named function inside: tsx would wrap it in a helper the page does not have.)
  const elapsed = await page.waitForFunction(
    (target) => {
      const badges = [...document.querySelectorAll("tbody tr[data-row-id] [data-status]")];
      const done = badges.length > 0 && badges.every((b) => b.getAttribute("data-status") === target);
      return done ? performance.now() - (window as unknown as { mark: number }).mark : 0;
    },
    status,
    { polling: "raf", timeout: 30_000 },
  );
  const total = (await elapsed.jsonValue()) as number;
  const { response, sent } = await page.evaluate((target) => {
    const mark = (window as unknown as { mark: number }).mark;
    const requests = performance
      .getEntriesByType("resource")
      .filter((e) => e.name.includes("/api/payouts?") && e.name.includes(`status=${target}`) && e.startTime >= mark);
    const last = requests.at(-1) as PerformanceResourceTiming | undefined;
    return last ? { response: last.responseEnd - mark, sent: last.startTime - mark } : { response: NaN, sent: NaN };
  }, status);
  return { total, response, sent };
}

export type Pick = (page: Page, status: string) => Promise<void>;

export async function filterChange(page: Page, pick: Pick, status: string): Promise<FilterChange> {
  await pick(page, status);
  return rowsShown(page, status);
}
