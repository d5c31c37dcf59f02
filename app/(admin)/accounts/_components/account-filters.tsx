"use client";

import { useTranslations } from "next-intl";
import { UrlSelectFilter } from "@/components/forms/url-select-filter";
import { ACCOUNT_STATUSES, ACCOUNT_TYPES } from "@/lib/contract";

export function AccountFilters() {
  const t = useTranslations("accounts");
  return (
    <div className="flex flex-wrap gap-3">
      <UrlSelectFilter
        param="status"
        label={t("filters.status")}
        allLabel={t("filters.allStatuses")}
        options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
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
