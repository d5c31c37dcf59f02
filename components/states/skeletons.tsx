import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

export type TableSkeletonProps = { rows?: number; columns?: number; className?: string };

/** Shaped like a data table (toolbar, header, rows, pagination) so the page does not jump when data arrives. */
export function TableSkeleton({ rows = 10, columns = 6, className }: TableSkeletonProps) {
  const cells = Array.from({ length: columns }, (_, i) => i);
  return (
    <div className={cn("flex flex-col gap-3", className)}>
      <div className="flex gap-2">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-8 w-28" />
        <Skeleton className="ml-auto h-8 w-24" />
      </div>
      <div className="overflow-hidden rounded-lg border">
        <div className="flex gap-4 border-b bg-muted/60 px-3 py-2.5">
          {cells.map((c) => (
            <Skeleton key={c} className="h-3.5 flex-1" />
          ))}
        </div>
        {Array.from({ length: rows }, (_, r) => r).map((r) => (
          <div key={r} className="flex gap-4 border-b px-3 py-3 last:border-0">
            {cells.map((c) => (
              <Skeleton key={c} className="h-3.5 flex-1" />
            ))}
          </div>
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-8 w-20" />
      </div>
    </div>
  );
}

/** Page title plus a table: the default route-level loading state. Announced once as "Loading…". */
export function PageSkeleton({ rows = 10, columns = 6 }: { rows?: number; columns?: number }) {
  const t = useTranslations("common");
  return (
    <div aria-busy="true" className="flex flex-col gap-5">
      <span role="status" className="sr-only">
        {t("loading")}
      </span>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <TableSkeleton rows={rows} columns={columns} />
    </div>
  );
}

/** Label/value pairs, for record detail pages and side sheets. */
export function DetailSkeleton({ fields = 8 }: { fields?: number }) {
  return (
    <div aria-busy="true" className="grid gap-3 sm:grid-cols-2">
      {Array.from({ length: fields }, (_, i) => i).map((i) => (
        <div key={i} className="flex flex-col gap-1.5">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-4 w-40" />
        </div>
      ))}
    </div>
  );
}
