import { useTranslations } from "next-intl";
import { useFormatLocale } from "@/components/ui/use-format-locale";
import {
  type AmountReading,
  type AmountRefusal,
  formatAmountNumber,
  minorUnits,
  numberSeparators,
  parseAmountInput,
} from "@/lib/i18n/format";

export interface AmountReader {
  /** The typed text as an amount in the currency's minor units, read with the operator's language marks. */
  read: (text: string) => AmountReading;
  /** What the operator reads when the text is refused: which marks this language uses, with an example. */
  refusal: (reason: AmountRefusal) => string;
  /** "e.g. 1,234,567.50" in the operator's marks: a hint beside the input. */
  hint: string;
}

/**
 * Reads amount inputs the way the operator writes numbers in their language ("1,000.50" in
 * English, "1.000,50" in Spanish), or says exactly what is allowed. One reader for every amount
 * input except the COP recharge, which stays digits only (lib/contract/recharge.ts).
 * `decimals` overrides the currency's minor units (0 for a count such as basis points).
 */
export function useAmountReaders(): (currency: string, decimals?: number) => AmountReader {
  const t = useTranslations("forms.amountInput");
  const locale = useFormatLocale();
  const { group, decimal } = numberSeparators(locale);
  return (currency, decimals = minorUnits(currency)) => {
    const example = formatAmountNumber(decimals > 0 ? 1_234_567.5 : 1_234_567, currency, locale);
    const marks = { group, decimal, example, currency, decimals };
    return {
      read: (text) => parseAmountInput(text, locale, decimals),
      refusal: (reason) => t(reason, marks),
      hint: t("hint", marks),
    };
  };
}

/** The reader for one currency's amount input. */
export function useAmountReader(currency: string): AmountReader {
  return useAmountReaders()(currency);
}
