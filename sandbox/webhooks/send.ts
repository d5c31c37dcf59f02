import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { SIGNATURE_HEADER } from "@/lib/contract/signature";
import { bareHost, classifyAddress, isLoopbackName, isMetadataName } from "./address-policy";

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

class RefusedAddress extends Error {
  code = "EREFUSEDADDRESS";
}

/**
 * Resolves like dns.lookup, then refuses the connection when an address is in
 * a refused range. Checking the address actually connected to (instead of a
 * separate resolution before the request) defeats DNS rebinding. A loopback
 * name must resolve to loopback; any other name must resolve to public addresses.
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  const want = isLoopbackName(hostname.toLowerCase()) ? "loopback" : "public";
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, "", 0);
    const bad = addresses.find((a) => classifyAddress(a.address) !== want);
    if (bad || addresses.length === 0) {
      return callback(new RefusedAddress(`${hostname} resolves to refused address ${bad?.address ?? "(none)"}`), "", 0);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
};

/** The literal-address and host-name rules of the URL policy, applied again right before sending. */
function refusal(url: URL): string | undefined {
  const host = bareHost(url.hostname);
  if (isMetadataName(host)) return "url points at a cloud metadata service";
  if (isIP(host) === 0) return undefined;
  const cls = classifyAddress(host);
  if (cls === "forbidden") return `refused address ${host}`;
  if (cls === "public" && url.protocol !== "https:") return "url must use https";
  return undefined;
}

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
