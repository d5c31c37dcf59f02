import { formatMoney } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";
import { useFormatLocale } from "./use-format-locale";

export type MoneyProps = { amount: number | string; currency: string; className?: string };

/** An amount in the operator's language (COP always Colombian style). Works in server and client components. */
export function Money({ amount, currency, className }: MoneyProps) {
  const formatLocale = useFormatLocale(currency);
  return (
    <span className={cn("tabular-nums whitespace-nowrap", className)}>
      {formatMoney(amount, currency, formatLocale)}
    </span>
  );
}
