"use client";

import { useQuery } from "@tanstack/react-query";
import { PayoutLifecyclePanel } from "@/components/payouts/payout-lifecycle-panel";
import { fetchJson } from "@/lib/browser/fetch-json";
import type { PayoutLifecycleView } from "@/lib/payouts-readmodel/payout-view";

/**
 * The sheet's lifecycle panel: the status's meaning shows at once (it needs nothing fetched), the
 * read model's time in status and timeline when they arrive; a failed read leaves them out.
 */
export function SheetLifecycle({
  payoutId,
  status,
  details,
}: {
  payoutId: string;
  status: string;
  details?: string | null;
}) {
  const view = useQuery({
    queryKey: ["payouts", "lifecycle", payoutId, status],
    queryFn: ({ signal }) =>
      fetchJson<PayoutLifecycleView>(`/api/payouts/lifecycle/${encodeURIComponent(payoutId)}`, signal),
    staleTime: 15_000,
  });
  return <PayoutLifecyclePanel status={status} details={details} view={view.data ?? null} />;
}
