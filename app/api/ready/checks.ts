import "server-only";
import { getStore } from "@/lib/db";
import { loadMigrations } from "@/lib/db/migrate";
import { pendingMigrations } from "@/lib/shared/migrator";
import { getEnv } from "@/lib/env";
import { peerHeaderIsOurs } from "@/lib/security/client-address";

export interface CheckResult {
  ok: boolean;
  ms: number;
  detail?: string;
}

/** A check never waits longer than this: readiness probes have their own short timeouts. */
const CHECK_TIMEOUT_MS = 2_000;

async function timed(run: (signal: AbortSignal) => Promise<string | undefined>): Promise<CheckResult> {
  const started = performance.now();
  const signal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
  const timeout = new Promise<never>((_, reject) =>
    signal.addEventListener("abort", () => reject(new Error("timed out"))),
  );
  try {
    const detail = await Promise.race([run(signal), timeout]);
    return { ok: true, ms: Math.round(performance.now() - started), ...(detail ? { detail } : {}) };
  } catch (error) {
    // The message names the failure kind only; no connection string reaches the answer.
    const message = error instanceof Error ? error.message : "";
    const detail = message === "timed out" || message.startsWith("pending") ? message : "unreachable";
    return { ok: false, ms: Math.round(performance.now() - started), detail };
  }
}

export function checkStore(): Promise<CheckResult> {
  return timed(async () => {
    const store = await getStore();
    await store.withConnection((conn) => conn.query("SELECT 1"));
    return store.kind;
  });
}

export async function checkMigrations(): Promise<CheckResult> {
  const result = await timed(async () => {
    const store = await getStore();
    const set = loadMigrations();
    const pending = await pendingMigrations(store, set);
    if (pending.length > 0) throw new Error(`pending: ${pending.join(", ")}`);
    return `${set.migrations.length} applied`;
  });
  return result;
}

export function checkApi(): Promise<CheckResult> {
  return timed(async (signal) => {
    const response = await fetch(`${getEnv().API_BASE_URL}/api/v2/health`, { signal, cache: "no-store" });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`status ${response.status}`);
    return undefined;
  });
}

/**
 * Which server runs the app: reported, never a failure (the app serves every path either way).
 * Only the dashboard's own server (scripts/dashboard-server.mjs) gives route handlers the
 * socket's peer address and refuses an oversized body before Next reads it; under `next start`
 * or a standalone build sign-in limits cannot count per client address, so an operator sees why.
 */
export function checkServer(): CheckResult {
  if (peerHeaderIsOurs()) return { ok: true, ms: 0, detail: "dashboard server" };
  return {
    ok: true,
    ms: 0,
    detail:
      "started without scripts/dashboard-server.mjs: no client address (sign-in limits per account), no early body-size guard",
  };
}
