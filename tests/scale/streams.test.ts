import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionIdFromManifest, postAction } from "./harness/actions";
import { type Cluster, DIST_DIR, query, startCluster } from "./harness/cluster";
import { CookieJar, signIn } from "./harness/session";

/**
 * Live streams end with their session on every instance: a stream open on instance B closes
 * within 5 s of its session being ended through instance A ("End session"), because B hears the
 * `session_ended` NOTIFY (lib/auth/session-events.ts) and reads the session again
 * (lib/pipeline/session-watch.ts). Another operator's stream on B stays open.
 */

const PORTS = { dashboardA: 3660, dashboardB: 3661, sandbox: 4660, apiSwitch: 4661 };
const OPS = "ops@example.com";
const WITHIN_MS = 5_000;
let cluster: Cluster;
let endSessionAction: string;

/** The reference "Your sessions" shows for a session (lib/auth/sessions-list.ts sessionRef). */
const refOf = (id: string) => createHash("sha256").update(id).digest("hex").slice(0, 12);

async function newestSessionId(): Promise<string> {
  const [row] = await query<{ id: string }>(
    cluster.dashboardDbUrl,
    "SELECT id FROM operator_sessions WHERE email = $1 AND NOT revoked ORDER BY created_at DESC LIMIT 1",
    [OPS],
  );
  if (!row) throw new Error("no session stored");
  return row.id;
}

/** An open event stream: waits for its first frame, then tells how soon the server closes it. */
async function openStream(jar: CookieJar, url: string) {
  const response = await jar.fetch(url, { headers: { accept: "text/event-stream", "x-background-request": "1" } });
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  if (!reader) throw new Error("no stream body");
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes(": connected")) {
    const next = await reader.read();
    if (next.done) throw new Error(`${url} closed before connecting`);
    text += decoder.decode(next.value, { stream: true });
  }
  return {
    /** Milliseconds until the stream ends, or Infinity if it is still open after limitMs. */
    async closesWithin(limitMs: number): Promise<number> {
      const started = Date.now();
      const timeout = new Promise<"open">((resolve) => setTimeout(() => resolve("open"), limitMs));
      try {
        for (;;) {
          const next = await Promise.race([reader.read(), timeout]);
          if (next === "open") return Number.POSITIVE_INFINITY;
          if (next.done) return Date.now() - started;
        }
      } catch {
        // The connection was cut rather than ended: closed all the same.
        return Date.now() - started;
      }
    },
    async cancel() {
      await reader.cancel().catch(() => {});
    },
  };
}

beforeAll(async () => {
  cluster = await startCluster({ ports: PORTS });
  endSessionAction = await actionIdFromManifest(DIST_DIR, "app/(admin)/account/sessions/actions.ts", "endSession");
  // Each instance starts listening with its first session read; warmed up here.
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

describe("live streams across two instances", () => {
  for (const path of ["/api/webhooks/stream", "/api/approvals/stream"]) {
    it(`${path} open on B closes within 5 s of its session being ended through A; another session's stays open`, async () => {
      const ended = new CookieJar();
      const ender = new CookieJar();
      const bystander = new CookieJar();
      await signIn(ended, cluster.urlB, OPS);
      const endedId = await newestSessionId();
      await signIn(ender, cluster.urlA, OPS);
      await signIn(bystander, cluster.urlB, OPS);

      const stream = await openStream(ended, `${cluster.urlB}${path}`);
      const other = await openStream(bystander, `${cluster.urlB}${path}`);

      const answer = await postAction(
        (u, init) => ender.fetch(u, init),
        cluster.urlA,
        "/account/sessions",
        endSessionAction,
        [{ ref: refOf(endedId) }],
      );
      expect(answer.text).toContain('"ok":true');

      expect(await stream.closesWithin(WITHIN_MS + 2_000)).toBeLessThan(WITHIN_MS);
      // The other operator's session goes on, and so does its stream.
      expect(await other.closesWithin(1_000)).toBe(Number.POSITIVE_INFINITY);
      await other.cancel();

      // And the ended session cannot open a new one.
      const again = await ended.fetch(`${cluster.urlB}${path}`, { headers: { accept: "text/event-stream" } });
      expect(again.status).toBe(401);
      await again.body?.cancel();
    });
  }
});
