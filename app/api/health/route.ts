/** Liveness: the process answers. Touches neither the store nor the API (that is /api/ready). */
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
