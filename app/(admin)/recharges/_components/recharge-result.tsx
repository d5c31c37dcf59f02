"use client";

import { ExternalLinkIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { DateTime } from "@/components/ui/date-time";
import { useFormatLocale } from "@/components/ui/use-format-locale";
import { formatMoney } from "@/lib/i18n/format";
import type { RechargeOutcome } from "@/lib/operations/recharge-outcome";
import { copAmountInWords } from "./amount-in-words";

/** A checkout link is offered as a link only when it is a web address; anything else is shown as text. */
function webUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The API's answer in an operator's terms (order, amount, reference, checkout link); the
 * response as it came (CODE, DESC, OrdenID, Monto…) stays one click away for support.
 */
export function RechargeResult({ outcome }: { outcome: RechargeOutcome }) {
  const t = useTranslations("recharges.result");
  const formatLocale = useFormatLocale();
  const locale = useLocale();
  const { recharge } = outcome;
  const amount = Number(recharge.DATA.Monto);
  const checkout = webUrl(recharge.DATA.checkout);
  return (
    <Card data-testid="recharge-result">
      <CardHeader>
        <CardTitle>{outcome.replayed ? t("titleReplayed") : t("title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {outcome.replayed ? (
          <Alert tone="info" data-testid="recharge-replayed">
            <AlertTitle>{t("replayedTitle")}</AlertTitle>
            <AlertDescription>
              {t("replayedBody", { order: outcome.order })}{" "}
              {outcome.firstAt ? (
                <>
                  {t("firstAt")} <DateTime value={outcome.firstAt} />
                </>
              ) : null}
            </AlertDescription>
          </Alert>
        ) : null}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t("order")}</dt>
          <dd className="flex items-center gap-1 font-mono break-all" data-testid="recharge-order">
            {outcome.order}
            <CopyButton value={outcome.order} label={t("order")} />
          </dd>
          <dt className="text-muted-foreground">{t("amount")}</dt>
          <dd data-testid="recharge-amount">
            <span className="font-semibold tabular-nums">
              {Number.isFinite(amount) ? formatMoney(amount, "COP", formatLocale) : recharge.DATA.Monto}
            </span>
            <span className="block text-xs text-muted-foreground">
              {Number.isFinite(amount) ? copAmountInWords(amount, locale === "es" ? "es" : "en") : null}
            </span>
          </dd>
          <dt className="text-muted-foreground">{t("reference")}</dt>
          <dd className="flex items-center gap-1 font-mono break-all" data-testid="recharge-reference">
            {recharge.DATA.Referencia}
            <CopyButton value={recharge.DATA.Referencia} label={t("reference")} />
          </dd>
          <dt className="text-muted-foreground">{t("checkout")}</dt>
          <dd className="break-all" data-testid="recharge-checkout">
            {checkout ? (
              <a
                href={checkout}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-primary underline"
              >
                {t("openCheckout")}
                <ExternalLinkIcon className="size-3.5" aria-hidden />
              </a>
            ) : (
              recharge.DATA.checkout
            )}
          </dd>
          <dt className="text-muted-foreground">{t("status")}</dt>
          <dd data-testid="recharge-status">{recharge.DESC || recharge.CODE}</dd>
        </dl>
        <details className="rounded-md border px-3 py-2 text-sm" data-testid="recharge-raw">
          <summary className="cursor-pointer text-muted-foreground">{t("raw")}</summary>
          <pre className="mt-2 overflow-x-auto text-xs whitespace-pre-wrap break-all">
            {JSON.stringify(recharge, null, 2)}
          </pre>
        </details>
      </CardContent>
    </Card>
  );
}
