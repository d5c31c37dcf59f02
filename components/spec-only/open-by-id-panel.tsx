import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent } from "@/components/ui/card";
import { DateTime } from "@/components/ui/date-time";
import type { RecentRecord } from "@/lib/db/queries/recent-records";
import { OpenByIdField } from "./open-by-id-field";

interface Props {
  basePath: string;
  /** Why there is no list: what the API lacks, in the screen's words. */
  notice: string;
  fieldLabel: string;
  recent: RecentRecord[];
}

/**
 * A list screen against an API without the list: says so, and offers the id field and the ids
 * this customer's operators opened lately (kept in the dashboard's store).
 */
export async function OpenByIdPanel({ basePath, notice, fieldLabel, recent }: Props) {
  const t = await getTranslations("specOnly");
  return (
    <div className="flex flex-col gap-4" data-testid="open-by-id">
      <Alert tone="info">
        <AlertTitle>{t("noListTitle")}</AlertTitle>
        <AlertDescription>{notice}</AlertDescription>
      </Alert>
      <OpenByIdField basePath={basePath} label={fieldLabel} />
      <Card>
        <CardContent className="pt-6">
          <h2 className="mb-2 text-sm font-semibold">{t("recentTitle")}</h2>
          {recent.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("recentEmpty")}</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm" aria-label={t("recentTitle")}>
              {recent.map((r) => (
                <li key={r.id} className="flex items-center gap-3">
                  <Link
                    href={`${basePath}/${encodeURIComponent(r.id)}`}
                    className="font-mono text-primary hover:underline"
                  >
                    {r.id}
                  </Link>
                  <span className="text-xs text-muted-foreground">
                    {t("openedBy", { email: r.openedBy })} · <DateTime value={r.openedAt.toISOString()} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
