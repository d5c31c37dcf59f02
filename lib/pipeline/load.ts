import "server-only";
import { getLogger } from "@/lib/log/logger";
import { isApiErrorLike, toActionError } from "./error-mapper";
import type { ActionResult } from "./result";
import { isNextControlFlow } from "./stages";

/**
 * Page reads in the same result shape as actions, so a page renders its failure (outage,
 * forbidden) instead of throwing into the generic error boundary, which would hide a 403
 * behind "something went wrong".
 */
export async function load<T>(read: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (err) {
    if (isNextControlFlow(err)) throw err;
    if (!isApiErrorLike(err)) getLogger().error({ err }, "page read failed");
    return { ok: false, error: toActionError(err) };
  }
}

/**
 * The read met a route the API lacks (a 404/405 on an extension's path, whatever the body;
 * lib/transport/transport.ts): the page shows what it shows without the extension, which the
 * capabilities have just learned, instead of a failure.
 */
export function notOffered(result: ActionResult<unknown>): boolean {
  return !result.ok && result.error.code === "DASHBOARD.NOT_OFFERED";
}
