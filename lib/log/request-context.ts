import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The request a log line is written for: the access log (./access-log.ts) enters it when the
 * Node server starts a request, so everything that request runs, pages, actions, route handlers
 * and what they call, logs with its request id (./logger.ts adds it to every line).
 */
export interface RequestContext {
  requestId: string;
}

const KEY = Symbol.for("ramp-dashboard.log.request-context");
type Holder = typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> };

/** One store per process: Next loads this module in several bundles. */
function storage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new AsyncLocalStorage<RequestContext>();
  return holder[KEY];
}

export function currentRequestId(): string | undefined {
  return storage().getStore()?.requestId;
}

/** From here on, in this execution and what it starts, lines carry this request id. */
export function enterRequest(context: RequestContext): void {
  storage().enterWith(context);
}

/** Runs `work` as part of one request (tests; code that starts its own). */
export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage().run(context, work);
}
