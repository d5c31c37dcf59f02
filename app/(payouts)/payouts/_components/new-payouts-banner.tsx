"use client";

import { ArrowUpIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Switch } from "@/components/ui/switch";

/** The auto-refresh switch; off by default so nothing moves unless the operator asks for it. */
export function AutoRefreshToggle({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  const t = useTranslations("payouts.refresh");
  return (
    <div className="flex items-center gap-2 text-sm">
      <Switch id="payouts-auto-refresh" checked={checked} onCheckedChange={onChange} />
      <label htmlFor="payouts-auto-refresh">{t("toggle")}</label>
    </div>
  );
}

/** "N new payouts": applies them only on click, so rows never move under the cursor. */
export function NewPayoutsBanner({ count, onApply }: { count: number; onApply: () => void }) {
  const t = useTranslations("payouts.refresh");
  if (count <= 0) return null;
  return (
    <div className="flex justify-center" role="status">
      <button
        type="button"
        onClick={onApply}
        className="flex items-center gap-1.5 rounded-full bg-primary px-3 py-1 text-sm font-medium text-primary-foreground shadow outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <ArrowUpIcon className="size-4" aria-hidden />
        {t("newPayouts", { count })}
      </button>
    </div>
  );
}
