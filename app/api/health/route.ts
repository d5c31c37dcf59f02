import { publicRoute } from "@/lib/pipeline/route";

/** Liveness: the process answers. Touches neither the store nor the API (that is /api/ready). */
export const dynamic = "force-dynamic";

export const GET = publicRoute(() => Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } }));
