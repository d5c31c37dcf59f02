"use client";

import { ArrowUpIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { PayoutSearch } from "@/lib/payouts/search-params";
import { useNewPayouts } from "./use-new-payouts";

export type NewPayoutsProps = {
  search: PayoutSearch;
  /** Off while a bulk lookup replaces the rows: nothing is counted then. */
  enabled: boolean;
  /** Shows the new payouts (page 1 again, fresh counts). */
  onApply: () => void;
};

/**
 * Auto-refresh at work, mounted while it is on: polls how many payouts match the filters and
 * offers the difference as "N new payouts", applied only on click, so rows never move under the
 * cursor. Nothing is shown until there is something new, so nothing is reserved for it.
 */
export function NewPayouts({ search, enabled, onApply }: NewPayoutsProps) {
  const t = useTranslations("payouts.refresh");
  const { fresh, acknowledge } = useNewPayouts(search, enabled);
  if (fresh <= 0) return null;
  return (
    <div className="flex justify-center" role="status">
      <button
        type="button"
        onClick={() => {
          acknowledge();
          onApply();
        }}
        className="flex items-center gap-1.5 rounded-full bg-primary px-3 py-1 text-sm font-medium text-primary-foreground shadow outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <ArrowUpIcon className="size-4" aria-hidden />
        {t("newPayouts", { count: fresh })}
      </button>
    </div>
  );
}
