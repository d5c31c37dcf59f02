import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Routes the dashboard's Node server answers itself, before Next's router sees
 * the request (scripts/dashboard-server.mjs). Next's per-request work (route
 * resolution, a Web Request and Response per call, async-context bookkeeping)
 * costs about 2 ms of CPU whatever the handler does; for the webhook receiver,
 * which takes hundreds of machine deliveries a second and renders nothing, that
 * is most of its cost. A direct route must therefore do everything itself
 * (validation, answer headers); the App Router route at the same path stays as
 * the fallback and serves `next dev` and the first requests of a fresh process.
 *
 * The table is reached through globalThis because the server script is plain
 * JavaScript outside Next's bundle: this module (inside the bundle, loaded by
 * instrumentation.ts) puts one function there, `answerDirectly`, and the server
 * calls it for every request.
 */
export type DirectHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** The server script reads this key; keep the two in step. */
export const DIRECT_ROUTES_KEY = Symbol.for("ramp-backoffice.direct-routes");

type Answerer = (request: IncomingMessage, response: ServerResponse) => boolean;
type GlobalWithRoutes = typeof globalThis & { [DIRECT_ROUTES_KEY]?: Answerer };

const routes = new Map<string, DirectHandler>();
const keyOf = (method: string, pathname: string) => `${method.toUpperCase()} ${pathname}`;

/** Serves `method pathname` (exactly; any query string is ignored) with the handler. */
export function registerDirectRoute(method: string, pathname: string, handler: DirectHandler): void {
  routes.set(keyOf(method, pathname), handler);
}

/** Answers the request if a direct route matches and says so; false leaves it to Next. */
export function answerDirectly(request: IncomingMessage, response: ServerResponse): boolean {
  if (routes.size === 0 || !request.url || !request.method) return false;
  const query = request.url.indexOf("?");
  const pathname = query === -1 ? request.url : request.url.slice(0, query);
  const handler = routes.get(keyOf(request.method, pathname));
  if (!handler) return false;
  handler(request, response);
  return true;
}

/** Hands answerDirectly to the server script (idempotent). */
export function exposeDirectRoutes(): void {
  (globalThis as GlobalWithRoutes)[DIRECT_ROUTES_KEY] = answerDirectly;
}

/** Tests start from an empty table. */
export function clearDirectRoutesForTests(): void {
  routes.clear();
  delete (globalThis as GlobalWithRoutes)[DIRECT_ROUTES_KEY];
}
