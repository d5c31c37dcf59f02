"use client";

import { XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

/** Summary above the table while it shows a bulk lookup's results, with the values not found. */
export function LookupResultsPanel({
  values,
  found,
  missing,
  onClear,
}: {
  values: number;
  found: number;
  missing: readonly string[];
  onClear: () => void;
}) {
  const t = useTranslations("payouts.lookup");
  return (
    <Alert tone={missing.length > 0 ? "warning" : "success"} data-testid="lookup-results">
      <AlertTitle className="flex flex-wrap items-center justify-between gap-2">
        <span>{t("summary", { values, found, missing: missing.length })}</span>
        <Button variant="ghost" size="sm" onClick={onClear}>
          <XIcon aria-hidden />
          {t("clear")}
        </Button>
      </AlertTitle>
      {missing.length > 0 ? (
        <AlertDescription>
          <div className="flex items-center gap-1">
            <span>{t("notFound")}</span>
            <CopyButton value={missing.join("\n")} label={t("copyMissing")} />
          </div>
          <ul
            className="mt-1 flex max-h-40 flex-wrap gap-1 overflow-y-auto"
            aria-label={t("notFound")}
            data-testid="lookup-missing"
          >
            {missing.map((value) => (
              <li key={value} className="rounded border bg-card px-1.5 py-0.5 font-mono text-xs">
                {value}
              </li>
            ))}
          </ul>
        </AlertDescription>
      ) : null}
    </Alert>
  );
}
