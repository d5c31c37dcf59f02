"use client";

import { parseAsString, useQueryState } from "nuqs";
import { useCallback } from "react";
import { OPEN_PAYOUT_PARAM } from "@/lib/payouts/search-params";

/**
 * Which payout the side sheet shows, kept in the URL (`?payout=<id>`), so reload, back/forward
 * and a shared link reopen or close it. Opening is a history entry (Back closes the sheet);
 * shallow, since the sheet reads rows already on the client or fetches through the GET handler.
 */
export function useOpenPayout() {
  const [openId, setOpenId] = useQueryState(
    OPEN_PAYOUT_PARAM,
    parseAsString.withOptions({ history: "push", shallow: true, scroll: false }),
  );
  const id = openId?.trim() ? openId.trim() : null;
  // Stable, so the table's memoised rows do not re-render because the screen did.
  const open = useCallback((next: string) => void setOpenId(next), [setOpenId]);
  const close = useCallback(() => void setOpenId(null), [setOpenId]);
  return { openId: id, open, close };
}
