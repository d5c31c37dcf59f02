import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED } from "../../sandbox/seed/base";
import { actionIdFromManifest, buildChunkUrls, chunkUrls, postAction } from "./harness/actions";
import { type Cluster, DIST_DIR, query, startCluster } from "./harness/cluster";
import { stopProcess } from "./harness/processes";
import { setReceiverSecret } from "./harness/receiver-secret";
import { CookieJar, signIn } from "./harness/session";
import { readStreamUntil } from "./harness/sse";
import { signedEnvelope } from "./harness/webhook";

const OPS = "ops@example.com";
const OTRA_OPS = "ops@other.example";
const RECEIVER_SECRET = "scale-suite-receiver-secret-0123456789abcdef";
const OTRA_RECEIVER_SECRET = "scale-suite-otra-receiver-secret-0123456789";
/** Upper bounds with the API slow or down: one API call (2 s timeout), a page (a few calls), readiness (2 s). */
const BOUND_MS: Record<string, number> = { read: 4_000, page: 15_000, ready: 4_000 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let cluster: Cluster;
const jar = new CookieJar();
/** Acme's and Otra's receivers: /api/webhooks/receive/<key>. */
let receivePath = "";
let otraReceivePath = "";
let signedInAt = 0;

async function usedRefreshTokens(): Promise<number> {
  const [row] = await query<{ n: string }>(
    cluster.sandboxDbUrl,
    "SELECT count(*) AS n FROM refresh_tokens WHERE used_at IS NOT NULL",
  );
  return Number(row?.n ?? 0);
}

async function payoutsOn(base: string): Promise<Response> {
  return jar.fetch(`${base}/api/payouts?page=1&limit=10`);
}

async function ready(base: string): Promise<{ status: number; body: { checks: Record<string, { ok: boolean }> } }> {
  const response = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: (await response.json()) as { checks: Record<string, { ok: boolean }> } };
}

beforeAll(async () => {
  cluster = await startCluster();
  // /api/ready opens each instance's store (migrations under the advisory lock).
  expect((await ready(cluster.urlA)).status).toBe(200);
  expect((await ready(cluster.urlB)).status).toBe(200);
  const { tokenKey } = cluster.secrets;
  receivePath = await setReceiverSecret(cluster.dashboardDbUrl, tokenKey, SEED.customers.acme.id, RECEIVER_SECRET);
  otraReceivePath = await setReceiverSecret(
    cluster.dashboardDbUrl,
    tokenKey,
    SEED.customers.otra.id,
    OTRA_RECEIVER_SECRET,
  );
});

afterAll(async () => {
  await cluster?.stop();
});

