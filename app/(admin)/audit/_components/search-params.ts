import { createLoader, parseAsInteger, parseAsString } from "nuqs/server";
import type { AuditQuery } from "@/lib/api/audit";

/** The audit log's URL state, shared by the page, the filters and the CSV export. */
export const auditSearchParams = {
  operator: parseAsString,
  action: parseAsString,
  from: parseAsString,
  to: parseAsString,
  page: parseAsInteger.withDefault(1),
};

export const loadAuditSearch = createLoader(auditSearchParams);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: string | null) => (v && DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : null);

/** Turns URL values into a query, dropping malformed dates rather than failing the page. */
export function toAuditQuery(search: {
  operator: string | null;
  action: string | null;
  from: string | null;
  to: string | null;
  page: number;
}): AuditQuery {
  return {
    operator: search.operator?.trim() || null,
    action: search.action || null,
    from: day(search.from),
    to: day(search.to),
    page: Math.max(1, search.page),
  };
}

export const AUDIT_PAGE_SIZE = 50;
