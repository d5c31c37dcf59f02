import "server-only";
import { pgNotify } from "@/lib/db/queries/notify";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";
import { processSingleton, replaceProcessSingleton } from "@/lib/server/process-singleton";
import { getInboxItem } from "./inbox";
import { LiveHub } from "./live-hub";

/** One hub per process: two would split the listeners. */
export function getLiveHub(): LiveHub {
  return processSingleton("webhooks-live-hub", () => {
    const databaseUrl = getEnv().DATABASE_URL;
    return new LiveHub({
      databaseUrl,
      notify: databaseUrl
        ? async (channel, payload) => {
            await pgNotify(channel, payload);
          }
        : undefined,
      loadItem: (customerId, id) => getInboxItem({ customerId }, id),
      onError: (message, error) => getLogger().error({ err: error }, message),
    });
  });
}

/** Tests replace or forget the hub. */
export function setLiveHubForTests(hub: LiveHub | undefined): void {
  replaceProcessSingleton("webhooks-live-hub", hub);
}
