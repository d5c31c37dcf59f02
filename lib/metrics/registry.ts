import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

/**
 * The dashboard's Prometheus metrics: one registry per process (each instance serves its own at
 * GET /api/metrics), one prefix, and a closed set of values for every label. No label ever holds
 * an operator, an email, a record's id, a URL key or a token: routes and API endpoints are
 * counted by template (./route-template.ts, lib/transport/endpoint-template.ts), outcomes by the
 * words listed here. This module imports nothing of the app, so every layer may count.
 */

export const METRIC_PREFIX = "ramp_dashboard_";

/** A process-wide singleton: Next may load this module more than once (route bundles, instrumentation). */
const KEY = Symbol.for("ramp-dashboard.metrics.registry");
type Holder = typeof globalThis & { [KEY]?: Metrics };

const SECONDS_FAST = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SECONDS_SLOW = [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900];

export const SIGN_IN_OUTCOMES = [
  "success",
  "wrong_password",
  "locked",
  "rate_limited",
  "second_factor_failed",
  "unavailable",
] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

export const STEP_UP_OUTCOMES = ["success", "failure"] as const;
export type StepUpOutcome = (typeof STEP_UP_OUTCOMES)[number];

export const DELIVERY_OUTCOMES = [
  "stored",
  "duplicate",
  "bad_signature",
  "unknown_receiver",
  "too_large",
  "malformed",
  "unavailable",
] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

export const CHANGE_OUTCOMES = ["executed", "failed", "stale", "expired"] as const;
export type ChangeOutcome = (typeof CHANGE_OUTCOMES)[number];

export const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx", "none"] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export const TOKEN_REFRESH_OUTCOMES = ["success", "refused", "failed"] as const;

export function statusClassOf(status: number): StatusClass {
  if (status >= 100 && status < 600) return `${Math.floor(status / 100)}xx` as StatusClass;
  return "none";
}

function build() {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  // Gauges the library names *_total, which Prometheus keeps for counters (promtool refuses
  // them); the same figures are the sum of their per-type siblings (nodejs_active_handles…).
  for (const name of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"])
    registry.removeSingleMetric(`${METRIC_PREFIX}${name}`);
  const m = {
    registry,
    httpRequests: new Counter({
      name: `${METRIC_PREFIX}http_requests_total`,
      help: "Requests answered by the dashboard's route handlers, by route template, method and status class.",
      labelNames: ["route", "method", "status_class"] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: "Time a route handler took to answer (to the first byte of a stream), by route template and method.",
      labelNames: ["route", "method"] as const,
      buckets: SECONDS_FAST,
      registers,
    }),
    apiRequests: new Counter({
      name: `${METRIC_PREFIX}api_requests_total`,
      help: "Calls to the Ramp and Payout API, by endpoint template, method and status class (none: no answer).",
      labelNames: ["endpoint", "method", "status_class"] as const,
      registers,
    }),
    apiDuration: new Histogram({
      name: `${METRIC_PREFIX}api_request_duration_seconds`,
      help: "Time of one call to the API, connection to last byte, by endpoint template and method.",
      labelNames: ["endpoint", "method"] as const,
      buckets: SECONDS_FAST,
      registers,
    }),
    apiTimeouts: new Counter({
      name: `${METRIC_PREFIX}api_timeouts_total`,
      help: "Calls to the API that got no answer within API_TIMEOUT_MS, by endpoint template.",
      labelNames: ["endpoint"] as const,
      registers,
    }),
    tokenRefreshes: new Counter({
      name: `${METRIC_PREFIX}api_token_refreshes_total`,
      help: "Access-token refreshes asked of the API, by outcome (refused: the session ended).",
      labelNames: ["outcome"] as const,
      registers,
    }),
    webhookDeliveries: new Counter({
      name: `${METRIC_PREFIX}webhook_deliveries_total`,
      help: "Webhook deliveries received, by outcome.",
      labelNames: ["outcome"] as const,
      registers,
    }),
    webhookLag: new Histogram({
      name: `${METRIC_PREFIX}webhook_delivery_lag_seconds`,
      help: "Time from a stored delivery's envelope timestamp (updatedAt) to its storing.",
      buckets: SECONDS_SLOW,
      registers,
    }),
    changeOutcomes: new Counter({
      name: `${METRIC_PREFIX}change_requests_finished_total`,
      help: "Change requests (four eyes) that ended, by outcome: executed, failed, stale (the record changed), expired.",
      labelNames: ["outcome"] as const,
      registers,
    }),
    changesHeld: new Counter({
      name: `${METRIC_PREFIX}change_requests_submitted_total`,
      help: "Changes held for approval, by operation.",
      labelNames: ["operation"] as const,
      registers,
    }),
    signIns: new Counter({
      name: `${METRIC_PREFIX}sign_ins_total`,
      help: "Sign-in attempts by outcome (unavailable: the API or the store could not answer).",
      labelNames: ["outcome"] as const,
      registers,
    }),
    stepUps: new Counter({
      name: `${METRIC_PREFIX}step_ups_total`,
      help: "Step-up proofs (confirm it's you) by outcome.",
      labelNames: ["outcome"] as const,
      registers,
    }),
    storeQueryDuration: new Histogram({
      name: `${METRIC_PREFIX}store_query_duration_seconds`,
      help: "Time of the dashboard store's queries, by query group (the lib/db/queries module).",
      labelNames: ["group"] as const,
      buckets: SECONDS_FAST,
      registers,
    }),
  };
  // Every outcome starts at 0, so a rate over a counter that has not moved yet is 0, not absent.
  for (const outcome of SIGN_IN_OUTCOMES) m.signIns.inc({ outcome }, 0);
  for (const outcome of STEP_UP_OUTCOMES) m.stepUps.inc({ outcome }, 0);
  for (const outcome of DELIVERY_OUTCOMES) m.webhookDeliveries.inc({ outcome }, 0);
  for (const outcome of CHANGE_OUTCOMES) m.changeOutcomes.inc({ outcome }, 0);
  for (const outcome of TOKEN_REFRESH_OUTCOMES) m.tokenRefreshes.inc({ outcome }, 0);
  return m;
}

export type Metrics = ReturnType<typeof build>;

/** This process's metrics (made on first use). */
export function metrics(): Metrics {
  const holder = globalThis as Holder;
  holder[KEY] ??= build();
  return holder[KEY];
}

/** Seconds since a performance.now() reading, for a histogram. */
export const secondsSince = (start: number) => (performance.now() - start) / 1000;
