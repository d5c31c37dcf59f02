import { useLocale } from "next-intl";
import { formatLocaleFor, formatMoney } from "@/lib/i18n/format";
import { isAppLocale } from "@/lib/i18n/locale";
import { cn } from "@/lib/utils";

export type MoneyProps = { amount: number | string; currency: string; className?: string };

/** An amount in the operator's language (COP always Colombian style). Works in server and client components. */
export function Money({ amount, currency, className }: MoneyProps) {
  const locale = useLocale();
  const formatLocale = formatLocaleFor(isAppLocale(locale) ? locale : "en", currency);
  return (
    <span className={cn("tabular-nums whitespace-nowrap", className)}>
      {formatMoney(amount, currency, formatLocale)}
    </span>
  );
}
