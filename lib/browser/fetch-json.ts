import { BACKGROUND_REQUEST_HEADER } from "@/lib/auth/background-request";
import { safeCallbackUrl } from "@/lib/security/callback-url";
import { type ApiErrorKind, isApiErrorKind, type RouteErrorBody } from "@/lib/transport/error-kind";

/**
 * The browser's one way to read the dashboard's GET route handlers (TanStack Query functions,
 * polling). Failures become a RouteRequestError with the status and kind the handler answered,
 * which the shared retry policy (components/query-client.ts) and the error states read.
 */

/** What a route handler answered instead of data, or that it could not be reached (status 0). */
export class RouteRequestError extends Error {
  override name = "RouteRequestError";
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/**
 * Where a 401 sends the browser: sign-in, coming back to the page the operator is on (made safe
 * like every callback), with the handler's reason when it gave one ("expired" shows the
 * session-expired message). Only the reason is taken from the answer, never a destination.
 */
export function signInUrl(currentPath: string, handlerLoginUrl?: string): string {
  const params = new URLSearchParams({ callbackUrl: safeCallbackUrl(currentPath) });
  if (reasonOf(handlerLoginUrl) === "expired") params.set("reason", "expired");
  return `/login?${params.toString()}`;
}

function reasonOf(loginUrl: string | undefined): string | null {
  if (!loginUrl) return null;
  try {
    return new URL(loginUrl, "http://dashboard.invalid").searchParams.get("reason");
  } catch {
    return null;
  }
}

function kindFor(status: number, said: unknown): ApiErrorKind {
  if (isApiErrorKind(said)) return said;
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  return "server";
}

/**
 * Window event sent when a read the operator asked for went to the server: it counts as their
 * activity there (the idle timeout), so the idle warning (components/layout/idle-warning.tsx)
 * starts its count again. Background reads do not send it.
 */
export const OPERATOR_REQUEST_EVENT = "dashboard:operator-request";

export type FetchJsonOptions = {
  signal?: AbortSignal;
  /**
   * A read the operator did not ask for (auto-refresh, counts, badges, polls): sent with the
   * background header, so it does not keep the session from going idle.
   */
  background?: boolean;
};

/**
 * GET a route handler's JSON. A 401 means the session ended: the browser goes to sign-in (the
 * error is still thrown, so nothing renders the failed read as data meanwhile). The second
 * argument is the abort signal or the options.
 */
export async function fetchJson<T>(url: string, signalOrOptions?: AbortSignal | FetchJsonOptions): Promise<T> {
  const { signal, background = false }: FetchJsonOptions =
    signalOrOptions instanceof AbortSignal ? { signal: signalOrOptions } : (signalOrOptions ?? {});
  const headers: Record<string, string> = { accept: "application/json" };
  if (background) headers[BACKGROUND_REQUEST_HEADER] = "1";
  else if (typeof window !== "undefined") window.dispatchEvent(new Event(OPERATOR_REQUEST_EVENT));
  let response: Response;
  try {
    response = await fetch(url, { signal, headers, cache: "no-store" });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new RouteRequestError(error instanceof Error ? error.message : "Network error", "network", 0);
  }
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => null)) as Partial<RouteErrorBody> | null;
  const kind = kindFor(response.status, body?.error?.kind);
  if (response.status === 401 && typeof window !== "undefined") {
    window.location.assign(signInUrl(`${window.location.pathname}${window.location.search}`, body?.error?.loginUrl));
  }
  throw new RouteRequestError(
    body?.error?.message || response.statusText || `Request failed with status ${response.status}`,
    kind,
    response.status,
    body?.error?.requestId ?? undefined,
  );
}
