import type { ReactNode } from "react";
import { AppShell } from "@/components/layout/app-shell";
import { IdleWarning } from "@/components/layout/idle-warning";
import { keysNeedingExtension, visibleNavKeys } from "@/components/layout/nav-items";
import { displayGrants, type Grants } from "@/lib/api/operator";
import { requireOperator } from "@/lib/auth/session";
import { idleLimitMs, touchIntervalMs } from "@/lib/auth/session-store";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";
import { offers } from "@/lib/transport/capabilities";

/** When the API cannot be asked, the menu shows every screen: each page then shows the API's refusal. */
const UNKNOWN_GRANTS: Grants = { known: false, names: new Set() };

/**
 * Every screen of the back office sits under this layout. requireOperator() redirects anonymous
 * visitors to login; each page, route handler and action still checks the session itself.
 * The menu lists only what the operator can read (displayGrants, cached 30 s per session).
 *
 * No loading.tsx sits at this level: a loading boundary starts the response (200) before the
 * pages under it can say their record does not exist. A record page (`<resource>/[id]`) reads
 * its record before anything streams, so an unknown id answers 404 with its not-found page;
 * the screens that want a skeleton have their own loading.tsx, a list beside its record page
 * in a `(list)` group (`roles/(list)/loading.tsx` covers /roles, not /roles/[id]).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const operator = await requireOperator();
  const env = getEnv();
  const grants = await displayGrants(operator).catch((error: unknown) => {
    getLogger().error({ err: error }, "operator grants unavailable for the menu");
    return UNKNOWN_GRANTS;
  });
  const navKeys = visibleNavKeys(env.API_ENV, grants);
  return (
    <AppShell
      operator={{ name: operator.name, email: operator.email, customerName: operator.customerName }}
      navKeys={navKeys}
      // Against an API without a document this is learned: marked once a visit met the 404/405.
      needsExtension={await keysNeedingExtension(navKeys, offers)}
    >
      {children}
      <IdleWarning idleLimitMs={idleLimitMs()} touchIntervalMs={touchIntervalMs()} />
    </AppShell>
  );
}
