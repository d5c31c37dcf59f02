"use client";

import { parseAsString, useQueryState } from "nuqs";
import { useCallback } from "react";
import { OPEN_PAYOUT_PARAM } from "@/lib/payouts/search-params";

const openPayoutParser = parseAsString.withOptions({ history: "push", scroll: false });

/**
 * Which payout the side sheet shows, kept in the URL (`?payout=<id>`), so reload, back/forward
 * and a shared link reopen or close it. Opening is a history entry (Back closes the sheet);
 * shallow, since the sheet reads rows already on the client or fetches through the GET handler.
 */
export function useOpenPayout() {
  const [value, setValue] = useQueryState(OPEN_PAYOUT_PARAM, openPayoutParser);
  // Stable, so the table's memoised rows do not re-render because the screen did.
  const open = useCallback((id: string) => void setValue(id), [setValue]);
  const close = useCallback(() => void setValue(null), [setValue]);
  return { openId: value?.trim() || null, open, close };
}
