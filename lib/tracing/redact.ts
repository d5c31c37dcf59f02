import type { Attributes } from "@opentelemetry/api";
import type { ReadableSpan, SpanExporter } from "@opentelemetry/sdk-trace-node";

/**
 * Next's own spans join ours in one trace (lib/tracing/setup.ts), and they name URLs with their
 * query strings: the request's `http.target` is the page's path and query (/audit?operator=<an
 * email>), a render's fetch span carries the API's URL with its filters in its name and `http.url`.
 * Ours never do (route and endpoint templates only). So every span leaves without the query of
 * those names and values: a filter an operator typed never reaches a collector.
 */
const URL_VALUED = new Set(["http.target", "http.url", "url.full", "next.span_name"]);
const DROPPED = new Set(["url.query"]);
/** A query string: from "?" to the next blank (a span name may go on after a URL). */
const QUERY = /\?\S*/g;

const withoutQuery = (text: string): string => text.replace(QUERY, "");

/** The span as it may leave: the same object when it names no query. */
export function withoutQueries(span: ReadableSpan): ReadableSpan {
  const keys = Object.keys(span.attributes);
  const touched = keys.some(
    (key) => DROPPED.has(key) || (URL_VALUED.has(key) && String(span.attributes[key]).includes("?")),
  );
  if (!touched && !span.name.includes("?")) return span;
  const attributes: Attributes = {};
  for (const key of keys) {
    if (DROPPED.has(key)) continue;
    const value = span.attributes[key];
    attributes[key] = URL_VALUED.has(key) && typeof value === "string" ? withoutQuery(value) : value;
  }
  return {
    name: withoutQuery(span.name),
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    status: span.status,
    attributes,
    links: span.links,
    events: span.events,
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

/** An exporter that hands `inner` every span without its queries. */
export function queryRedactingExporter(inner: SpanExporter): SpanExporter {
  return {
    export: (spans, done) => inner.export(spans.map(withoutQueries), done),
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}
