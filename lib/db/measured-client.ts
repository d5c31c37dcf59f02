import { metrics, secondsSince } from "@/lib/metrics/registry";
import { inSpan } from "@/lib/tracing/span";

/**
 * The store's query timing: every statement sent through a client's query() is timed into
 * ramp_dashboard_store_query_duration_seconds and traced as a span, grouped by the table it
 * reads or writes first (the group of lib/db/queries functions about that table). The group is
 * an identifier of our own SQL text, never a parameter (values travel apart from the text); no
 * SQL text or parameter is kept.
 */
const FIRST_TABLE = /\b(?:from|into|update|join)\s+"?([a-z_][a-z0-9_]{0,62})"?[\s;)]/i;

export function queryGroupOf(text: string): string {
  const table = FIRST_TABLE.exec(`${text} `)?.[1]?.toLowerCase();
  return table ?? "other";
}

type QueryFn = (...args: never[]) => Promise<unknown>;

/** Replaces `target.query` by a timed one; the text is its first argument (a string or { text }). */
export function measureQueries(target: { query: QueryFn }): void {
  const original = target.query.bind(target) as (...args: unknown[]) => Promise<unknown>;
  const measured = (...args: unknown[]) => {
    const [first] = args;
    const text = typeof first === "string" ? first : ((first as { text?: unknown } | undefined)?.text ?? "");
    const group = queryGroupOf(typeof text === "string" ? text : "");
    return inSpan(
      `store ${group}`,
      { attributes: { "db.system.name": "postgresql", "db.collection.name": group } },
      async () => {
        const start = performance.now();
        try {
          return await original(...args);
        } finally {
          metrics().storeQueryDuration.observe({ group }, secondsSince(start));
        }
      },
    );
  };
  (target as { query: unknown }).query = measured;
}
