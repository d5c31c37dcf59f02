import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for an OpenTelemetry collector: OTLP/HTTP on a loopback port, keeping every export
 * a dashboard sends to /v1/traces. The dashboard's exporter (lib/tracing/setup.ts) sends JSON;
 * anything else is counted as refused (answered 415), so a change of encoding fails the test
 * that reads the spans instead of leaving it waiting for spans that never parse.
 */

export interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
export interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's numbering: 1 internal, 2 server, 3 client. */
  kind?: number;
  attributes?: OtlpAttribute[];
}
interface OtlpExport {
  resourceSpans?: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}

export const OTLP_KIND = { internal: 1, server: 2, client: 3 } as const;

export interface OtlpReceiver {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT is set to (the exporter appends /v1/traces). */
  endpoint: string;
  spans(): OtlpSpan[];
  /** Every export's body as received, for a search of the whole text. */
  bodies(): string[];
  /** Exports not in JSON (or not to /v1/traces). */
  refused(): number;
  close(): Promise<void>;
}

/** An attribute's value as a string or a number (undefined when the span does not have it). */
export function attributeOf(span: OtlpSpan, key: string): string | number | undefined {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  if (!value) return undefined;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.doubleValue ?? (value.boolValue === undefined ? undefined : String(value.boolValue));
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const bodies: string[] = [];
  const spans: OtlpSpan[] = [];
  let refused = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      if (req.url !== "/v1/traces" || !req.headers["content-type"]?.includes("json")) {
        refused += 1;
        res.writeHead(415).end();
        return;
      }
      bodies.push(body);
      const parsed = JSON.parse(body) as OtlpExport;
      for (const resource of parsed.resourceSpans ?? [])
        for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []));
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans: () => [...spans],
    bodies: () => [...bodies],
    refused: () => refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
