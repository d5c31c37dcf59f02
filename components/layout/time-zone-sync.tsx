import { requestTimeZone } from "@/lib/i18n/operator-time-zone";
import { TimeZoneSyncClient } from "./time-zone-sync-client";

/**
 * Keeps the server told of the browser's time zone. Renders nothing visible. `refresh` (default
 * on) re-renders a page that was rendered in another zone than the browser's when the operator
 * chose none. (The operator menu learns where the zone came from from OperatorMenuButton.)
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
