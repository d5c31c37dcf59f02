import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { StatusBadge } from "@/components/payouts/status-badge";
import { TimeInStatus } from "@/components/payouts/time-in-status";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Money } from "@/components/ui/money";
import { RelativeTime } from "@/components/ui/relative-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { FlightPage } from "@/lib/payouts-readmodel/list";
import { FLIGHT_SORTS, type FlightSearch, flightHref } from "@/lib/payouts-readmodel/search-params";
import { cn } from "@/lib/utils";
import { FlightOwnersScope, OwnerCell } from "./owner-cell";

const SORT_LABELS = { age: "sortAge", "-age": "sortNewest", amount: "sortAmount" } as const;

/**
 * The payouts list from the read model (`?phase=`, `?attention=1`, `&sort=`), rendered on the
 * server: time in status beside each status, overdue and failed marked, the failure reason in its
 * own line, paged by links so the URL says everything.
 */
export async function FlightList({ page, search }: { page: FlightPage; search: FlightSearch }) {
  const t = await getTranslations("payoutLifecycle.list");
  const tp = await getTranslations("payouts.phases");
  const tw = await getTranslations("payoutWork");
  const title = search.attention
    ? t("attentionTitle")
    : search.phase
      ? t("phaseTitle", { phase: tp(search.phase) })
      : t("sortedTitle");
  const description = search.attention
    ? t("attentionDescription")
    : search.phase
      ? t("phaseDescription")
      : t("sortedDescription");
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby="flight-title" data-testid="flight-list">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="flight-title" className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <nav aria-label={t("sort")} className="flex flex-wrap items-center gap-1 text-sm">
          <span className="text-muted-foreground">{t("sort")}:</span>
          {FLIGHT_SORTS.map((sort) => (
            <Link
              key={sort}
              href={flightHref({ ...search, sort, page: 1 })}
              aria-current={search.sort === sort ? "true" : undefined}
              className={cn(
                "rounded-md px-2 py-0.5 underline-offset-4 hover:underline",
                search.sort === sort && "bg-accent font-medium",
              )}
            >
              {t(SORT_LABELS[sort])}
            </Link>
          ))}
        </nav>
      </div>
      {page.noCredential ? (
        <Alert tone="warning" data-testid="flight-no-credential">
          <AlertDescription>{t("noCredential")}</AlertDescription>
        </Alert>
      ) : page.syncedAt === null ? (
        <Alert tone="info">
          <AlertDescription>{t("neverSynced")}</AlertDescription>
        </Alert>
      ) : (
        <p className="text-xs text-muted-foreground" data-testid="flight-synced">
          {t.rich("syncedAt", { when: () => <RelativeTime value={page.syncedAt ?? ""} /> })}
          {page.syncOutcome === "partial" ? ` ${t("syncPartial")}` : null}
        </p>
      )}
      <div className="overflow-x-auto rounded-lg border">
        <FlightOwnersScope ids={page.items.map((item) => item.id)}>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("columns.payout")}</TableHead>
                <TableHead>{t("columns.status")}</TableHead>
                <TableHead>{t("columns.timeInStatus")}</TableHead>
                <TableHead className="text-right">{t("columns.amount")}</TableHead>
                <TableHead>{t("columns.beneficiary")}</TableHead>
                <TableHead>{tw("column")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {page.items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                    {search.attention ? t("emptyAttention") : t("empty")}
                  </TableCell>
                </TableRow>
              ) : (
                page.items.map((item) => (
                  <TableRow
                    key={item.id}
                    data-payout-id={item.id}
                    data-status={item.status}
                    data-status-since={item.statusSince}
                    data-amount={item.amount}
                    data-currency={item.currency}
                    data-attention={item.failure || item.overdue ? "1" : undefined}
                  >
                    <TableCell className="max-w-56">
                      {/* A long id ends in an ellipsis inside its column (the full one in the title), not over the status. */}
                      <Link
                        href={`/payouts/${encodeURIComponent(item.id)}`}
                        title={item.externalId ?? item.id}
                        className="block truncate font-mono text-xs text-primary underline-offset-4 hover:underline"
                      >
                        {item.externalId ?? item.id}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-col gap-1">
                        <StatusBadge status={item.status} />
                        {item.failureReason ? (
                          // Wraps inside its column: the cell's nowrap would run it into the time beside it.
                          <span className="max-w-72 whitespace-normal break-words text-xs text-muted-foreground">
                            {t("failureReason", { reason: item.failureReason })}
                          </span>
                        ) : null}
                      </div>
                    </TableCell>
                    <TableCell>
                      <TimeInStatus
                        status={item.status}
                        since={item.statusSince}
                        observed={item.statusSinceObserved}
                        overdue={item.overdue}
                        variant="short"
                      />
                    </TableCell>
                    <TableCell className="text-right">
                      <Money amount={item.amount} currency={item.currency} />
                    </TableCell>
                    <TableCell className="max-w-48 truncate">{item.beneficiaryName ?? "—"}</TableCell>
                    <TableCell>
                      <OwnerCell payoutId={item.id} />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </FlightOwnersScope>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground" data-testid="flight-total">
          {t("total", { count: page.total })}
        </span>
        <div className="flex items-center gap-3">
          <span className="text-muted-foreground">{t("pageOf", { page: page.page, pageCount: page.pageCount })}</span>
          {page.page > 1 ? (
            <Link href={flightHref({ ...search, page: page.page - 1 })} className="text-primary hover:underline">
              {t("previous")}
            </Link>
          ) : null}
          {page.page < page.pageCount ? (
            <Link href={flightHref({ ...search, page: page.page + 1 })} className="text-primary hover:underline">
              {t("next")}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
