import { type Attributes, context, type Span, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";

/**
 * Spans around the dashboard's own work (a request, an API call, a store query group, a webhook
 * receipt). Without a tracer provider (OTEL_EXPORTER_OTLP_ENDPOINT unset, instrumentation.ts)
 * the API's no-op tracer makes these free. Attributes are templates, methods, statuses and
 * outcomes: never a token, a body, an email or an account number.
 */
const TRACER = "ramp-dashboard";

export type SpanKindName = "server" | "client" | "internal";
const KINDS: Record<SpanKindName, SpanKind> = {
  server: SpanKind.SERVER,
  client: SpanKind.CLIENT,
  internal: SpanKind.INTERNAL,
};

/** Runs `work` inside a child span of the current one; the span ends when it settles. */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKindName; attributes?: Attributes },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const tracer = trace.getTracer(TRACER);
  return tracer.startActiveSpan(
    name,
    { kind: KINDS[options.kind ?? "internal"], attributes: options.attributes },
    async (span) => {
      try {
        return await work(span);
      } catch (error) {
        // The error's kind only: its message may quote a value.
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : "error" });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** The current trace's id, for log lines (undefined outside a sampled span). */
export function currentTraceId(): string | undefined {
  const span = trace.getSpan(context.active());
  const ctx = span?.spanContext();
  if (!ctx || !trace.isSpanContextValid(ctx)) return undefined;
  return ctx.traceId;
}
