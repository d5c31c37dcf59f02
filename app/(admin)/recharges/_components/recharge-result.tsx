"use client";

import { ExternalLinkIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { DateTime } from "@/components/ui/date-time";
import type { RechargeOutcome } from "./recharge-outcome";

const DATA_FIELDS = ["OrdenID", "Monto", "PVordenID", "Referencia", "Operacion"] as const;

/** The API's answer as it came: CODE, DESC and every DATA field, with the checkout link. */
export function RechargeResult({ outcome }: { outcome: RechargeOutcome }) {
  const t = useTranslations("recharges.result");
  const { recharge } = outcome;
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
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted-foreground">CODE</dt>
          <dd className="font-mono" data-testid="recharge-code">
            {recharge.CODE}
          </dd>
          <dt className="text-muted-foreground">DESC</dt>
          <dd>{recharge.DESC}</dd>
          {DATA_FIELDS.map((key) => (
            <div key={key} className="contents">
              <dt className="text-muted-foreground">{key}</dt>
              <dd className="flex items-center gap-1 font-mono break-all" data-testid={`recharge-${key}`}>
                {recharge.DATA[key]}
                <CopyButton value={recharge.DATA[key]} label={key} />
              </dd>
            </div>
          ))}
          <dt className="text-muted-foreground">checkout</dt>
          <dd className="break-all">
            <a
              href={recharge.DATA.checkout}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary underline"
            >
              {recharge.DATA.checkout}
              <ExternalLinkIcon className="size-3.5" aria-hidden />
            </a>
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}
