import { Skeleton } from "@/components/ui/skeleton";

export type DataTableSkeletonProps = { columns: number; rows?: number; label?: string };

/** Shaped like the table (toolbar, header, rows, pager) so the page does not jump when data arrives. */
export function DataTableSkeleton({ columns, rows = 10, label }: DataTableSkeletonProps) {
  const cells = Array.from({ length: columns }, (_, i) => i);
  const lines = Array.from({ length: rows }, (_, i) => i);
  return (
    <div className="flex flex-col gap-3" role="status" aria-label={label}>
      <div className="flex items-center gap-2">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-8 w-56" />
        <Skeleton className="ml-auto h-8 w-24" />
      </div>
      <div className="overflow-hidden rounded-lg border">
        <div className="flex gap-4 border-b bg-muted px-3 py-2.5">
          {cells.map((c) => (
            <Skeleton key={c} className="h-3 flex-1" />
          ))}
        </div>
        {lines.map((r) => (
          <div key={r} className="flex gap-4 border-b px-3 py-3 last:border-0">
            {cells.map((c) => (
              <Skeleton key={c} className="h-4 flex-1" />
            ))}
          </div>
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <Skeleton className="h-8 w-48" />
      </div>
    </div>
  );
}
