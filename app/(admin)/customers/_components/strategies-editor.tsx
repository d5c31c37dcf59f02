"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { type ComponentProps, useId, useState } from "react";
import { useErrorText } from "@/components/forms/translate-error";
import { useAmountReaders } from "@/components/forms/use-amount-reader";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useFormatLocale } from "@/components/ui/use-format-locale";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import {
  PRICING_CURRENCIES,
  PRICING_PROVIDERS,
  PRICING_STRATEGIES,
  pricingIssues,
  STRATEGY_FIELDS,
  splitPair,
} from "@/lib/contract";
import { formatBasisPoints, formatMoney } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";
import { addKey, cellText, extraKeys, isRecord, messageAt, removeKey, setCell, setNumberCell } from "./json-table";

interface Props {
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
}

const PICKERS: Partial<Record<(typeof STRATEGY_FIELDS)[number], readonly string[]>> = {
  strategy: PRICING_STRATEGIES,
  provider: PRICING_PROVIDERS,
};
const options = (column: (typeof STRATEGY_FIELDS)[number]) => PICKERS[column];

const selectClass =
  "h-8 w-full min-w-0 rounded-md border border-input bg-background px-2 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive";

/**
 * A native select: keyboard and screen-reader behaviour for free inside a table cell. `labelOf`
 * names a code for the operator ("Best price (BEST_PRICE)"): the label first, the code second.
 */
function Picker({
  options,
  value,
  labelOf = (o) => o,
  ...props
}: ComponentProps<"select"> & { options: readonly string[]; value: string; labelOf?: (option: string) => string }) {
  const known = options.includes(value);
  const label = known ? labelOf(value) : value;
  // The options carry the label only, so the closed picker shows all of it in its cell (a code
  // after it was cut off in Spanish); the code is under the picker, and both are in its title.
  const coded = known && label !== value;
  return (
    <>
      <select
        {...props}
        value={value}
        title={coded ? `${label} (${value})` : label || undefined}
        className={cn(selectClass, props.className)}
      >
        {value === "" ? <option value="">—</option> : null}
        {/* A value the dashboard does not know (from a real API) is shown as it is. */}
        {!known && value !== "" ? <option value={value}>{value}</option> : null}
        {options.map((o) => (
          <option key={o} value={o}>
            {labelOf(o)}
          </option>
        ))}
      </select>
      {coded ? <code className="mt-0.5 block font-mono text-[0.7rem] text-muted-foreground">{value}</code> : null}
    </>
  );
}

type StrategyField = (typeof STRATEGY_FIELDS)[number];
const AMOUNT_FIELDS: readonly StrategyField[] = ["minAmount", "maxAmount"];

/**
 * strategiesByPair as a table: one row per BASE/QUOTE pair, the sandbox's fields as typed
 * cells (pickers for strategy and provider, numbers for the spread and bounds) with each
 * cell's error beside it. Keys the dashboard does not know are kept and shown read-only.
 */
/**
 * What a number cell means, under it: the spread as a percentage ("85 basis points = 0.85 %"),
 * a bound as money in the pair's base currency ("MXN 1,000.00").
 */
function CellReadback({
  column,
  amount,
  currency,
  locale,
}: {
  column: StrategyField;
  amount: number;
  currency: string;
  locale: string;
}) {
  const t = useTranslations("customers.strategies");
  const text =
    column === "spreadBps"
      ? t("bpsAsPercent", { percent: formatBasisPoints(amount, locale) })
      : currency
        ? formatMoney(amount, currency, locale)
        : null;
  if (!text) return null;
  return <p className="mt-1 text-xs whitespace-nowrap text-muted-foreground tabular-nums">{text}</p>;
}

