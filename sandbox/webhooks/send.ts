import http from "node:http";
import https from "node:https";
import { SIGNATURE_HEADER } from "@/lib/contract/signature";
import { guardedLookup, refusal } from "@/lib/shared/pinned-lookup";

/** Spec: the receiver must answer 2xx within 5 seconds. Never scaled. */
export const DELIVERY_TIMEOUT_MS = 5_000;
/** Enough of a response body to drain; the rest is not read (the status has already decided). */
const MAX_RESPONSE_BYTES = 64 * 1024;

export interface SendResult {
  ok: boolean;
  status: number | null;
  error: string | null;
  durationMs: number;
}

// Keep-alive pools: a busy receiver gets reused connections instead of a handshake per event.
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/**
 * POSTs one signed body. Redirects are never followed (node:http does not
 * follow them): a 3xx is a failure like any other non-2xx answer.
 */
export function sendDelivery(
  url: URL,
  body: string,
  signature: string,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<SendResult> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): SendResult => ({
    ok: status !== null && status >= 200 && status < 300 && error === null,
    status,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  const refused = refusal(url);
  if (refused) return Promise.resolve(done(null, refused));
  const payload = Buffer.from(body, "utf8");
  const isHttps = url.protocol === "https:";
  return new Promise((resolve) => {
    // One plain timer for the whole exchange (connect, send, answer). AbortSignal.timeout cost
    // ~20 µs and a 5-second-lived timer object per delivery, at hundreds a second.
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (result: SendResult) => {
      clearTimeout(timer);
      resolve(result);
    };
    const request = (isHttps ? https : http).request(
      url,
      {
        method: "POST",
        agent: isHttps ? agents.https : agents.http,
        lookup: guardedLookup,
        headers: {
          "content-type": "application/json",
          "content-length": payload.length,
          "user-agent": "ramp-sandbox-webhooks/2.0",
          [SIGNATURE_HEADER]: signature,
        },
      },
      (response) => {
        let received = 0;
        let truncated = false;
        response.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_RESPONSE_BYTES) {
            truncated = true;
            response.destroy();
          }
        });
        // close follows end, an abort or an error; only a complete answer counts.
        response.on("close", () => {
          const status = response.statusCode ?? null;
          finish(
            done(status, response.complete || truncated ? null : explain(new Error("answer interrupted"), timedOut)),
          );
        });
        response.on("error", (err) => finish(done(response.statusCode ?? null, explain(err, timedOut))));
      },
    );
    timer = setTimeout(() => {
      timedOut = true;
      request.destroy(new Error("timeout"));
    }, timeoutMs);
    request.on("error", (err) => finish(done(null, explain(err, timedOut))));
    request.end(payload);
  });
}

function explain(err: Error, timedOut: boolean): string {
  if (timedOut) return `timeout: no complete answer within ${DELIVERY_TIMEOUT_MS} ms`;
  const code = (err as NodeJS.ErrnoException).code;
  return code && !err.message.includes(code) ? `${code}: ${err.message}` : err.message;
}
