import { DataTableSkeleton } from "@/components/data-table/data-table-skeleton";
import { Skeleton } from "@/components/ui/skeleton";

/** Shaped like the payouts page: header, lifecycle strip, toolbar, table, pager. */
export default function Loading() {
  return (
    <div className="flex flex-col gap-4">
      <Skeleton className="h-7 w-40" />
      <Skeleton className="h-[4.5rem] w-full" />
      <DataTableSkeleton columns={8} rows={12} />
    </div>
  );
}
