"use client";

import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "sonner";
import { BACKGROUND_REQUEST_HEADER } from "@/lib/auth/background-request";
import type { OwnershipView, PayoutWork } from "@/lib/payouts/ownership";
import type { ActionResult } from "@/lib/pipeline/result";

/** Query keys of the payouts' work (owners, notes): one root, so a change refreshes all of them. */
export const payoutWorkKeys = {
  all: ["payout-work"] as const,
  list: (ids: readonly string[]) => ["payout-work", "list", ids.join(",")] as const,
  one: (id: string) => ["payout-work", "one", id] as const,
};

/** What the browser receives of PayoutWork (dates as strings already). */
export type PayoutWorkData = Omit<PayoutWork, "operators"> & { operators: { email: string; name: string }[] };

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  // A marker on the screen, not the operator's doing: it does not keep the session from going idle.
  const response = await fetch(url, { signal, cache: "no-store", headers: { [BACKGROUND_REQUEST_HEADER]: "1" } });
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as T;
}

/**
 * The owners of these payouts (only those somebody touched are in the map). Until a new page's
 * answer arrives, the last answer stays: it is looked up by payout id, so only rows on both pages
 * read it. The list's markers then keep their context value through the new ids' render, rather
 * than every row's marker rendering again for an empty map, and once more for the answer.
 */
export const ownershipQuery = (ids: readonly string[]) =>
  queryOptions<Record<string, OwnershipView>>({
    queryKey: payoutWorkKeys.list(ids),
    queryFn: ({ signal }) =>
      getJson<{ ownership: Record<string, OwnershipView> }>(
        `/api/payouts/work?ids=${ids.map(encodeURIComponent).join(",")}`,
        signal,
      ).then((body) => body.ownership),
    enabled: ids.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** Who owns the payouts on screen (ownershipQuery). */
export function useOwnershipOf(ids: readonly string[]) {
  return useQuery(ownershipQuery(ids));
}

/** One payout's owner, notes and the operators it can be assigned to. */
export function usePayoutWork(id: string) {
  return useQuery({
    queryKey: payoutWorkKeys.one(id),
    queryFn: ({ signal }) => getJson<PayoutWorkData>(`/api/payouts/work/detail?id=${encodeURIComponent(id)}`, signal),
    staleTime: 30_000,
  });
}

/**
 * Keeps the screen's owners and notes current: another operator's assignment, note or
 * acknowledgement, on any instance, arrives over /api/payouts/work/stream and the affected
 * queries are read again. Mount once per screen.
 */
export function usePayoutWorkLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource("/api/payouts/work/stream");
    const onChanged = () => void queryClient.invalidateQueries({ queryKey: payoutWorkKeys.all });
    source.addEventListener("changed", onChanged);
    // Each (re)connection reads again: a change made while the stream was connecting, or while
    // it was down, announced nothing this screen heard.
    source.addEventListener("open", onChanged);
    return () => {
      source.removeEventListener("changed", onChanged);
      source.removeEventListener("open", onChanged);
      source.close();
    };
  }, [queryClient]);
}

/** Words for an action's refusal, from its code when the catalog has one. */
export function useWorkError() {
  const t = useTranslations("payoutWork");
  return (result: ActionResult<unknown>) => {
    if (result.ok) return;
    const code = result.error.code ?? "";
    toast.error(
      code === "PAYOUT.NOT_FOUND" || code === "PAYOUT.UNKNOWN_OPERATOR"
        ? t(`errors.${code}`)
        : t("errors.failed", { message: result.error.message }),
    );
  };
}
