import type { IncomingMessage, ServerResponse } from "node:http";
import { DIRECT_ROUTES_KEY } from "./direct-routes-key.mjs";

/**
 * Routes the dashboard's Node server answers itself, before Next's router sees
 * the request (scripts/dashboard-server.mjs, in production and in `npm run dev`).
 *
 * Why: Next's per-request work (route resolution, a Web Request and Response per
 * call, async-context bookkeeping) costs about 2 ms of CPU whatever the handler
 * does. For the webhook receiver, which takes hundreds of machine deliveries a
 * second and renders nothing, that was most of its cost: through the App Router it
 * managed 320-400 deliveries/s, as a direct route 525-850/s (bench/webhooks). So the
 * receiver is a direct route and only that: there is no App Router route at its
 * path. A direct route does everything itself (validation, answer headers).
 *
 * How: instrumentation.ts registers the routes when Next starts the app, and the
 * server script does not listen until they are registered, so no request can
 * reach a process that lacks them. The table is reached through globalThis,
 * under DIRECT_ROUTES_KEY, because the server script is plain JavaScript outside
 * Next's bundle; both sides import that key from ./direct-routes-key.mjs.
 */
export type DirectHandler = (request: IncomingMessage, response: ServerResponse) => void;

export { DIRECT_ROUTES_KEY };

type Answerer = (request: IncomingMessage, response: ServerResponse) => boolean;
type GlobalWithRoutes = typeof globalThis & { [DIRECT_ROUTES_KEY]?: Answerer };

const routes = new Map<string, DirectHandler>();
/** Routes with one path segment after a fixed prefix (the receiver's key), as `METHOD prefix/`. */
const segmentRoutes = new Map<string, DirectHandler>();
const keyOf = (method: string, pathname: string) => `${method.toUpperCase()} ${pathname}`;

/**
 * Serves `method pathname` (exactly; any query string is ignored) with the handler.
 * A pathname ending in "/:segment" serves every path with exactly one non-empty
 * segment in its place (the handler reads it from request.url).
 */
export function registerDirectRoute(method: string, pathname: string, handler: DirectHandler): void {
  if (pathname.endsWith("/:segment")) segmentRoutes.set(keyOf(method, pathname.slice(0, -":segment".length)), handler);
  else routes.set(keyOf(method, pathname), handler);
}

function segmentHandler(method: string, pathname: string): DirectHandler | undefined {
  const slash = pathname.lastIndexOf("/");
  if (slash === -1 || slash === pathname.length - 1) return undefined;
  return segmentRoutes.get(keyOf(method, pathname.slice(0, slash + 1)));
}

/** Answers the request if a direct route matches and says so; false leaves it to Next. */
export function answerDirectly(request: IncomingMessage, response: ServerResponse): boolean {
  if ((routes.size === 0 && segmentRoutes.size === 0) || !request.url || !request.method) return false;
  const query = request.url.indexOf("?");
  const pathname = query === -1 ? request.url : request.url.slice(0, query);
  const handler = routes.get(keyOf(request.method, pathname)) ?? segmentHandler(request.method, pathname);
  if (!handler) return false;
  handler(request, response);
  return true;
}

/** The last path segment of a request URL (the part a "/:segment" route matched). */
export function lastSegment(url: string | undefined): string {
  const path = (url ?? "").split("?")[0] ?? "";
  return decodeURIComponent(path.slice(path.lastIndexOf("/") + 1));
}

/** Hands answerDirectly to the server script (idempotent). */
export function exposeDirectRoutes(): void {
  (globalThis as GlobalWithRoutes)[DIRECT_ROUTES_KEY] = answerDirectly;
}

/** Tests start from an empty table. */
export function clearDirectRoutesForTests(): void {
  routes.clear();
  segmentRoutes.clear();
  delete (globalThis as GlobalWithRoutes)[DIRECT_ROUTES_KEY];
}
