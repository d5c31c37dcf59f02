import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";
import { getInboxItem } from "./inbox";
import { LiveHub } from "./live-hub";

/** One hub per process, kept on globalThis: Next dev re-evaluates modules, and two hubs would split the listeners. */
const globalKey = Symbol.for("ramp-backoffice.webhooks-live-hub");
type GlobalWithHub = typeof globalThis & { [globalKey]?: LiveHub };

export function getLiveHub(): LiveHub {
  const g = globalThis as GlobalWithHub;
  if (!g[globalKey]) {
    const databaseUrl = getEnv().DATABASE_URL;
    g[globalKey] = new LiveHub({
      databaseUrl,
      notify: databaseUrl
        ? async (channel, payload) => {
            await (await getDb()).execute(sql`SELECT pg_notify(${channel}, ${payload})`);
          }
        : undefined,
      loadItem: (customerId, id) => getInboxItem({ customerId }, id),
      onError: (message, error) => getLogger().error({ err: error }, message),
    });
  }
  return g[globalKey];
}

/** Tests replace or forget the hub. */
export function setLiveHubForTests(hub: LiveHub | undefined): void {
  const g = globalThis as GlobalWithHub;
  if (hub) g[globalKey] = hub;
  else delete g[globalKey];
}