export function StrategiesEditor({ value, onChange }: Props) {
  const t = useTranslations("customers.strategies");
  const formatLocale = useFormatLocale();
  const readerFor = useAmountReaders();
  const id = useId();
  const optionLabel: Partial<Record<StrategyField, (option: string) => string>> = {
    strategy: (o) =>
      (PRICING_STRATEGIES as readonly string[]).includes(o)
        ? t(`strategyNames.${o as (typeof PRICING_STRATEGIES)[number]}`)
        : o,
    provider: (o) =>
      (PRICING_PROVIDERS as readonly string[]).includes(o)
        ? t(`providerNames.${o as (typeof PRICING_PROVIDERS)[number]}`)
        : o,
  };
  const [base, setBase] = useState("");
  const [quote, setQuote] = useState("");
  const errorText = useErrorText();
  // The contract's English messages, in the operator's language.
  const issues = pricingIssues("strategiesByPair", value).map((i) => ({ ...i, message: errorText(i) ?? i.message }));
  const newPair = base && quote ? `${base}/${quote}` : "";
  const pairs = Object.keys(value);
  return (
    <div className="grid min-w-0 gap-3">
      <div className="overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("pair")}</TableHead>
              {STRATEGY_FIELDS.map((c) => (
                <TableHead key={c}>
                  {t(`fields.${c}`)}
                  {AMOUNT_FIELDS.includes(c) ? (
                    <span className="block text-xs font-normal text-muted-foreground">{t("inBaseCurrency")}</span>
                  ) : null}
                </TableHead>
              ))}
              <TableHead>{t("other")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("remove")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {pairs.map((pair) => {
              const strategy = value[pair];
              const pairError = messageAt(issues, [pair]);
              return (
                <TableRow key={pair} data-testid={`pair-${pair}`} className="align-top">
                  <TableCell className="font-mono text-xs font-semibold whitespace-nowrap">
                    {pair}
                    {pairError ? (
                      <p className="max-w-40 font-sans font-normal whitespace-normal text-destructive">{pairError}</p>
                    ) : null}
                  </TableCell>
                  {isRecord(strategy) ? (
                    <>
                      {STRATEGY_FIELDS.map((column) => {
                        const cell = cellText(strategy[column]);
                        // Amounts are in the pair's base currency, read and shown in the operator's marks.
                        const currency = splitPair(pair)?.[0] ?? "";
                        const isAmount = AMOUNT_FIELDS.includes(column);
                        // Basis points are a whole count: "1,000" is read, and anything else gets the schema's message.
                        const reader = isAmount ? readerFor(currency) : readerFor(currency, 0);
                        const typed = strategy[column];
                        const refusal =
                          typeof typed === "string" && isAmount
                            ? (() => {
                                const reading = reader.read(typed);
                                return reading.ok ? undefined : reader.refusal(reading.reason);
                              })()
                            : undefined;
                        const error = refusal ?? messageAt(issues, [pair, column]);
                        const errorId = `${id}-${pair}-${column}-error`;
                        const common = {
                          "aria-label": `${pair} ${t(`fields.${column}`)}`,
                          "aria-invalid": error ? true : undefined,
                          "aria-describedby": error ? errorId : undefined,
                        } as const;
                        const pickerOptions = options(column);
                        return (
                          <TableCell key={column} className={pickerOptions ? "min-w-40" : "min-w-28"}>
                            {pickerOptions ? (
                              <Picker
                                {...common}
                                options={pickerOptions}
                                labelOf={optionLabel[column]}
                                value={cell.text}
                                onChange={(e) => onChange(setCell(value, pair, column, e.target.value))}
                              />
                            ) : (
                              <Input
                                {...common}
                                inputMode="decimal"
                                value={cell.text}
                                readOnly={!cell.editable}
                                onChange={(e) =>
                                  onChange(
                                    setNumberCell(value, pair, column, e.target.value, (text) => {
                                      const reading = reader.read(text);
                                      return reading.ok ? reading.amount : undefined;
                                    }),
                                  )
                                }
                                className="h-8 font-mono text-xs"
                              />
                            )}
                            {!error && typeof typed === "number" ? (
                              <CellReadback column={column} amount={typed} currency={currency} locale={formatLocale} />
                            ) : null}
                            {error ? (
                              <p id={errorId} className="mt-1 max-w-40 text-xs whitespace-normal text-destructive">
                                {error}
                              </p>
                            ) : null}
                          </TableCell>
                        );
                      })}
                      <TableCell className="max-w-48 font-mono text-xs text-muted-foreground">
                        {extraKeys(strategy, STRATEGY_FIELDS).map((key) => (
                          <span key={key} className="block truncate" title={JSON.stringify(strategy[key])}>
                            {key}: {JSON.stringify(strategy[key])}
                          </span>
                        ))}
                      </TableCell>
                    </>
                  ) : (
                    <TableCell colSpan={STRATEGY_FIELDS.length + 1} className="font-mono text-xs text-muted-foreground">
                      {JSON.stringify(strategy)} · {t("rawOnly")}
                    </TableCell>
                  )}
                  <TableCell>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={t("removePair", { pair })}
                      onClick={() => onChange(removeKey(value, pair))}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <fieldset className="flex flex-wrap items-end gap-2">
        <legend className="sr-only">{t("newPair")}</legend>
        <label htmlFor={`${id}-base`} className="grid gap-1 text-xs">
          {t("base")}
          <Picker
            id={`${id}-base`}
            options={PRICING_CURRENCIES}
            value={base}
            onChange={(e) => setBase(e.target.value)}
            className="w-28"
          />
        </label>
        <label htmlFor={`${id}-quote`} className="grid gap-1 text-xs">
          {t("quote")}
          <Picker
            id={`${id}-quote`}
            options={PRICING_CURRENCIES}
            value={quote}
            onChange={(e) => setQuote(e.target.value)}
            className="w-28"
          />
        </label>
        <Button
          variant="outline"
          disabled={!newPair || base === quote || newPair in value}
          onClick={() => {
            onChange(addKey(value, newPair, { strategy: "", provider: "", spreadBps: 0, minAmount: 0, maxAmount: 0 }));
            setBase("");
            setQuote("");
          }}
        >
          <PlusIcon aria-hidden /> {t("addPair")}
        </Button>
      </fieldset>
    </div>
  );
}
