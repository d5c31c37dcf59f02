import "server-only";
import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { bareHost, classifyAddress, isLoopbackName } from "@/lib/shared/address-policy";
import { guardedLookup, refusal } from "@/lib/shared/pinned-lookup";
import { checkWebhookUrl, type UrlVerdict } from "@/lib/shared/url-policy";

/**
 * The outgoing chat webhook of a customer's alerts (issue 29, point 7): a Slack-compatible JSON
 * POST the dashboard itself sends, from inside its own network. The URL passes the policy the
 * sandbox's deliveries pass (lib/shared/url-policy.ts when configured; resolve-and-pin,
 * lib/shared/pinned-lookup.ts, when sent), and loopback is refused unless the test setting
 * ALERT_WEBHOOK_ALLOW_LOOPBACK says otherwise.
 *
 * Every message is signed: `x-dashboard-timestamp` (Unix seconds) and `x-dashboard-signature`
 * = "v1=" + lowercase hex HMAC-SHA256, keyed with the customer's signing secret, of
 * `<timestamp>.<exact body bytes>`. A receiver recomputes it and refuses old timestamps.
 */

export const CHAT_TIMESTAMP_HEADER = "x-dashboard-timestamp";
export const CHAT_SIGNATURE_HEADER = "x-dashboard-signature";
/** A chat service that has not answered in 5 s will not; the next attempt may. */
export const CHAT_TIMEOUT_MS = 5_000;

export function signChatMessage(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

const isLoopbackHost = (url: URL) => {
  const host = bareHost(url.hostname);
  return isLoopbackName(host) || (isIP(host) !== 0 && classifyAddress(host) === "loopback");
};

/** The configured-URL check: the shared policy, then loopback only where the test setting allows it. */
export async function checkChatWebhookUrl(raw: string, allowLoopback: boolean): Promise<UrlVerdict> {
  const verdict = await checkWebhookUrl(raw);
  if (verdict.ok && isLoopbackHost(verdict.url) && !allowLoopback)
    return { ok: false, reason: "url points at a loopback address" };
  return verdict;
}

export interface ChatSendResult {
  ok: boolean;
  status: number | null;
  error: string | null;
}

/** One signed POST; redirects are not followed (a 3xx is a failure), the answer's body is not read. */
export function postChatMessage(
  url: URL,
  body: string,
  secret: string,
  options: { allowLoopback: boolean; timeoutMs?: number; now?: () => number },
): Promise<ChatSendResult> {
  const refused = refusal(url) ?? (isLoopbackHost(url) && !options.allowLoopback ? "loopback refused" : undefined);
  if (refused) return Promise.resolve({ ok: false, status: null, error: refused });
  const timestamp = Math.floor((options.now?.() ?? Date.now()) / 1000);
  const payload = Buffer.from(body, "utf8");
  const isHttps = url.protocol === "https:";
  return new Promise((resolve) => {
    const request = (isHttps ? https : http).request(
      url,
      {
        method: "POST",
        lookup: guardedLookup,
        timeout: options.timeoutMs ?? CHAT_TIMEOUT_MS,
        headers: {
          "content-type": "application/json",
          "content-length": payload.length,
          "user-agent": "ramp-dashboard-alerts/1",
          [CHAT_TIMESTAMP_HEADER]: String(timestamp),
          [CHAT_SIGNATURE_HEADER]: signChatMessage(secret, timestamp, body),
        },
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? null;
        resolve({ ok: status !== null && status >= 200 && status < 300, status, error: null });
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) => resolve({ ok: false, status: null, error: error.message }));
    request.end(payload);
  });
}
