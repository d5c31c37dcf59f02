/**
 * The route template a request's path answers to, for the `route` label: `/api/approvals/[id]/approve`,
 * never the id itself (nor the receiver's URL key). One entry per app/**\/route.ts
 * (lib/metrics/route-template.test.ts fails when a route is missing here); any other path is
 * "other", so the label's values stay a closed set.
 */
export const ROUTE_TEMPLATES = [
  "/api/approvals/[id]/approve",
  "/api/approvals/stream",
  "/api/approvals/summary",
  "/api/audit/export",
  "/api/auth/[...nextauth]",
  "/api/health",
  "/api/metrics",
  "/api/notifications",
  "/api/notifications/stream",
  "/api/payouts",
  "/api/payouts/attention",
  "/api/payouts/counts",
  "/api/payouts/export",
  "/api/payouts/lifecycle",
  "/api/payouts/lifecycle/[id]",
  "/api/payouts/search",
  "/api/payouts/sync",
  "/api/payouts/work",
  "/api/payouts/work/detail",
  "/api/payouts/work/stream",
  "/api/ramps",
  "/api/ready",
  "/api/session/keepalive",
  "/api/session/status",
  "/api/webhooks/config",
  "/api/webhooks/deliveries",
  "/api/webhooks/events",
  "/api/webhooks/receive/[key]",
  "/api/webhooks/stream",
] as const;

const matchers = ROUTE_TEMPLATES.map((template) => {
  const pattern = template
    .split("/")
    .map((segment) => {
      if (segment.startsWith("[...")) return ".+";
      if (segment.startsWith("[")) return "[^/]+";
      return segment.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&");
    })
    .join("/");
  // A static template wins over a dynamic one (Next's own rule): tried first below.
  const dynamic = template.includes("[");
  return { template, dynamic, pattern: new RegExp(`^${pattern}/?$`) };
}).sort((a, b) => Number(a.dynamic) - Number(b.dynamic));

export function routeTemplateOf(pathname: string): string {
  return matchers.find((m) => m.pattern.test(pathname))?.template ?? "other";
}
