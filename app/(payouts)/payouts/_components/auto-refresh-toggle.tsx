"use client";

import { useTranslations } from "next-intl";
import { Switch } from "@/components/ui/switch";

/**
 * The auto-refresh switch; off by default so nothing moves unless the operator asks for it. Only
 * the switch ships with the list: the polling and its banner (new-payouts-banner.tsx) load when
 * it is first turned on.
 */
export function AutoRefreshToggle({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  const t = useTranslations("payouts.refresh");
  return (
    <div className="flex items-center gap-2 text-sm">
      <Switch id="payouts-auto-refresh" checked={checked} onCheckedChange={onChange} />
      <label htmlFor="payouts-auto-refresh">{t("toggle")}</label>
    </div>
  );
}
