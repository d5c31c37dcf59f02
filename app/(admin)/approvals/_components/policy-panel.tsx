"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { MakerReasonField, useMakerReason } from "@/components/approvals/maker-reason-field";
import { toast } from "sonner";
import { useAmountReader } from "@/components/forms/use-amount-reader";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import type { Policy } from "@/lib/approvals/types";
import { useFormatLocale } from "@/components/ui/use-format-locale";
import { formatMinutes } from "@/lib/i18n/duration";
import { formatAmountNumber, formatMoney } from "@/lib/i18n/format";
import { proposePolicy } from "../actions";

function summary(t: ReturnType<typeof useTranslations<"approvals">>, p: Policy, formatLocale: string): string {
  if (!p.enabled) return t("policies.off");
  const what =
    p.operation === "recharge"
      ? p.thresholdCop
        ? t("policies.from", { amount: formatMoney(p.thresholdCop, "COP", formatLocale) })
        : t("policies.every")
      : t("policies.on");
  return `${what} · ${t("policies.approvers", { count: p.approversRequired })} · ${t("policies.ttl", { duration: formatMinutes(p.ttlMinutes, formatLocale) })}`;
}

/** The policy in force for each operation, and (for an operator who may change roles) a proposal to change one. */
export function PolicyPanel({ policies, mayEdit }: { policies: Policy[]; mayEdit: boolean }) {
  const t = useTranslations("approvals");
  const formatLocale = useFormatLocale();
  const [editing, setEditing] = useState<Policy | null>(null);
  return (
    <section aria-labelledby="approvals-policies" className="flex flex-col gap-3">
      <div>
        <h2 id="approvals-policies" className="text-base font-semibold">
          {t("policies.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("policies.description")}</p>
      </div>
      <Card>
        <CardContent className="pt-4">
          <ul className="divide-y" aria-label={t("policies.label")}>
            {policies.map((p) => (
              <li
                key={p.operation}
                className="flex flex-wrap items-center gap-3 py-2"
                data-testid={`policy-${p.operation}`}
              >
                <span className="min-w-56 font-medium">{t(`operations.${p.operation}`)}</span>
                <span className="text-sm">{summary(t, p, formatLocale)}</span>
                <Badge tone={p.source === "default" ? "neutral" : "info"}>
                  {p.source === "default" ? t("policies.default") : t("policies.custom", { by: p.updatedBy ?? "" })}
                </Badge>
                {mayEdit ? (
                  <Button size="sm" variant="outline" className="ml-auto" onClick={() => setEditing(p)}>
                    {t("policies.edit")}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {mayEdit ? null : <p className="pt-2 text-xs text-muted-foreground">{t("policies.readOnly")}</p>}
        </CardContent>
      </Card>
      {editing ? <PolicyDialog policy={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

function PolicyDialog({ policy, onClose }: { policy: Policy; onClose: () => void }) {
  const t = useTranslations("approvals");
  const router = useRouter();
  const [enabled, setEnabled] = useState(policy.enabled);
  const amount = useAmountReader("COP");
  const formatLocale = useFormatLocale();
  const [threshold, setThreshold] = useState(formatAmountNumber(policy.thresholdCop ?? 0, "COP", formatLocale));
  const [approvers, setApprovers] = useState<1 | 2>(policy.approversRequired);
  const [ttl, setTtl] = useState(String(policy.ttlMinutes));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A policy change always waits for approval, so the maker always says why.
  const why = useMakerReason();

  async function submit() {
    setError(null);
    // The threshold as the operator writes numbers ("1,000,000" in English, "1.000.000" in Spanish).
    const reading = amount.read(threshold);
    if (policy.operation === "recharge" && !reading.ok) {
      setError(amount.refusal(reading.reason));
      return;
    }
    await why.confirmWith(true, (makerReason) => send(reading.ok ? reading.amount : null, makerReason));
  }

  async function send(thresholdCop: number | null, makerReason: string | undefined) {
    setPending(true);
    try {
      const result = await proposePolicy({
        operation: policy.operation,
        enabled,
        thresholdCop: policy.operation === "recharge" ? thresholdCop : null,
        approversRequired: approvers,
        ttlMinutes: Number(ttl),
        makerReason,
      });
      if (result.ok === false) {
        if (!why.takeError(result.error)) setError(result.error.message);
        return;
      }
      // A policy change always waits for approval (held); it is never applied at once.
      toast.success(t("policies.proposed"));
      onClose();
      router.refresh();
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(`operations.${policy.operation}`)}</DialogTitle>
          <DialogDescription>{t("policies.description")}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField label={t("fields.enabled")}>
            <Switch checked={enabled} onCheckedChange={setEnabled} aria-label={t("fields.enabled")} />
          </FormField>
          {policy.operation === "recharge" ? (
            <FormField label={t("fields.thresholdCop")} description={amount.hint}>
              <Input inputMode="numeric" value={threshold} onChange={(e) => setThreshold(e.target.value)} />
            </FormField>
          ) : null}
          <FormField label={t("fields.approversRequired")}>
            <select
              className="h-9 rounded-md border bg-background px-2 text-sm"
              value={approvers}
              onChange={(e) => setApprovers(e.target.value === "2" ? 2 : 1)}
            >
              <option value="1">1</option>
              <option value="2">2</option>
            </select>
          </FormField>
          <FormField label={t("fields.ttlMinutes")}>
            <Input inputMode="numeric" value={ttl} onChange={(e) => setTtl(e.target.value)} />
          </FormField>
          <MakerReasonField form={why.form} held />
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("cancelDialog.keep")}
            </Button>
            <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
              {t("policies.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
