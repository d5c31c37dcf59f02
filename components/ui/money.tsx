import { formatMoney } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";
import { useFormatLocale } from "./use-format-locale";

export type MoneyProps = { amount: number | string; currency: string; className?: string };

/**
 * An amount with its currency code ("COP 5.126.042.800", "USD 4,809.94", "1,895,731.92 USDT") in the
 * separators of the operator's language. Works in server and client components.
 */
export function Money({ amount, currency, className }: MoneyProps) {
  const formatLocale = useFormatLocale();
  return (
    <span className={cn("tabular-nums whitespace-nowrap", className)}>
      {formatMoney(amount, currency, formatLocale)}
    </span>
  );
}

/**
 * The same text with no element of its own, for a table cell that carries the figures' classes
 * itself (`tabular-nums whitespace-nowrap`): one element fewer in every row of a long list.
 */
export function MoneyText({ amount, currency }: Omit<MoneyProps, "className">) {
  return formatMoney(amount, currency, useFormatLocale());
}
