import { requestTimeZone } from "@/lib/i18n/operator-time-zone";
import { TimeZoneSyncClient } from "./time-zone-sync-client";

/**
 * Keeps the server told of the browser's time zone and the operator menu told where the page's
 * zone came from. Renders nothing visible. `refresh` (default on) re-renders a page that was
 * rendered in another zone than the browser's when the operator chose none.
 */
export async function TimeZoneSync({ refresh = true }: { refresh?: boolean }) {
  const zone = await requestTimeZone();
  return (
    <TimeZoneSyncClient
      serverZone={zone.timeZone}
      source={zone.source}
      knownBrowserZone={zone.browserZone}
      refresh={refresh}
    />
  );
}
