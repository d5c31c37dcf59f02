import { errorStatus } from "@/components/query-client";

export type ErrorKind = "outage" | "forbidden" | "generic";

/**
 * Classifies what a screen threw, so a down API reads as an outage rather than "something
 * went wrong" (or, worse, an empty table). Server errors reach the browser masked in
 * production (only a digest), so this mostly helps with client-side fetch errors.
 */
export function classifyError(error: unknown): ErrorKind {
  const status = errorStatus(error);
  if (status === 403) return "forbidden";
  if (status !== undefined && (status >= 500 || status === 408)) return "outage";
  if (typeof error === "object" && error !== null) {
    const { name, message, kind } = error as { name?: unknown; message?: unknown; kind?: unknown };
    if (kind === "network" || kind === "timeout") return "outage";
    if (name === "AbortError" || name === "TimeoutError") return "outage";
    // Browsers report an unreachable server as a TypeError from fetch ("Failed to fetch", "fetch failed").
    if (name === "TypeError" && typeof message === "string" && /fetch|network/i.test(message)) return "outage";
  }
  return "generic";
}

/** A request id to quote: the API's (when the fetcher attached one), else Next's server-error digest. */
export function errorReference(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { requestId, digest } = error as { requestId?: unknown; digest?: unknown };
  if (typeof requestId === "string" && requestId !== "") return requestId;
  if (typeof digest === "string" && digest !== "") return digest;
  return undefined;
}
