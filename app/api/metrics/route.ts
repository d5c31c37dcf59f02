import { exposition } from "@/lib/observability/exposition";
import { metricsRoute } from "@/lib/pipeline/route";

/**
 * This instance's Prometheus metrics (lib/metrics, lib/observability): the pipeline's metrics
 * variant, served only with METRICS_TOKEN set and to a scraper presenting it as its bearer. Each
 * instance answers for itself: scrape every instance (README, Deployment: metrics).
 */
export const dynamic = "force-dynamic";

export const GET = metricsRoute(exposition);
