"use client";

import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";

export type DataTablePaginationProps = {
  page: number;
  pageCount: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** Optional left-hand text, e.g. "1,234 payouts". */
  summary?: string;
};

/**
 * Pager for server pagination (1-based pages, as the API counts). A page size the URL carries
 * but the list does not offer (limit=37) is still shown, so the control never lies.
 */
export function DataTablePagination({
  page,
  pageCount,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  summary,
}: DataTablePaginationProps) {
  const t = useTranslations("dataTable");
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  const last = Math.max(1, pageCount);
  const sizeId = useId();
  return (
    <nav aria-label={t("pagination")} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {summary}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId} className="text-muted-foreground">
            {t("rowsPerPage")}
          </label>
          {/* The browser's own list: no code to load, and a phone shows its native picker. */}
          <select
            id={sizeId}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            className="h-8 rounded-md border border-input bg-card px-2 text-sm tabular-nums shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <span className="tabular-nums" data-testid="page-indicator">
          {t("pageOf", { page, pageCount: last })}
        </span>
        <div className="flex items-center gap-1">
          {(
            [
              ["first", ChevronsLeftIcon, 1, page <= 1],
              ["previous", ChevronLeftIcon, page - 1, page <= 1],
              ["next", ChevronRightIcon, page + 1, page >= last],
              ["last", ChevronsRightIcon, last, page >= last],
            ] as const
          ).map(([name, Icon, target, disabled]) => (
            <Button
              key={name}
              variant="outline"
              size="icon-sm"
              aria-label={t(name)}
              disabled={disabled}
              onClick={() => onPageChange(target)}
            >
              <Icon aria-hidden />
            </Button>
          ))}
        </div>
      </div>
    </nav>
  );
}
