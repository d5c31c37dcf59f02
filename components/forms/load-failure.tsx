import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ErrorState } from "@/components/states/error-state";
import { ForbiddenState } from "@/components/states/forbidden-state";
import { loginUrl } from "@/lib/auth/session";
import type { ActionError } from "@/lib/pipeline/result";

/**
 * What a page shows when its read failed: 403 → Forbidden, a session that ended → sign-in
 * (coming back to `path`), a missing route → misconfigured or not offered, anything else → an error state with retry and the request id.
 */
export async function LoadFailure({ error, path = "/" }: { error: ActionError; path?: string }) {
  if (error.kind === "unauthorized") redirect(loginUrl(path, "expired"));
  if (error.kind === "forbidden") return <ForbiddenState />;
  // A route judged by status alone (lib/transport/transport.ts): neither is "not found" nor an outage.
  if (error.code === "DASHBOARD.API_MISCONFIGURED" || error.code === "DASHBOARD.NOT_OFFERED") {
    const t = await getTranslations("errors");
    const key = error.code === "DASHBOARD.API_MISCONFIGURED" ? "misconfigured" : "notOffered";
    return (
      <ErrorState kind="generic" title={t(`${key}.title`)} message={t(`${key}.body`)} requestId={error.requestId} />
    );
  }
  if (error.kind === "not_found") notFound();
  // The API answered, in a shape the dashboard cannot read: not an outage (lib/transport/transport.ts).
  if (error.code === "DASHBOARD.UNREADABLE_ANSWER") {
    const t = await getTranslations("errors");
    return (
      <ErrorState
        kind="generic"
        title={t("unreadable.title")}
        message={t("unreadable.body")}
        requestId={error.requestId}
      />
    );
  }
  const outage = error.kind === "network" || error.kind === "timeout" || error.kind === "server";
  return <ErrorState kind={outage ? "outage" : "generic"} requestId={error.requestId} />;
}
