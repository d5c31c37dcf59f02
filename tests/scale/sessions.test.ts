import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionIdFromManifest, postAction } from "./harness/actions";
import { type Cluster, DIST_DIR, query, startCluster } from "./harness/cluster";
import { CookieJar, signIn } from "./harness/session";

/**
 * "Your sessions" across instances: a session ended through one dashboard instance is refused on
 * its very next request at the other, even though that instance served it a moment before (and so
 * holds it in its few-seconds session cache). The NOTIFY of lib/auth/session-events.ts is what
 * makes it so.
 */

const PORTS = { dashboardA: 3630, dashboardB: 3631, sandbox: 4630, apiSwitch: 4631 };
const OPS = "ops@example.com";
let cluster: Cluster;
let endSessionAction: string;

/** The reference "Your sessions" shows for a session (lib/auth/sessions-list.ts sessionRef). */
const refOf = (id: string) => createHash("sha256").update(id).digest("hex").slice(0, 12);

/** The id of the session a jar just signed in with: the operator's newest row. */
async function newestSessionId(): Promise<string> {
  const [row] = await query<{ id: string }>(
    cluster.dashboardDbUrl,
    "SELECT id FROM operator_sessions WHERE email = $1 AND NOT revoked ORDER BY created_at DESC LIMIT 1",
    [OPS],
  );
  if (!row) throw new Error("no session stored");
  return row.id;
}

beforeAll(async () => {
  cluster = await startCluster({ ports: PORTS });
  endSessionAction = await actionIdFromManifest(DIST_DIR, "app/(admin)/account/sessions/actions.ts", "endSession");
  // Each instance starts listening with its first session read; until it listens it does not use
  // its cache at all. Warmed up here, so the tests below meet instances that do cache.
  const warm = new CookieJar();
  await signIn(warm, cluster.urlA, OPS);
  for (const url of [cluster.urlA, cluster.urlB]) {
    const answer = await warm.fetch(`${url}/api/session/status`);
    expect(answer.status).toBe(200);
    await answer.body?.cancel();
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
});

afterAll(async () => {
  await cluster?.stop();
});

describe("ending a session across two instances", () => {
  it("control: a revocation written behind the instances' backs (no announcement) is still served from the cache", async () => {
    // What the tests below rule out: without the announcement, B would go on serving the session
    // from its cache for a few seconds after it was ended.
    const jar = new CookieJar();
    await signIn(jar, cluster.urlB, OPS);
    const id = await newestSessionId();
    const served = await jar.fetch(`${cluster.urlB}/api/session/status`);
    expect(served.status).toBe(200);
    await served.body?.cancel();
    await query(cluster.dashboardDbUrl, "UPDATE operator_sessions SET revoked = true WHERE id = $1", [id]);
    const cached = await jar.fetch(`${cluster.urlB}/api/session/status`);
    expect(cached.status).toBe(200);
    await cached.body?.cancel();
  });

  for (const [endOn, checkOn] of [
    ["A", "B"],
    ["B", "A"],
  ] as const) {
    it(`a session ended through ${endOn} is refused on its next request at ${checkOn}, cached there or not`, async () => {
      const urlOf = (which: "A" | "B") => (which === "A" ? cluster.urlA : cluster.urlB);
      const ended = new CookieJar();
      const ender = new CookieJar();
      await signIn(ended, urlOf(checkOn), OPS);
      const endedId = await newestSessionId();
      await signIn(ender, urlOf(endOn), OPS);

      // The other instance serves the session (and so caches it) right before it is ended.
      for (let i = 0; i < 2; i++) {
        const served = await ended.fetch(`${urlOf(checkOn)}/api/session/status`);
        expect(served.status).toBe(200);
        await served.body?.cancel();
      }

      const answer = await postAction(
        (u, init) => ender.fetch(u, init),
        urlOf(endOn),
        "/account/sessions",
        endSessionAction,
        [{ ref: refOf(endedId) }],
      );
      expect(answer.text).toContain('"ok":true');

      // Its very next request, on the instance that had it cached: refused.
      const api = await ended.fetch(`${urlOf(checkOn)}/api/session/status`);
      expect(api.status).toBe(401);
      await api.body?.cancel();
      const page = await ended.fetch(`${urlOf(checkOn)}/account/sessions`);
      expect(page.status).toBeGreaterThanOrEqual(300);
      expect(page.status).toBeLessThan(400);
      expect(page.headers.get("location") ?? "").toContain("/login");
      await page.body?.cancel();

      // The ender's session goes on; the audit names the session by its reference only.
      const still = await ender.fetch(`${urlOf(checkOn)}/api/session/status`);
      expect(still.status).toBe(200);
      await still.body?.cancel();
      const audit = await query<{ target_id: string; target_type: string; outcome: string; entry: string }>(
        cluster.dashboardDbUrl,
        "SELECT target_id, target_type, outcome, row_to_json(audit_log)::text AS entry FROM audit_log WHERE action = 'session.end' AND target_id = $1",
        [refOf(endedId)],
      );
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ target_type: "session", outcome: "success" });
      expect(audit[0]?.entry).not.toContain(endedId);
    });
  }
});
