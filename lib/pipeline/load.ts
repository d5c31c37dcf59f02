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
