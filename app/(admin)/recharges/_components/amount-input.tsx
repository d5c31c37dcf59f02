"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { readCopAmountText } from "@/lib/contract";
import { useFormatLocale } from "@/components/ui/use-format-locale";
import { formatMoney } from "@/lib/i18n/format";
import { copAmountInWords } from "./amount-in-words";

/**
 * The amount as typed: digits only, never regrouped or reinterpreted in the box. The
 * grouped figure and the words appear beside it (AmountReadback), so what the operator
 * typed and what will be sent are both visible; a dot or comma is refused by the schema.
 */
export function AmountInput(props: ComponentProps<"input">) {
  return <Input {...props} inputMode="numeric" autoComplete="off" spellCheck={false} />;
}

/** "COP 1.500.000 · one million five hundred thousand pesos", or a hint while the box is empty or wrong. */
export function AmountReadback({ text, maxCop }: { text: string; maxCop: number }) {
  const t = useTranslations("recharges.form");
  const formatLocale = useFormatLocale();
  const locale = useLocale();
  const read = readCopAmountText(text);
  const words = read.ok ? copAmountInWords(read.amount, locale === "es" ? "es" : "en") : null;
  return (
    <div className="-mt-2 grid gap-0.5 text-sm text-muted-foreground">
      <p data-testid="amount-in-words" aria-live="polite">
        {read.ok && words ? (
          <>
            <span className="font-medium text-foreground tabular-nums">
              {formatMoney(read.amount, "COP", formatLocale)}
            </span>
            {" · "}
            {words}
          </>
        ) : (
          t("amountWordsEmpty")
        )}
      </p>
      <p data-testid="amount-max">{t("amountMax", { max: formatMoney(maxCop, "COP", formatLocale) })}</p>
    </div>
  );
}
