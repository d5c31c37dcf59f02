"use client";

import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useId, useState } from "react";
import { HoldNotice } from "@/components/approvals/hold-notice";
import { useStepAside } from "@/components/auth/step-aside";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useFormatLocale } from "@/components/ui/use-format-locale";
import { type HoldNoticeData, willBeHeld } from "@/lib/approvals/hold-notice-data";
import type { CopRechargeInput } from "@/lib/contract";
import { readCopAmountText } from "@/lib/contract";
import { formatMoney } from "@/lib/i18n/format";
import { copAmountInWords } from "./amount-in-words";

interface Props {
  input: CopRechargeInput | null;
  /** In production, and above RECHARGE_CONFIRM_ABOVE_COP in every environment. */
  retypeRequired: boolean;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The recharge policy in force: whether this amount is sent now or waits for approval. */
  hold?: HoldNoticeData;
  /** Held: why the maker asks (components/approvals/maker-reason-field.tsx), under the notice. */
  reasonField?: ReactNode;
}

/**
 * Restates amount and order before money moves. For large amounts (and every amount in
 * production) the operator types the amount again: a second, independent reading of the
 * figure catches a slipped zero.
 */
export function RechargeConfirmDialog({
  input,
  retypeRequired,
  sending,
  onCancel,
  onConfirm,
  hold,
  reasonField,
}: Props) {
  const t = useTranslations("recharges.confirm");
  const tHeld = useTranslations("held.rechargeConfirm");
  // Held (the amount reaches the policy's threshold): the dialog says no money moves yet.
  const held = input !== null && willBeHeld(hold, true, input.amount);
  const formatLocale = useFormatLocale();
  const locale = useLocale();
  const retypeId = useId();
  const [retyped, setRetyped] = useState("");
  const read = readCopAmountText(retyped);
  const matches = input !== null && read.ok && read.amount === input.amount;
  const canConfirm = input !== null && !sending && (!retypeRequired || matches);
  // While the recharge waits on "Confirm it's you", only that dialog shows.
  const aside = useStepAside(sending);

  return (
    <Dialog
      open={input !== null && !aside}
      onOpenChange={(open) => {
        if (!open && !sending) {
          setRetyped("");
          onCancel();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{held ? tHeld("title") : t("title")}</DialogTitle>
          <DialogDescription>{held ? tHeld("description") : t("description")}</DialogDescription>
        </DialogHeader>
        {input ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t("amount")}</dt>
            <dd data-testid="confirm-amount" className="font-semibold">
              {formatMoney(input.amount, "COP", formatLocale)}
              <span className="block text-xs font-normal text-muted-foreground">
                {copAmountInWords(input.amount, locale === "es" ? "es" : "en")}
              </span>
            </dd>
            <dt className="text-muted-foreground">{t("order")}</dt>
            <dd data-testid="confirm-order" className="font-mono break-all">
              {input.order}
            </dd>
            <dt className="text-muted-foreground">{t("descriptionLabel")}</dt>
            <dd className="break-words">{input.description}</dd>
          </dl>
        ) : null}
        {retypeRequired ? (
          <div className="grid gap-1.5">
            <Label htmlFor={retypeId}>{t("retype")}</Label>
            <Input
              id={retypeId}
              inputMode="numeric"
              autoComplete="off"
              value={retyped}
              onChange={(e) => setRetyped(e.target.value)}
              aria-invalid={retyped !== "" && !matches ? true : undefined}
            />
            {retyped !== "" && !matches ? <p className="text-xs text-destructive">{t("retypeMismatch")}</p> : null}
          </div>
        ) : null}
        <HoldNotice hold={hold} amount={input?.amount ?? null} />
        {held ? reasonField : null}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={sending}>
            {t("cancel")}
          </Button>
          <Button
            // The typed amount is cleared when the dialog closes (the form mounts it afresh each
            // time), not here: a reason refused keeps the dialog open with the amount still typed.
            onClick={onConfirm}
            disabled={!canConfirm}
            aria-busy={sending || undefined}
          >
            {sending ? t("sending") : held ? tHeld("submit") : t("submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
