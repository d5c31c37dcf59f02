"use client";

import { KeyRoundIcon, PlusIcon, SmartphoneIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { EnrolFactor } from "@/components/auth/mfa/enrol-factor";
import { useMfaErrorText } from "@/components/auth/mfa/error-text";
import { RecoveryCodes } from "@/components/auth/mfa/recovery-codes";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DateTime } from "@/components/ui/date-time";
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
import type { ActionResult } from "@/lib/pipeline/result";
import {
  confirmTotp,
  type FactorChange,
  passkeyOptions,
  regenerateRecoveryCodes,
  registerPasskey,
  removeFactor,
  renameFactor,
  startTotp,
} from "../actions";

export interface FactorView {
  id: string;
  kind: "passkey" | "totp";
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

type Dialogs = { kind: "rename"; factor: FactorView } | { kind: "remove"; factor: FactorView } | { kind: "regenerate" };

const ICONS = { passkey: KeyRoundIcon, totp: SmartphoneIcon } as const;

export function SecurityPanel(props: {
  factors: FactorView[];
  recovery: { remaining: number; total: number };
  keepOne: boolean;
}) {
  const t = useTranslations("mfa");
  const router = useRouter();
  const errorText = useMfaErrorText();
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [newLabel, setNewLabel] = useState("");
  const labelId = useId();

  const enrolActions = {
    startTotp: useStepUpAction(startTotp),
    confirmTotp: useStepUpAction(confirmTotp),
    passkeyOptions: useStepUpAction(passkeyOptions),
    registerPasskey: useStepUpAction(registerPasskey),
  };
  const rename = useStepUpAction(renameFactor);
  const remove = useStepUpAction(removeFactor);
  const regenerate = useStepUpAction(regenerateRecoveryCodes);

  function changed(data: FactorChange, message: string) {
    toast.success(
      data.endedSessions > 0 ? `${message} ${t("security.othersEnded", { count: data.endedSessions })}` : message,
    );
    if (data.recoveryCodes) setCodes(data.recoveryCodes);
    router.refresh();
  }

  async function run<T>(call: () => Promise<ActionResult<T>>, onOk: (data: T) => void) {
    setBusy(true);
    try {
      const result = await call();
      if (result.ok) {
        setDialog(null);
        onOk(result.data);
      } else toast.error(errorText(result.error));
    } finally {
      setBusy(false);
    }
  }

  async function submitRename(event: FormEvent) {
    event.preventDefault();
    if (dialog?.kind !== "rename") return;
    await run(
      () => rename({ id: dialog.factor.id, label: newLabel }),
      () => {
        toast.success(t("security.renamed"));
        router.refresh();
      },
    );
  }

  const onlyOne = props.keepOne && props.factors.length <= 1;

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1">
            <CardTitle>
              <h2>{t("security.factorsTitle")}</h2>
            </CardTitle>
            <CardDescription>{t("security.factorsDescription")}</CardDescription>
          </div>
          {adding ? null : (
            <Button type="button" onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden />
              {t("security.add")}
            </Button>
          )}
        </CardHeader>
        <CardContent className="grid gap-4">
          {props.factors.length === 0 ? <p className="text-sm text-muted-foreground">{t("security.none")}</p> : null}
          <ul className="grid gap-2" aria-label={t("security.factorsTitle")}>
            {props.factors.map((factor) => {
              const Icon = ICONS[factor.kind];
              return (
                <li
                  key={factor.id}
                  data-testid="factor-row"
                  className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex min-w-0 gap-3">
                    <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
                    <div className="grid min-w-0 gap-1">
                      <span className="font-medium break-words">{factor.label}</span>
                      <span className="text-xs text-muted-foreground">
                        {t(`kind.${factor.kind}`)} · {t("security.added")} <DateTime value={factor.createdAt} /> ·{" "}
                        {t("security.lastUsed")}{" "}
                        {factor.lastUsedAt ? <DateTime value={factor.lastUsedAt} relative /> : t("security.never")}
                      </span>
                    </div>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        setNewLabel(factor.label);
                        setDialog({ kind: "rename", factor });
                      }}
                      aria-label={t("security.renameNamed", { label: factor.label })}
                    >
                      {t("security.rename")}
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={onlyOne}
                      title={onlyOne ? t("security.keepOne") : undefined}
                      onClick={() => setDialog({ kind: "remove", factor })}
                      aria-label={t("security.removeNamed", { label: factor.label })}
                    >
                      {t("security.remove")}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          {onlyOne && props.factors.length === 1 ? (
            <p className="text-xs text-muted-foreground">{t("security.keepOne")}</p>
          ) : null}
          {adding ? (
            <div className="rounded-md border p-4">
              <h3 className="mb-3 text-sm font-semibold">{t("security.add")}</h3>
              <EnrolFactor
                actions={enrolActions}
                onCancel={() => setAdding(false)}
                onDone={(data) => {
                  setAdding(false);
                  changed(data, t("security.addedFactor"));
                }}
              />
            </div>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t("recovery.sectionTitle")}</h2>
          </CardTitle>
          <CardDescription>
            {props.recovery.total > 0
              ? t("recovery.remaining", { remaining: props.recovery.remaining, total: props.recovery.total })
              : t("recovery.noneYet")}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {codes ? <RecoveryCodes codes={codes} /> : null}
          <div>
            <Button
              type="button"
              variant="outline"
              disabled={props.factors.length === 0}
              onClick={() => setDialog({ kind: "regenerate" })}
            >
              {t("recovery.regenerate")}
            </Button>
          </div>
        </CardContent>
      </Card>

      <Dialog open={dialog?.kind === "rename"} onOpenChange={(open) => (open ? undefined : setDialog(null))}>
        <DialogContent>
          <form onSubmit={submitRename} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t("security.renameTitle")}</DialogTitle>
              <DialogDescription>{t("security.renameDescription")}</DialogDescription>
            </DialogHeader>
            <FormField label={t("label")} id={labelId} required>
              <Input value={newLabel} maxLength={64} onChange={(e) => setNewLabel(e.target.value)} autoFocus />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => setDialog(null)}>
                {t("cancel")}
              </Button>
              <Button type="submit" disabled={busy || newLabel.trim() === ""}>
                {t("security.save")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={dialog?.kind === "remove"}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        title={t("security.removeTitle")}
        description={t("security.removeDescription", { label: dialog?.kind === "remove" ? dialog.factor.label : "" })}
        cancelLabel={t("cancel")}
        confirmLabel={t("security.remove")}
        onConfirm={async () => {
          if (dialog?.kind !== "remove") return;
          await run(
            () => remove({ id: dialog.factor.id }),
            (data) => changed(data, t("security.removed")),
          );
        }}
      />

      {/* New codes make the old ones useless: confirmed like a removal. */}
      <ConfirmDialog
        open={dialog?.kind === "regenerate"}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        title={t("recovery.regenerateTitle")}
        description={t("recovery.regenerateDescription")}
        cancelLabel={t("cancel")}
        confirmLabel={t("recovery.regenerate")}
        onConfirm={() =>
          run(
            () => regenerate({}),
            (data) => {
              setCodes(data.codes);
              router.refresh();
            },
          )
        }
      />
    </div>
  );
}
