"use client";

import { useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { OPEN_PAYOUT_PARAM } from "@/lib/payouts/search-values";
import { pushSearchParams } from "./url-params";

/**
 * Which payout the side sheet shows, kept in the URL (`?payout=<id>`), so reload, back/forward
 * and a shared link reopen or close it. Opening is a history entry (Back closes the sheet);
 * shallow, since the sheet reads rows already on the client or fetches through the GET handler.
 */
export function useOpenPayout() {
  const openId = useSearchParams().get(OPEN_PAYOUT_PARAM)?.trim();
  // Stable, so the table's memoised rows do not re-render because the screen did.
  const open = useCallback((next: string) => pushSearchParams({ [OPEN_PAYOUT_PARAM]: next }), []);
  const close = useCallback(() => pushSearchParams({ [OPEN_PAYOUT_PARAM]: null }), []);
  return { openId: openId ? openId : null, open, close };
}