describe("two dashboard instances on one Postgres", () => {
  it("reports readiness with each check", async () => {
    const { status, body } = await ready(cluster.urlA);
    expect(status).toBe(200);
    expect(Object.keys(body.checks).sort()).toEqual(["api", "migrations", "server", "store"]);
    // Every generated migration of the dashboard's store is in the runner's ledger.
    const journal = JSON.parse(readFileSync("lib/db/migrations/meta/_journal.json", "utf8")) as {
      entries: { tag: string }[];
    };
    const applied = await query<{ name: string }>(cluster.dashboardDbUrl, "SELECT name FROM store_migrations");
    expect(journal.entries.length).toBeGreaterThanOrEqual(2);
    expect(applied.map((row) => row.name).sort()).toEqual(journal.entries.map((entry) => entry.tag).sort());
  });

  it("a session created on A works on B", async () => {
    await signIn(jar, cluster.urlA, OPS);
    signedInAt = Date.now();
    const onB = await payoutsOn(cluster.urlB);
    expect(onB.status).toBe(200);
    const body = (await onB.json()) as { payouts: unknown[] };
    expect(Array.isArray(body.payouts)).toBe(true);
    const session = (await (await jar.fetch(`${cluster.urlB}/api/auth/session`)).json()) as {
      user?: { email?: string };
    };
    expect(session.user?.email).toBe(OPS);
    // Anonymous requests are still refused on B.
    expect((await fetch(`${cluster.urlB}/api/payouts?page=1&limit=10`, { redirect: "manual" })).status).toBe(401);
  });

  it("ten parallel requests with an expiring token across both instances refresh once", async () => {
    // The sandbox issues 65 s tokens; the dashboard refreshes within 60 s of expiry.
    await sleep(Math.max(0, signedInAt + 6_000 - Date.now()));
    const before = await usedRefreshTokens();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => payoutsOn(i % 2 === 0 ? cluster.urlA : cluster.urlB)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await usedRefreshTokens()) - before).toBe(1);
    // The rotated pair is what the next request uses: no second refresh, no reuse revocation.
    expect((await payoutsOn(cluster.urlB)).status).toBe(200);
    expect((await usedRefreshTokens()) - before).toBe(1);
    const revoked = await query(cluster.sandboxDbUrl, "SELECT id FROM auth_sessions WHERE revoked_at IS NOT NULL");
    expect(revoked).toEqual([]);
  });

  it("a webhook event received by A shows in B's live view", async () => {
    const stream = await jar.fetch(`${cluster.urlB}/api/webhooks/stream`, { headers: { accept: "text/event-stream" } });
    expect(stream.status).toBe(200);
    const envelope = signedEnvelope(RECEIVER_SECRET);
    const started = Date.now();
    const reading = readStreamUntil(stream, (text) => text.includes(envelope.id), 5_000);
    await sleep(300);
    const receipt = await fetch(`${cluster.urlA}${receivePath}`, {
      method: "POST",
      headers: envelope.headers,
      body: envelope.body,
    });
    expect(receipt.status).toBe(200);
    expect(await reading).toContain(envelope.id);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("two customers on two instances: each live view receives only its own customer's events", async () => {
    const otraJar = new CookieJar();
    await signIn(otraJar, cluster.urlB, OTRA_OPS);
    const acmeStream = await jar.fetch(`${cluster.urlB}/api/webhooks/stream`, {
      headers: { accept: "text/event-stream" },
    });
    const otraStream = await otraJar.fetch(`${cluster.urlA}/api/webhooks/stream`, {
      headers: { accept: "text/event-stream" },
    });
    expect([acmeStream.status, otraStream.status]).toEqual([200, 200]);
    const forAcme = signedEnvelope(RECEIVER_SECRET);
    const forOtra = signedEnvelope(OTRA_RECEIVER_SECRET);
    // Each view reads for the whole window, so the other customer's event would have had time to arrive too.
    const acmeSaw = readStreamUntil(acmeStream, () => false, 4_000);
    const otraSaw = readStreamUntil(otraStream, () => false, 4_000);
    await sleep(300);
    // Otra's event arrives on A, Acme's on B: both cross instances to reach their views.
    const post = (base: string, path: string, e: ReturnType<typeof signedEnvelope>) =>
      fetch(`${base}${path}`, { method: "POST", headers: e.headers, body: e.body });
    expect((await post(cluster.urlB, receivePath, forAcme)).status).toBe(200);
    expect((await post(cluster.urlA, otraReceivePath, forOtra)).status).toBe(200);
    // A forged delivery: Otra's secret at Acme's receiver.
    const forged = signedEnvelope(OTRA_RECEIVER_SECRET);
    expect((await post(cluster.urlA, receivePath, forged)).status).toBe(401);
    const [acmeText, otraText] = await Promise.all([acmeSaw.catch(String), otraSaw.catch(String)]);
    expect(acmeText).toContain(forAcme.id);
    expect(acmeText).not.toContain(forOtra.id);
    expect(acmeText).not.toContain(forged.id);
    expect(otraText).toContain(forOtra.id);
    expect(otraText).not.toContain(forAcme.id);
    const stored = await query<{ id: string; customer_id: string }>(
      cluster.dashboardDbUrl,
      "SELECT id, customer_id FROM webhook_inbox WHERE id = ANY($1)",
      [[forAcme.id, forOtra.id, forged.id]],
    );
    expect(Object.fromEntries(stored.map((r) => [r.id, r.customer_id]))).toEqual({
      [forAcme.id]: SEED.customers.acme.id,
      [forOtra.id]: SEED.customers.otra.id,
    });
    // Otra rotates its secret: Acme's deliveries keep arriving on both instances, Otra's old
    // secret no longer opens Otra's receiver (this harness rotation keeps no grace period).
    const rotated = "scale-suite-otra-rotated-secret-0123456789a";
    const { tokenKey } = cluster.secrets;
    expect(await setReceiverSecret(cluster.dashboardDbUrl, tokenKey, SEED.customers.otra.id, rotated)).toBe(
      otraReceivePath,
    );
    for (const base of [cluster.urlA, cluster.urlB]) {
      expect((await post(base, receivePath, signedEnvelope(RECEIVER_SECRET))).status).toBe(200);
      expect((await post(base, otraReceivePath, signedEnvelope(rotated))).status).toBe(200);
    }
    await setReceiverSecret(cluster.dashboardDbUrl, tokenKey, SEED.customers.otra.id, OTRA_RECEIVER_SECRET);
  });

  it("a server action from a page rendered by A succeeds when posted to B", async () => {
    const page = await jar.fetch(`${cluster.urlA}/payouts`, { headers: { "accept-language": "en" } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const actionId = await actionIdFromManifest(DIST_DIR, "lib/i18n/actions.ts", "setLocaleAction");
    // The id is the one A ships to the browser: the language switch sits in the operator menu,
    // which the page loads on first use, so look through every chunk A serves, starting with the page's own.
    expect(chunkUrls(html).length).toBeGreaterThan(0);
    const served = [...new Set([...chunkUrls(html), ...(await buildChunkUrls(DIST_DIR))])];
    const chunks = await Promise.all(served.map(async (u) => (await fetch(`${cluster.urlA}${u}`)).text()));
    expect(chunks.some((js) => js.includes(actionId))).toBe(true);
    const answer = await jar.fetch(`${cluster.urlB}/payouts`, {
      method: "POST",
      headers: {
        "next-action": actionId,
        accept: "text/x-component",
        "content-type": "text/plain;charset=UTF-8",
        origin: cluster.urlB,
      },
      body: JSON.stringify(["es"]),
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('"ok":true');
    expect(jar.header()).toContain("locale=es");
    await jar.fetch(`${cluster.urlB}/payouts`, {
      method: "POST",
      headers: { "next-action": actionId, "content-type": "text/plain;charset=UTF-8", origin: cluster.urlB },
      body: JSON.stringify(["en"]),
    });
  });

  it("SIGKILL of A mid-traffic loses no acknowledged event or audit entry, and B keeps serving", async () => {
    const acknowledged: string[] = [];
    let running = true;
    let killed = false;
    // Audited writes in the same traffic: role edits through the saveRole server action, each with
    // a unique description, so every acknowledged one can be found in the audit log afterwards.
    // One of the signed-in operator's own customer's roles: another customer's is a 404.
    const [role] = await query<{ id: string }>(
      cluster.sandboxDbUrl,
      "SELECT id FROM roles WHERE customer_id = $1 ORDER BY id LIMIT 1",
      [SEED.customers.acme.id],
    );
    if (!role) throw new Error("the sandbox has no role to edit");
    const saveRole = await actionIdFromManifest(DIST_DIR, "app/(admin)/roles/actions.ts", "saveRole");
    const audited: Array<{ marker: string; on: "A" | "B" }> = [];
    const auditedWrites = (async () => {
      let i = 0;
      while (running) {
        const onA = i % 2 === 0 && !killed;
        const marker = `scale-kill-${Date.now()}-${i++}`;
        try {
          const answer = await postAction(
            (url, init) => jar.fetch(url, init),
            onA ? cluster.urlA : cluster.urlB,
            `/roles/${role.id}`,
            saveRole,
            [{ id: role.id, description: marker }],
          );
          if (answer.status === 200 && answer.text.includes('"ok":true')) audited.push({ marker, on: onA ? "A" : "B" });
        } catch {
          // A died with this action open: the operator saw no success, so nothing is owed.
        }
      }
    })();
    const traffic = (async () => {
      let i = 0;
      while (running) {
        const target = i++ % 2 === 0 && !killed ? cluster.urlA : cluster.urlB;
        const envelope = signedEnvelope(RECEIVER_SECRET);
        try {
          const r = await fetch(`${target}${receivePath}`, {
            method: "POST",
            headers: envelope.headers,
            body: envelope.body,
            signal: AbortSignal.timeout(5_000),
          });
          if (r.status === 200) acknowledged.push(envelope.id);
        } catch {
          // A died with this request open: not acknowledged, so the sender retries it.
        }
      }
    })();
    const reads = (async () => {
      let ok = 0;
      while (running) if ((await payoutsOn(cluster.urlB)).status === 200) ok++;
      return ok;
    })();
    // Long enough for A to acknowledge audited writes before it dies (each is a few API calls).
    const aliveUntil = Date.now() + 20_000;
    while (Date.now() < aliveUntil && (audited.filter((a) => a.on === "A").length < 2 || acknowledged.length < 5)) {
      await sleep(250);
    }
    cluster.a.child.kill("SIGKILL");
    killed = true;
    await cluster.a.exited;
    await sleep(1_500);
    running = false;
    await Promise.all([traffic, auditedWrites]);
    // A comes back whatever the checks below say, so later checks start from two instances.
    const restartA = cluster.startDashboard("a").then((proc) => {
      cluster.a = proc;
    });
    expect(await reads).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(5);
    const stored = await query<{ id: string }>(
      cluster.dashboardDbUrl,
      "SELECT id FROM webhook_inbox WHERE id = ANY($1)",
      [acknowledged],
    );
    expect(stored.length).toBe(acknowledged.length);
    // Every acknowledged audited write, on A before the kill and on B, has its audit entry.
    expect(audited.filter((a) => a.on === "A").length).toBeGreaterThanOrEqual(2);
    expect(audited.filter((a) => a.on === "B").length).toBeGreaterThanOrEqual(1);
    const entries = await query<{ marker: string; operator: string }>(
      cluster.dashboardDbUrl,
      `SELECT after->>'description' AS marker, operator_email AS operator FROM audit_log
       WHERE action = 'role.update' AND outcome = 'success' AND after->>'description' = ANY($1)`,
      [audited.map((a) => a.marker)],
    );
    expect(entries.map((e) => e.marker).sort()).toEqual(audited.map((a) => a.marker).sort());
    expect(new Set(entries.map((e) => e.operator))).toEqual(new Set([OPS]));
    expect((await payoutsOn(cluster.urlB)).status).toBe(200);
    expect((await ready(cluster.urlB)).status).toBe(200);
    await restartA;
    expect((await payoutsOn(cluster.urlA)).status).toBe(200);
  });

  it("API slow or down: error states come back in bounded time, the receiver still stores", async () => {
    const timings: Record<string, number> = {};
    const timed = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
      const started = Date.now();
      try {
        return await run();
      } finally {
        timings[label] = Date.now() - started;
      }
    };
    try {
      for (const mode of ["slow", "down"] as const) {
        cluster.apiSwitch.mode = mode;
        const read = await timed(`${mode} read`, () => payoutsOn(cluster.urlA));
        expect(read.status).toBeGreaterThanOrEqual(500);
        const html = await timed(`${mode} page`, async () =>
          (await jar.fetch(`${cluster.urlB}/payouts`, { headers: { "accept-language": "en" } })).text(),
        );
        expect(html).toContain("Try again");
        const readiness = await timed(`${mode} ready`, () => ready(cluster.urlB));
        expect(readiness.status).toBe(503);
        expect(readiness.body.checks.api?.ok).toBe(false);
        expect(readiness.body.checks.store?.ok).toBe(true);
        const envelope = signedEnvelope(RECEIVER_SECRET);
        const receipt = await fetch(`${cluster.urlA}${receivePath}`, {
          method: "POST",
          headers: envelope.headers,
          body: envelope.body,
        });
        expect(receipt.status).toBe(200);
        const rows = await query(cluster.dashboardDbUrl, "SELECT id FROM webhook_inbox WHERE id = $1", [envelope.id]);
        expect(rows).toHaveLength(1);
      }
    } finally {
      cluster.apiSwitch.mode = "pass";
    }
    // Each answer is bounded: API_TIMEOUT_MS (2 s) per API call, 2 s for the readiness check.
    for (const [label, ms] of Object.entries(timings))
      expect(ms, label).toBeLessThan(BOUND_MS[label.split(" ")[1] ?? ""] ?? 0);
    expect((await ready(cluster.urlA)).status).toBe(200);
  });

  it("API stopped and restarted: the dashboard recovers without a restart", async () => {
    await stopProcess(cluster.sandbox);
    try {
      expect((await ready(cluster.urlA)).status).toBe(503);
      expect((await payoutsOn(cluster.urlB)).status).toBeGreaterThanOrEqual(500);
    } finally {
      cluster.sandbox = await cluster.startSandbox();
    }
    expect((await ready(cluster.urlA)).status).toBe(200);
    expect((await ready(cluster.urlB)).status).toBe(200);
    expect((await payoutsOn(cluster.urlA)).status).toBe(200);
  });

  it("logs are JSON lines with request id, operator id, route, status and duration, and hold no secret", async () => {
    const all = () => [...cluster.a.output, ...cluster.b.output].join("\n");
    const lines = [...cluster.a.output, ...cluster.b.output].filter((l) => l.startsWith("{"));
    const requests = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.msg === "request");
    const payouts = requests.find((e) => e.route === "/api/payouts" && e.status === 200);
    expect(payouts).toMatchObject({ method: "GET", status: 200, operatorId: OPS });
    expect(typeof payouts?.requestId).toBe("string");
    expect(typeof payouts?.durationMs).toBe("number");
    // Anonymous requests (the receiver, health checks) carry no operator id.
    const receipts = requests.filter((e) => String(e.route).startsWith("/api/webhooks/receive"));
    expect(receipts.length).toBeGreaterThan(0);
    expect(receipts[0]).not.toHaveProperty("operatorId");
    // The receiver's key is a capability: logged as a placeholder, never itself.
    expect(new Set(receipts.map((e) => e.route))).toEqual(new Set(["/api/webhooks/receive/[key]"]));
    expect(all()).not.toContain(receivePath.split("/").pop());
    expect(all()).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+|\brt_[A-Za-z0-9_-]{20,}|sandbox-password/);
    expect(all()).not.toContain(RECEIVER_SECRET);
    // Nor the session ids the cookies stand for, nor the session cookie itself.
    const sessions = await query<{ id: string }>(cluster.dashboardDbUrl, "SELECT id FROM operator_sessions");
    expect(sessions.length).toBeGreaterThan(0);
    for (const { id } of sessions) expect(all()).not.toContain(id);
    expect(all()).not.toContain(jar.header().split("next-auth.session-token=")[1]?.split(";")[0] ?? "no-cookie");
  });

  it("SIGTERM drains: the request in flight is answered, the store closes, the process exits", async () => {
    cluster.apiSwitch.mode = "slow";
    const inFlight = payoutsOn(cluster.urlB);
    await sleep(300);
    const started = Date.now();
    cluster.b.child.kill("SIGTERM");
    const answer = await inFlight;
    expect(answer.status).toBeGreaterThanOrEqual(500);
    const code = await cluster.b.exited;
    cluster.apiSwitch.mode = "pass";
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(code).not.toBeNull();
    const log = cluster.b.output.join("\n");
    expect(log).toContain("shutdown: store closed");
    cluster.b = await cluster.startDashboard("b");
    expect((await ready(cluster.urlB)).status).toBe(200);
  });
});
