/**
 * The "API down" states of the screen catalogue: the sandbox's faker outage (POST
 * /api/v2/faker/outage) fails every request of one API operator, outage@other.example, who
 * signs in only for these states, so the rest of the suite keeps using the same sandbox.
 * Talks to the sandbox directly, as the operator, with its seeded password. No import of
 * playwright.config: `npm run screens` runs this too, against a sandbox of its own.
 */

export const OUTAGE_EMAIL = "outage@other.example";
const PASSWORD = "sandbox-password";

/**
 * Long enough for one state in one language to be opened and looked at in each of its looks
 * (the layout spec gives a test 180 s), and over by itself afterwards: no state ends it, since
 * another state may be looking at it in parallel (starting again only lengthens it).
 */
const OUTAGE_SECONDS = 240;

/** The longest outage the sandbox starts (sandbox/routes/faker-outage.ts). */
const OUTAGE_MAX_SECONDS = 600;

/**
 * How long the dashboard may still answer from what it read before the outage: the operator's
 * grants are kept 30 s, the payout counts 15 s (lib/api/operator.ts, lib/payouts/server-counts.ts).
 * Past it, every screen shows what an operator sees when the API has been down for a while.
 */
const DASHBOARD_CACHE_MS = 31_000;

async function call(sandboxURL: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${sandboxURL}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as unknown;
}

function requireSandbox(sandboxURL: string | undefined): string {
  if (!sandboxURL)
    throw new Error("the API-down states start an outage in the sandbox: give the context its sandboxURL");
  return sandboxURL;
}

/** Signs in to the sandbox (sign-in stays open during an outage). */
async function token(sandboxURL: string, email: string): Promise<string> {
  const pair = (await call(sandboxURL, "POST", "/api/v2/auth/login", undefined, { email, password: PASSWORD })) as {
    accessToken: string;
  };
  return pair.accessToken;
}

/** Starts the outage, or gives a running one a new length (its start stays); answers its start. */
async function startOutage(url: string, seconds: number): Promise<number> {
  const outage = await token(url, OUTAGE_EMAIL);
  const { startedAt } = (await call(url, "POST", "/api/v2/faker/outage", outage, { seconds })) as {
    startedAt: string;
  };
  return Date.parse(startedAt);
}

/**
 * Starts the outage well before any API-down state is looked at, for as long as the sandbox
 * allows: a state reached after DASHBOARD_CACHE_MS then waits for nothing (apiDown). The layout
 * spec calls it as it begins, since its API-down states come last in the catalogue; if they
 * are reached after it has ended, apiDown starts another and waits, as without it.
 */
export async function apiDownAhead(sandboxURL: string | undefined): Promise<void> {
  await startOutage(requireSandbox(sandboxURL), OUTAGE_MAX_SECONDS);
}

/**
 * Starts (or lengthens) the outage, then waits until it has lasted longer than the dashboard
 * keeps any answer: the first state waits about half a minute, the ones after it no longer.
 */
export async function apiDown(sandboxURL: string | undefined): Promise<void> {
  const startedAt = await startOutage(requireSandbox(sandboxURL), OUTAGE_SECONDS);
  const wait = startedAt + DASHBOARD_CACHE_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * The path of the first payout of the outage operator's customer, read as that customer's other
 * administrator (ops@other.example), whom no outage touches: during one, nothing can be read as
 * the outage operator.
 */
export async function outagePayoutPath(sandboxURL: string | undefined): Promise<string> {
  const url = requireSandbox(sandboxURL);
  const admin = await token(url, "ops@other.example");
  const read = (await call(url, "GET", "/api/v2/payouts?limit=1&page=1", admin)) as { payouts: { id: string }[] };
  const id = read.payouts[0]?.id;
  if (!id) throw new Error("the seed gave Otra Fintech no payout");
  return `/payouts/${encodeURIComponent(id)}`;
}
