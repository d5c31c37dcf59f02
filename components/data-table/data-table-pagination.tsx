"use client";

import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy-component";
import { useLazyPopup } from "@/components/ui/use-lazy-popup";

const loadList = () => import("./page-size-list");
// The Radix listbox loads with the first use; the button showing the size is part of the page.
const PageSizeList = lazyComponent(() => loadList().then((m) => m.PageSizeList));

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
  const sizeList = useLazyPopup(loadList);
  const sizeListId = useId();
  return (
    <nav aria-label={t("pagination")} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {summary}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <span id="data-table-page-size" className="text-muted-foreground">
            {t("rowsPerPage")}
          </span>
          <span className="relative inline-flex">
            <button
              {...sizeList.triggerProps}
              type="button"
              role="combobox"
              aria-haspopup="listbox"
              aria-expanded={sizeList.open}
              aria-controls={sizeListId}
              aria-labelledby="data-table-page-size"
              data-state={sizeList.open ? "open" : "closed"}
              className="flex h-8 w-20 items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
            >
              <span className="truncate">{pageSize}</span>
              <ChevronDownIcon className="size-4 opacity-60" aria-hidden />
            </button>
            {sizeList.mounted ? (
              <PageSizeList
                id={sizeListId}
                value={pageSize}
                sizes={sizes}
                onChange={onPageSizeChange}
                open={sizeList.open}
                setOpen={sizeList.setOpen}
                button={sizeList.button}
              />
            ) : null}
          </span>
        </div>
        <span className="tabular-nums" data-testid="page-indicator">
          {t("pageOf", { page, pageCount: last })}
        </span>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t("first")}
            disabled={page <= 1}
            onClick={() => onPageChange(1)}
          >
            <ChevronsLeftIcon aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t("previous")}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t("next")}
            disabled={page >= last}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t("last")}
            disabled={page >= last}
            onClick={() => onPageChange(last)}
          >
            <ChevronsRightIcon aria-hidden />
          </Button>
        </div>
      </div>
    </nav>
  );
}
