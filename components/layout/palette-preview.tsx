"use client";

import { useTranslations } from "next-intl";
import { DateTime } from "@/components/ui/date-time";
import { Money } from "@/components/ui/money";
import type { PaletteMatch } from "./palette-query";

/**
 * The highlighted payout, before it is opened: who is paid, how much, where it stands and since
 * when, and the ids it goes by, so the operator opens the right one among similar names.
 */
export function PalettePreview({ match }: { match: PaletteMatch }) {
  const t = useTranslations("palette.preview");
  const tStatus = useTranslations("codes.payoutStatus");
  return (
    <section
      aria-label={t("label")}
      aria-live="polite"
      data-testid="palette-preview"
      className="grid gap-1 border-t bg-muted/40 px-3 py-2 text-xs"
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-medium">{match.beneficiaryName ?? t("noName")}</span>
        <Money amount={match.amount} currency={match.currency} className="text-muted-foreground" />
      </p>
      <p>
        {tStatus.has(match.status) ? tStatus(match.status) : match.status}{" "}
        <span className="text-muted-foreground">
          · {t("since")} <DateTime value={match.statusSince} />
        </span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 font-mono text-[11px] text-muted-foreground">
        <dt className="font-sans">{t("id")}</dt>
        <dd className="truncate">{match.id}</dd>
        {match.externalId ? (
          <>
            <dt className="font-sans">{t("externalId")}</dt>
            <dd className="truncate">{match.externalId}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
