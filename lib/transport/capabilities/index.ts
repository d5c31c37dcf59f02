import "server-only";
import { type Extension, parseExtensionSetting } from "@/lib/contract/extensions";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";
import { fetchApi } from "../fetch-api";
import { CapabilityDiscovery, type WhenOffered } from "./discovery";

export type { Extension } from "@/lib/contract/extensions";
export type { CapabilityAnswer, WhenOffered } from "./discovery";

/** Where the sandbox serves its document; a real API serving one at the same place is read too. */
export const OPENAPI_DOCUMENT_PATH = "/api/v2/openapi.json";

/** The document without a token: it describes the API, not an operator's data. */
async function readDocument(): Promise<unknown> {
  const env = getEnv();
  const res = await fetchApi({
    method: "GET",
    url: new URL(`${env.API_BASE_URL}${OPENAPI_DOCUMENT_PATH}`),
    headers: { accept: "application/json" },
    timeoutMs: env.API_TIMEOUT_MS,
  });
  if (res.status !== 200) return undefined;
  try {
    return JSON.parse(res.text);
  } catch {
    getLogger().warn({ path: OPENAPI_DOCUMENT_PATH }, "api openapi document is not JSON");
    return undefined;
  }
}

let discovery: CapabilityDiscovery | undefined;

/** The process's one discovery, built from API_EXTENSIONS on first use. */
export function capabilities(): CapabilityDiscovery {
  discovery ??= new CapabilityDiscovery({ setting: parseExtensionSetting(getEnv().API_EXTENSIONS), readDocument });
  return discovery;
}

export function offers(extension: Extension): Promise<boolean> {
  return capabilities().offers(extension);
}

export function whenOffered<T>(extension: Extension, call: () => Promise<T>): Promise<WhenOffered<T>> {
  return capabilities().whenOffered(extension, call);
}

export function resetCapabilitiesForTests(): void {
  discovery = undefined;
}
