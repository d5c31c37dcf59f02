import { getTranslations } from "next-intl/server";
import { Card, CardContent } from "@/components/ui/card";
import { DateTime } from "@/components/ui/date-time";

/**
 * The record as the API last returned it to this dashboard (the answer to an update): without a
 * read endpoint it is the only copy there is, so it is labelled with when it was returned.
 */
export async function RecordAsReturned({ record, at }: { record: unknown; at: Date | null }) {
  const t = await getTranslations("specOnly");
  return (
    <Card>
      <CardContent className="pt-6">
        <h2 className="mb-2 text-sm font-semibold">{t("lastReturned")}</h2>
        {record === null || record === undefined ? (
          <p className="text-sm text-muted-foreground">{t("nothingReturned")}</p>
        ) : (
          <>
            {at ? (
              <p className="mb-2 text-xs text-muted-foreground">
                {t("returnedAt")} <DateTime value={at.toISOString()} />
              </p>
            ) : null}
            <pre className="max-h-96 overflow-auto rounded-md bg-muted p-3 text-xs" data-testid="record-as-returned">
              {JSON.stringify(record, null, 2)}
            </pre>
          </>
        )}
      </CardContent>
    </Card>
  );
}
