import { ExternalLinkIcon, InfoIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { DateTime } from "@/components/ui/date-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { EventQueue } from "@/lib/webhooks/account-events";
import { usableComplianceUrl } from "./compliance-link";

/**
 * The compliance queue of an API without the account list: the accounts ACCOUNT events last
 * showed PENDING (lib/webhooks/account-events.ts), said plainly to be known from events since
 * a time; or, where the events go to the customer's own receiver, why there is no queue.
 */
export async function EventQueueSection({ queue }: { queue: EventQueue }) {
  const t = await getTranslations("accountEvents");
  if (queue.receiver === "elsewhere") {
    return (
      <Alert tone="info" data-testid="event-queue-elsewhere">
        <InfoIcon aria-hidden />
        <AlertTitle>{t("elsewhereTitle")}</AlertTitle>
        <AlertDescription>{t("elsewhere")}</AlertDescription>
      </Alert>
    );
  }
  const since = (date: Date) => ({ since: () => <DateTime value={date} /> });
  return (
    <section aria-labelledby="event-queue-title" className="flex flex-col gap-3" data-testid="event-queue">
      <h2 id="event-queue-title" className="text-base font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground" data-testid="event-queue-since">
        {queue.since
          ? t.rich("knownSince", since(queue.since))
          : queue.registeredAt
            ? t.rich("noneYet", since(queue.registeredAt))
            : null}
      </p>
      {queue.pending.length === 0 ? (
        <p className="text-sm">{t("empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("columns.account")}</TableHead>
                <TableHead>{t("columns.type")}</TableHead>
                <TableHead>{t("columns.owner")}</TableHead>
                <TableHead>{t("columns.changed")}</TableHead>
                <TableHead>{t("columns.verify")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {queue.pending.map((row) => {
                const verify = usableComplianceUrl(row.complianceUrl);
                return (
                  <TableRow key={row.accountId}>
                    <TableCell className="font-mono text-xs">
                      <Link href={`/accounts/${encodeURIComponent(row.accountId)}`} className="text-primary underline">
                        {row.accountId}
                      </Link>
                    </TableCell>
                    <TableCell>{row.accountType ?? "—"}</TableCell>
                    <TableCell className="font-mono text-xs">{row.userId ?? "—"}</TableCell>
                    <TableCell>
                      <DateTime value={row.recordUpdatedAt} />
                    </TableCell>
                    <TableCell>
                      {verify ? (
                        <a
                          href={verify}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="inline-flex items-center gap-1 text-primary underline"
                        >
                          {t("verify")}
                          <ExternalLinkIcon className="size-3.5" aria-hidden />
                        </a>
                      ) : (
                        "—"
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
