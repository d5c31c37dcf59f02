import "server-only";

/**
 * One HTTP request to the API with fetch (Node's undici), which keeps connections alive on its
 * own and follows the server's `Keep-Alive: timeout` hint.
 *
 * A kept-alive connection the server closed just as the request went out fails as "other side
 * closed" (or a reset) with nothing read: a GET is then sent once more, on a new connection (GET is
 * safe to repeat); other methods report a network error, since the API may have acted on them.
 */
export interface ApiFetch {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
  /** The whole exchange, connection to last byte. */
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface ApiAnswer {
  status: number;
  text: string;
}

/** Why no answer came: the caller maps it to ApiError kinds. */
export class ApiFetchFailure extends Error {
  override name = "ApiFetchFailure";
  constructor(
    readonly reason: "timeout" | "aborted" | "network",
    options?: { cause?: unknown },
  ) {
    super(`API exchange failed: ${reason}`, options);
  }
}

/** undici's and the system's codes for a connection that ended under the request. */
const DROPPED = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);

function dropped(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error && DROPPED.has((cause as NodeJS.ErrnoException).code ?? "");
}

async function attempt(ex: ApiFetch, signal: AbortSignal): Promise<ApiAnswer> {
  const response = await fetch(ex.url, {
    method: ex.method,
    headers: ex.headers,
    body: ex.body,
    signal,
    // Every answer is the operator's own data: never Next's data cache.
    cache: "no-store",
  });
  return { status: response.status, text: await response.text() };
}

export async function fetchApi(ex: ApiFetch): Promise<ApiAnswer> {
  const timeout = AbortSignal.timeout(ex.timeoutMs);
  const signal = ex.signal ? AbortSignal.any([ex.signal, timeout]) : timeout;
  const failure = (cause: unknown) => {
    if (timeout.aborted) return new ApiFetchFailure("timeout", { cause });
    if (ex.signal?.aborted) return new ApiFetchFailure("aborted", { cause: ex.signal.reason });
    return new ApiFetchFailure("network", { cause });
  };
  if (ex.signal?.aborted) throw failure(undefined);
  try {
    return await attempt(ex, signal);
  } catch (first) {
    if (signal.aborted || ex.method !== "GET" || !dropped(first)) throw failure(first);
  }
  try {
    return await attempt(ex, signal);
  } catch (second) {
    throw failure(second);
  }
}
