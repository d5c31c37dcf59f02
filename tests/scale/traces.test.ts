import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, DIST_DIR, startSandboxProcess } from "./harness/cluster";
import { attributeOf, OTLP_KIND, type OtlpReceiver, type OtlpSpan, startOtlpReceiver } from "./harness/otlp-receiver";
import { scalePort } from "./harness/ports";
import { type Proc, startProcess, stopProcess, waitForUrl } from "./harness/processes";
import { type RecordingProxy, startRecordingProxy } from "./harness/recording-proxy";
import { CookieJar, SANDBOX_PASSWORD, signIn } from "./harness/session";

/*
 * Traces of one page load, from a production build: one dashboard (the production server,
 * scripts/dashboard-server.mjs) with OTEL_EXPORTER_OTLP_ENDPOINT pointing at an in-process OTLP/HTTP
 * receiver, the sandbox behind a pass-through that writes down every token and account number
 * the API hands the dashboard. An operator signs in and opens the accounts page, whose server
 * render lists accounts from the API. The receiver must get Next's span for the page request
 * and, in the same trace and under it, the dashboard's span of the API call with its endpoint
 * template and status; and no exported byte may hold the password, a token, an account number or
 * a query string (Next's own spans name URLs with theirs: lib/tracing/redact.ts drops them).
 */

const PORTS = { dashboard: scalePort(3374), sandbox: scalePort(4374) } as const;
const URL_BASE = `http://127.0.0.1:${PORTS.dashboard}`;
const OPS = "ops@example.com";
const PAGE = "/accounts";
/** Asked with a query, which no exported span may repeat (lib/tracing/redact.ts). */
const PAGE_QUERY = "?page=1&limit=25";
const API_ENDPOINT = "/api/v2/accounts";

let receiver: OtlpReceiver;
let proxy: RecordingProxy;
let sandbox: Proc | undefined;
let dashboard: Proc | undefined;
/** The operator's browser: its cookies are searched for in the spans too. */
const jar = new CookieJar();

beforeAll(async () => {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL is not set: run through scripts/with-postgres.sh (npm run test:scale)");
  receiver = await startOtlpReceiver();
  const dashboardDbUrl = await createDatabase(adminUrl, "traces_dashboard");
  const sandboxDbUrl = await createDatabase(adminUrl, "traces_sandbox");
  sandbox = await startSandboxProcess(PORTS.sandbox, sandboxDbUrl);
  proxy = await startRecordingProxy(PORTS.sandbox);
  dashboard = startProcess(
    "dashboard",
    process.execPath,
    ["scripts/dashboard-server.mjs", "-H", "127.0.0.1", "-p", String(PORTS.dashboard)],
    {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      NEXT_DIST_DIR: DIST_DIR,
      DATABASE_URL: dashboardDbUrl,
      API_BASE_URL: proxy.url,
      NEXTAUTH_URL: URL_BASE,
      NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
      OPERATOR_MFA: "off",
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_SERVICE_NAME: "ramp-dashboard-scale",
      // Spans leave a quarter of a second after they end, not the SDK's five.
      OTEL_BSP_SCHEDULE_DELAY: "250",
      // No payouts sync meanwhile: its cycles are traces of their own, not this page's.
      PAYOUT_SYNC_INTERVAL_SECONDS: "0",
    },
  );
  await waitForUrl(`${URL_BASE}/api/health`, dashboard);
  await waitForUrl(`${URL_BASE}/api/ready`, dashboard, 60_000);
});

afterAll(async () => {
  if (dashboard) await stopProcess(dashboard);
  if (sandbox) await stopProcess(sandbox);
  await proxy?.close();
  await receiver?.close();
});

/** Polls the receiver until `find` sees what it waits for among the spans (or gives up). */
async function waitForSpans<T>(find: (spans: OtlpSpan[]) => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = find(receiver.spans());
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const names = receiver.spans().map((s) => `${s.name} (${s.traceId.slice(0, 8)})`);
  throw new Error(
    `spans not received in ${timeoutMs} ms (${receiver.refused()} exports refused); got: ${names.join(", ")}\n` +
      (dashboard?.output.slice(-20).join("\n") ?? ""),
  );
}

