import { redirect } from "next/navigation";
import { ErrorState } from "@/components/states/error-state";
import { ForbiddenState } from "@/components/states/forbidden-state";
import type { ActionError } from "@/lib/actions/result";

/** What a page shows when its read failed: 403 → Forbidden, 401 → sign-in, anything else → retry. */
export function LoadFailure({ error }: { error: ActionError }) {
  if (error.kind === "unauthorized") redirect("/login");
  if (error.kind === "forbidden") return <ForbiddenState />;
  const outage = error.kind === "network" || error.kind === "timeout" || error.kind === "server";
  return <ErrorState kind={outage ? "outage" : "generic"} requestId={error.requestId} />;
}
