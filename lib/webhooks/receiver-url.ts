import "server-only";
import { headers } from "next/headers";
import { getEnv } from "@/lib/env";
import { RECEIVER_PATH } from "./url-rule";

/**
 * This dashboard's receiver URL, as the API must call it: from NEXTAUTH_URL
 * (the public address the operator configured), else from the request's own
 * origin. In the sandbox that is loopback http, which the sandbox accepts.
 */
export async function ownReceiverUrl(): Promise<string> {
  const configured = getEnv().NEXTAUTH_URL;
  if (configured) return new URL(RECEIVER_PATH, configured).toString();
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "127.0.0.1:3000";
  const proto = h.get("x-forwarded-proto") ?? "http";
  return new URL(RECEIVER_PATH, `${proto}://${host}`).toString();
}
