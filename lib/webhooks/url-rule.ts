/**
 * Which receiver URLs the dashboard lets an operator configure. Client-safe:
 * the settings form checks as you type, the server action checks again.
 * HTTPS always; plain HTTP only for a loopback receiver, and loopback only
 * against a sandbox (a production service cannot reach this machine's loopback).
 */
export type UrlProblem = "invalid" | "https" | "loopbackProduction";

const LOOPBACK_V4 = /^127(?:\.\d{1,3}){3}$/;

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || LOOPBACK_V4.test(host);
}

export function receiverUrlProblem(raw: string, apiEnv: "sandbox" | "production"): UrlProblem | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return "invalid";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "https";
  if (url.username || url.password) return "invalid";
  const loopback = isLoopbackHost(url.hostname);
  if (loopback && apiEnv !== "sandbox") return "loopbackProduction";
  if (url.protocol === "http:" && !loopback) return "https";
  return undefined;
}

/** The path under which each customer's receiver lives: RECEIVER_PATH/<key> (lib/webhooks/receivers.ts). */
export const RECEIVER_PATH = "/api/webhooks/receive";
