import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { queryRedactingExporter } from "./redact";

/**
 * Traces over OTLP/HTTP (JSON) to a collector: installed by instrumentation.ts only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set; without it nothing is installed and every span is the API's
 * no-op. Registered as the process's global tracer provider, so Next's own spans (a page load, a
 * server action) and ours (./span.ts: the route stage, API calls, store queries, webhook receipts)
 * form one trace. Next's spans name URLs with their query strings: those leave without them (./redact.ts).
 */
export interface Tracing {
  /** Sends what is buffered (tests; shutdown). */
  forceFlush(): Promise<void>;
  shutdown(): Promise<void>;
}

export function startTracing(options: { endpoint: string; serviceName: string }): Tracing {
  const exporter = new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, "")}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(queryRedactingExporter(exporter))],
  });
  provider.register();
  return { forceFlush: () => provider.forceFlush(), shutdown: () => provider.shutdown() };
}
