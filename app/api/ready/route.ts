import { isDraining } from "@/lib/log";
import { publicRoute } from "@/lib/pipeline/route";
import { checkApi, checkMigrations, checkServer, checkStore } from "./checks";

export const dynamic = "force-dynamic";

/**
 * Readiness: 200 when the store answers, its migrations are current and the
 * API's /api/v2/health answers; 503 otherwise, and while the instance drains
 * after SIGTERM. Each check is reported so an operator sees which one failed;
 * `server` (which server runs the app) is reported but never makes it not ready.
 */
export const GET = publicRoute(async () => {
  const [store, migrations, api] = await Promise.all([checkStore(), checkMigrations(), checkApi()]);
  const draining = isDraining();
  const ready = store.ok && migrations.ok && api.ok && !draining;
  return Response.json(
    { status: ready ? "ready" : "not_ready", draining, checks: { store, migrations, api, server: checkServer() } },
    { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
});
