import { context, SpanKind, trace } from "@opentelemetry/api";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";
import { afterEach, describe, expect, it } from "vitest";
import { queryRedactingExporter } from "./redact";

/**
 * Spans shaped as Next makes them (a request with its path and query, a render's fetch of the API
 * with its filters) go through the redacting exporter to an in-memory one: what arrives has no
 * query anywhere, and everything else (ids, parent, other attributes, status) as it was.
 */

let exporter: InMemorySpanExporter;
let provider: BasicTracerProvider;

function tracer() {
  exporter = new InMemorySpanExporter();
  provider = new BasicTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(queryRedactingExporter(exporter))],
  });
  return provider.getTracer("test");
}

afterEach(async () => {
  await provider?.shutdown();
});

describe("spans leave without their query strings", () => {
  it("strips the query of a request's target, a fetch's name and URL, and drops url.query", async () => {
    const t = tracer();
    const request = t.startSpan("GET", {
      kind: SpanKind.SERVER,
      attributes: {
        "http.target": "/audit?operator=ops%40example.com&limit=50",
        "http.method": "GET",
        "next.span_name": "GET /audit?operator=ops%40example.com",
      },
    });
    const fetch = t.startSpan(
      "fetch GET http://api.example/api/v2/accounts?accountNumber=0012345678&page=1",
      {
        kind: SpanKind.CLIENT,
        attributes: {
          "http.url": "http://api.example/api/v2/accounts?accountNumber=0012345678&page=1",
          "url.full": "http://api.example/api/v2/accounts?accountNumber=0012345678",
          "url.query": "accountNumber=0012345678",
          "http.status_code": 200,
        },
      },
      trace.setSpan(context.active(), request),
    );
    fetch.end();
    request.end();

    const [sentFetch, sentRequest] = exporter.getFinishedSpans();
    expect(sentRequest?.attributes).toEqual({
      "http.target": "/audit",
      "http.method": "GET",
      "next.span_name": "GET /audit",
    });
    expect(sentFetch?.name).toBe("fetch GET http://api.example/api/v2/accounts");
    expect(sentFetch?.attributes).toEqual({
      "http.url": "http://api.example/api/v2/accounts",
      "url.full": "http://api.example/api/v2/accounts",
      "http.status_code": 200,
    });
    // Still the same spans of the same trace, the fetch under the request.
    expect(sentFetch?.spanContext()).toEqual(fetch.spanContext());
    expect(sentFetch?.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(sentFetch?.kind).toBe(SpanKind.CLIENT);
    expect(JSON.stringify(exporter.getFinishedSpans().map((s) => [s.name, s.attributes]))).not.toMatch(
      /0012345678|example\.com|\?/,
    );
  });

  it("hands on a span that names no query as it is", async () => {
    const t = tracer();
    const span = t.startSpan("API GET /api/v2/accounts", {
      attributes: { "url.template": "/api/v2/accounts", "http.response.status_code": 200 },
    });
    span.end();
    const [sent] = exporter.getFinishedSpans();
    expect(sent).toBe(span);
    expect(sent?.name).toBe("API GET /api/v2/accounts");
    expect(sent?.attributes).toEqual({ "url.template": "/api/v2/accounts", "http.response.status_code": 200 });
  });
});
