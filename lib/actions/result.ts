/** The result shapes live with the pipeline (lib/pipeline/result.ts); re-exported for older imports. */
export { type ActionError, type ActionResult, actionFail, actionOk } from "@/lib/pipeline/result";