/** A log line's fields (undefined for a line that is not JSON, or one the pipe cut in two). */
function jsonLine(line: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Waits until no span has arrived for `quietMs` (the exporter sends every 250 ms). */
async function untilQuiet(quietMs: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let count = receiver.spans().length;
  let since = Date.now();
  while (Date.now() - since < quietMs) {
    if (Date.now() > deadline) throw new Error(`spans still arriving after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = receiver.spans().length;
    if (now !== count) {
      count = now;
      since = Date.now();
    }
  }
}

/** The span's ancestors, nearest first, as far as the trace's received spans reach. */
function ancestorsOf(span: OtlpSpan, trace: OtlpSpan[]): OtlpSpan[] {
  const byId = new Map(trace.map((s) => [s.spanId, s]));
  const chain: OtlpSpan[] = [];
  let parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
  while (parent && chain.length < 100) {
    chain.push(parent);
    parent = parent.parentSpanId ? byId.get(parent.parentSpanId) : undefined;
  }
  return chain;
}

describe("traces of one page load, from the production build", () => {
  it("exports the page request's span with the API call's span under it, in one trace", async () => {
    await signIn(jar, URL_BASE, OPS);
    const page = await jar.fetch(`${URL_BASE}${PAGE}${PAGE_QUERY}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<html");

    // Next's span of the request (BaseServer.handleRequest): a server span without a parent, for
    // this path (its query dropped). With the app's middleware Next runs the request twice, a pass for the middleware
    // and one that renders, each with a span of that kind; the first is the trace's root.
    const { root, call, trace } = await waitForSpans((spans) => {
      const root = spans.find(
        (s) => !s.parentSpanId && s.kind === OTLP_KIND.server && attributeOf(s, "http.target") === PAGE,
      );
      if (!root) return undefined;
      const trace = spans.filter((s) => s.traceId === root.traceId);
      // Every span between the call and the page's has arrived (a render's spans end after it).
      const call = trace.find(
        (s) => s.name === `API GET ${API_ENDPOINT}` && ancestorsOf(s, trace).at(-1)?.spanId === root.spanId,
      );
      return call ? { root, call, trace } : undefined;
    });

    expect(call.kind).toBe(OTLP_KIND.client);
    expect(attributeOf(call, "url.template")).toBe(API_ENDPOINT);
    expect(attributeOf(call, "http.request.method")).toBe("GET");
    expect(attributeOf(call, "http.response.status_code")).toBe(200);
    // Under the page's request: the pass that rendered it, named by the page's route, and the
    // page's render inside it.
    const ancestors = ancestorsOf(call, trace);
    const names = ancestors.map((s) => s.name);
    const rendered = ancestors.find((s) => attributeOf(s, "next.span_type") === "BaseServer.handleRequest");
    expect(rendered, JSON.stringify(names)).toBeDefined();
    expect(rendered?.kind).toBe(OTLP_KIND.server);
    expect(rendered?.name).toBe(`GET ${PAGE}`);
    expect(rendered && attributeOf(rendered, "http.route")).toBe(PAGE);
    expect(rendered && attributeOf(rendered, "http.status_code")).toBe(200);
    expect(names).toContain(`render route (app) ${PAGE}`);
    expect(attributeOf(root, "http.status_code")).toBe(200);
    // The store's reads of the same request (the session's, at least) are in the trace too.
    expect(trace.some((s) => s.name.startsWith("store "))).toBe(true);
    // And the access log's line of the page names the same trace, beside its request id. It is
    // written as the response ends, and may reach this process after the spans did.
    const accessLine = () => dashboard?.output.map(jsonLine).find((l) => l?.msg === "request" && l.route === PAGE);
    await expect.poll(accessLine, { timeout: 10_000 }).toBeDefined();
    expect(accessLine()).toMatchObject({ traceId: root.traceId, requestId: expect.any(String) });
  });

  it("exports no attribute holding the password, a token, an account number or the session cookie", async () => {
    // Whatever the sign-in and the page load exported, once nothing more arrives.
    await waitForSpans((spans) => (spans.some((s) => s.name === "API POST /api/v2/auth/login") ? true : undefined));
    await untilQuiet(1_000);
    const tokens = proxy.tokens();
    const accountNumbers = proxy.accountNumbers();
    // The search is only worth something if the API did hand these to the dashboard.
    expect(tokens.length).toBeGreaterThan(0);
    expect(accountNumbers.length).toBeGreaterThan(0);
    const cookies = jar
      .header()
      .split("; ")
      .map((pair) => pair.slice(pair.indexOf("=") + 1));
    expect(jar.has("next-auth.session-token")).toBe(true);
    const text = receiver.bodies().join("\n");
    const secrets = [SANDBOX_PASSWORD, ...tokens, ...accountNumbers, ...cookies, "Bearer"];
    const leaked = secrets.filter((secret) => text.includes(secret));
    expect(leaked).toEqual([]);
  });

  it("exports no query string: neither the page's nor those of the API calls Next's fetch spans name", () => {
    const withQuery = receiver
      .spans()
      .flatMap((s) => [s.name, ...(s.attributes ?? []).map((a) => a.value.stringValue ?? "")])
      .filter((text) => text.includes("?"));
    expect(withQuery).toEqual([]);
    // Next's spans of the render's fetches are there, named by the API's URL without its query.
    expect(receiver.spans().some((s) => /^fetch GET http:\/\/127\.0\.0\.1:\d+\/api\/v2\/accounts$/.test(s.name))).toBe(
      true,
    );
  });
});
