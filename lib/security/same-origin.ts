/**
 * Server actions are POSTs carrying a `next-action` header. Next compares
 * Origin with Host itself, but lets a request with no Origin through; we do
 * not: a browser always sends Origin on a cross-site or same-site POST, so a
 * missing one is a forged or non-browser request.
 */
export interface ActionRequestInfo {
  method: string;
  /** Value of the next-action header, if any. */
  action: string | null;
  origin: string | null;
  /** x-forwarded-host when behind a reverse proxy, else host. */
  host: string | null;
}

export type OriginVerdict = { ok: true } | { ok: false; reason: "missing_origin" | "cross_origin" | "missing_host" };

export function checkServerActionOrigin(req: ActionRequestInfo): OriginVerdict {
  if (req.method.toUpperCase() !== "POST" || !req.action) return { ok: true };
  if (!req.origin || req.origin === "null") return { ok: false, reason: "missing_origin" };
  if (!req.host) return { ok: false, reason: "missing_host" };
  let originHost: string;
  try {
    originHost = new URL(req.origin).host;
  } catch {
    return { ok: false, reason: "cross_origin" };
  }
  const host = req.host.split(",")[0]?.trim().toLowerCase() ?? "";
  return originHost.toLowerCase() === host ? { ok: true } : { ok: false, reason: "cross_origin" };
}
