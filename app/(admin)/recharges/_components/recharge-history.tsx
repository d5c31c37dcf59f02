import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/states/empty-state";
import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { Money } from "@/components/ui/money";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AuditLogRow } from "@/lib/db/schema";

/** Reads what an audit entry's "after" holds: the outcome on success, the input on a refusal. */
function summary(after: unknown) {
  const a = (after ?? {}) as { amount?: unknown; recharge?: { CODE?: unknown; DATA?: { checkout?: unknown } } };
  return {
    amount: typeof a.amount === "number" ? a.amount : undefined,
    code: typeof a.recharge?.CODE === "string" ? a.recharge.CODE : undefined,
    checkout: typeof a.recharge?.DATA?.checkout === "string" ? a.recharge.DATA.checkout : undefined,
  };
}

/** Recharges made from this dashboard, straight from the audit log (refusals included). */
export async function RechargeHistory({ entries }: { entries: AuditLogRow[] }) {
  const t = await getTranslations("recharges.history");
  if (entries.length === 0) return <EmptyState title={t("empty")} />;
  return (
    <Table data-testid="recharge-history">
      <TableHeader>
        <TableRow>
          <TableHead>{t("at")}</TableHead>
          <TableHead>{t("order")}</TableHead>
          <TableHead className="text-right">{t("amount")}</TableHead>
          <TableHead>{t("operator")}</TableHead>
          <TableHead>{t("outcome")}</TableHead>
          <TableHead>{t("checkout")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => {
          const s = summary(entry.after);
          const ok = entry.outcome === "success";
          return (
            <TableRow key={entry.id}>
              <TableCell>
                <DateTime value={entry.at} />
              </TableCell>
              <TableCell className="font-mono text-xs">{entry.targetId}</TableCell>
              <TableCell className="text-right">
                {s.amount !== undefined ? <Money amount={s.amount} currency="COP" /> : null}
              </TableCell>
              <TableCell>{entry.operatorEmail}</TableCell>
              <TableCell>
                <Badge tone={ok ? "success" : "destructive"}>
                  {ok ? t("succeeded", { code: s.code ?? "" }) : t("refused", { code: entry.errorCode ?? "" })}
                </Badge>
              </TableCell>
              <TableCell>
                {s.checkout ? (
                  <a href={s.checkout} target="_blank" rel="noopener noreferrer" className="text-primary underline">
                    {t("open")}
                  </a>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
