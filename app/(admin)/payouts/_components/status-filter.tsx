"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTableFacetedFilter, type FacetGroup } from "@/components/data-table/data-table-faceted-filter";
import { isPayoutStatus } from "@/lib/contract/payout-statuses";
import { STATUS_GROUPS } from "@/lib/payouts/phases";
import { StatusBadge } from "./status-badge";

export type StatusFilterProps = {
  value: string | null;
  onChange: (status: string | null) => void;
  counts: Record<string, number> | undefined;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** Every listed status, grouped by phase in the spec's order, with how many payouts sit in each. */
export function StatusFilter({ value, onChange, counts, open, onOpenChange }: StatusFilterProps) {
  const t = useTranslations("payouts");
  const format = useFormatter();
  const groups = useMemo<FacetGroup[]>(
    () =>
      STATUS_GROUPS.map((group) => ({
        heading: t(`phases.${group.phase}`),
        options: group.statuses.map((status) => ({
          value: status,
          label: status,
          count: counts?.[status],
        })),
      })),
    [t, counts],
  );
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-medium text-muted-foreground" aria-hidden>
        {t("filters.status")}
      </span>
      <DataTableFacetedFilter
        title={t("filters.status")}
        groups={groups}
        value={value}
        onChange={(next) => onChange(next !== null && isPayoutStatus(next) ? next : null)}
        formatCount={(n) => format.number(n)}
        open={open}
        onOpenChange={onOpenChange}
        renderValue={(status) => <StatusBadge status={status} />}
      />
    </div>
  );
}
