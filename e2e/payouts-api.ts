import type { Page } from "@playwright/test";
import { sandboxURL } from "../playwright.config";

/** Direct access to the sandbox API, so e2e checks compare the screen with the source of truth. */
type ApiPayout = {
  id: string;
  externalId?: string | null;
  amount: number;
  currency: string;
  status: string;
  beneficiary: { type: string; account: Record<string, unknown> };
};
type Page_ = { payouts: ApiPayout[]; totalPage: number };

let token: string | undefined;
let tokenAt = 0;
/** e2e sandboxes issue 75 s access tokens: log in again well before that. */
const TOKEN_REUSE_MS = 45_000;

async function accessToken(): Promise<string> {
  if (token && Date.now() - tokenAt < TOKEN_REUSE_MS) return token;
  const response = await fetch(`${sandboxURL}/api/v2/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "ops@example.com", password: "sandbox-password" }),
  });
  if (!response.ok) throw new Error(`sandbox login failed: ${response.status}`);
  token = ((await response.json()) as { accessToken: string }).accessToken;
  tokenAt = Date.now();
  return token;
}

export async function apiList(query: Record<string, string | number>): Promise<Page_> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${sandboxURL}/api/v2/payouts?${params}`, {
    headers: { authorization: `Bearer ${await accessToken()}` },
  });
  if (!response.ok) throw new Error(`sandbox list failed: ${response.status}`);
  return (await response.json()) as Page_;
}

/** Number of payouts matching filters (totalPage at limit=1). */
export async function apiCount(filters: Record<string, string> = {}): Promise<number> {
  return (await apiList({ ...filters, limit: 1, page: 1 })).totalPage;
}

export async function apiAll(filters: Record<string, string>): Promise<ApiPayout[]> {
  const first = await apiList({ ...filters, limit: 100, page: 1 });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPage - 1) }, (_, i) =>
      apiList({ ...filters, limit: 100, page: i + 2 }),
    ),
  );
  return [first, ...rest].flatMap((p) => p.payouts);
}

export async function apiCreatePayout(body: Record<string, unknown>): Promise<ApiPayout> {
  const response = await fetch(`${sandboxURL}/api/v2/payouts`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${await accessToken()}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox create failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as ApiPayout;
}

/** Status of every row on screen (the badge carries data-status). */
export function rowStatuses(page: Page): Promise<string[]> {
  return page
    .locator("tbody tr[data-row-id] [data-status]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-status") ?? ""));
}

/** Picks a status in the payouts list's Status filter (its popover, then the option). */
export async function pickStatus(page: Page, status: string) {
  await page
    .getByRole("button", { name: /^Status/ })
    .first()
    .click();
  await page.getByRole("option", { name: new RegExp(`^${status}\\b`) }).click();
}

export function rowIds(page: Page): Promise<string[]> {
  return page
    .locator("tbody tr[data-row-id]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-row-id") ?? ""));
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<{ id: string; impact: string; nodes: string[] }[]> {
  // Next streams a page's metadata: right after a server action refreshes the page, <title> can
  // be absent for a moment. Wait for it (a page that never gets one still fails here), then check.
  await page.waitForFunction(() => document.title !== "", undefined, { timeout: 15_000 });
  await page.addScriptTag({ path: "node_modules/axe-core/axe.min.js" });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
          ) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ id: v.id, impact: v.impact ?? "", nodes: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
}
