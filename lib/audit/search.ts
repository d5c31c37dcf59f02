import type { AuditQuery } from "@/lib/db/queries/audit";
import { defineTableSearch } from "@/lib/table-search";

/**
 * The audit log's URL state, shared by the page (server), the table's toolbar (browser) and
 * the CSV export. The log is the dashboard's own store, so it filters by operator (part of the
 * email), action and UTC days, newest first.
 */
export const auditSearch = defineTableSearch({
  filters: {
    operator: { variant: "text" },
    // Any action the store holds: the choices come from the store, so the URL keeps the text as given.
    action: { variant: "text" },
    from: { variant: "date" },
    to: { variant: "date" },
  },
  pageSizes: [25, 50, 100],
  defaultPageSize: 50,
  maxPageSize: 100,
  pageSizeParam: "limit",
});

export type AuditSearchValues = ReturnType<typeof auditSearch.load>;

/** The store's query for these URL values (malformed dates and blank text were already dropped). */
export function toAuditQuery(values: Omit<AuditSearchValues, "limit">): AuditQuery {
  return { operator: values.operator, action: values.action, from: values.from, to: values.to, page: values.page };
}
