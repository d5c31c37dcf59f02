"use client";

import { useTranslations } from "next-intl";
import { UrlSelectFilter } from "@/components/forms/url-select-filter";
import { type ACCOUNT_STATUSES, ACCOUNT_TYPES } from "@/lib/contract";

/** `statuses`: only those the queue holds (a filter that can only come back empty is noise). */
export function AccountFilters({ statuses }: { statuses: ReadonlyArray<(typeof ACCOUNT_STATUSES)[number]> }) {
  const t = useTranslations("accounts");
  return (
    <div className="flex flex-wrap gap-3">
      <UrlSelectFilter
        param="status"
        label={t("filters.status")}
        allLabel={t("filters.allStatuses")}
        options={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      <UrlSelectFilter
        param="type"
        label={t("filters.type")}
        allLabel={t("filters.allTypes")}
        options={ACCOUNT_TYPES.map((type) => ({ value: type, label: type }))}
      />
    </div>
  );
}
