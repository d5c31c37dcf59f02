import { metrics, secondsSince, statusClassOf } from "@/lib/metrics/registry";
import { routeTemplateOf } from "@/lib/metrics/route-template";
import { inSpan } from "@/lib/tracing/span";

/**
 * The route stage's measure, around every handler lib/pipeline/route.ts makes: one span per
 * request and the HTTP metrics, by route template (never the path's ids or the receiver's key),
 * method and status class. A stream counts its time to the first byte (the handler's answer).
 */
export function measuredRequest(request: Request, handle: () => Promise<Response>): Promise<Response> {
  const route = routeTemplateOf(new URL(request.url).pathname);
  const method = request.method;
  const m = metrics();
  return inSpan(
    `${method} ${route}`,
    { kind: "server", attributes: { "http.request.method": method, "http.route": route } },
    async (span) => {
      const start = performance.now();
      let status = 500;
      try {
        const response = await handle();
        status = response.status;
        span.setAttribute("http.response.status_code", status);
        return response;
      } finally {
        m.httpRequests.inc({ route, method, status_class: statusClassOf(status) });
        m.httpDuration.observe({ route, method }, secondsSince(start));
      }
    },
  );
}
