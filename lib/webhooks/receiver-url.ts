import "server-only";
import { headers } from "next/headers";
import type { CustomerScope } from "@/lib/db/scope";
import { getEnv } from "@/lib/env";
import { receiverKeyFor } from "./receivers";
import { RECEIVER_PATH } from "./url-rule";

/**
 * This customer's receiver URL, as the API must call it: from NEXTAUTH_URL
 * (the public address the operator configured), else from the request's own
 * origin. In the sandbox that is loopback http, which the sandbox accepts.
 */
export async function ownReceiverUrl(scope: CustomerScope): Promise<string> {
  const path = `${RECEIVER_PATH}/${await receiverKeyFor(scope)}`;
  const configured = getEnv().NEXTAUTH_URL;
  if (configured) return new URL(path, configured).toString();
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "127.0.0.1:3000";
  const proto = h.get("x-forwarded-proto") ?? "http";
  return new URL(path, `${proto}://${host}`).toString();
}
