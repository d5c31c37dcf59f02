"use client";

import { useQueryClient } from "@tanstack/react-query";
import { PlugZapIcon, WebhookIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useMakerReason } from "@/components/approvals/maker-reason-field";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { useHeldNotice } from "@/components/forms/use-action-error";
import { EmptyState } from "@/components/states/empty-state";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import type { WebhookConfig } from "@/lib/contract";
import type { ApiEnv } from "@/lib/webhooks/settings-schema";
import { receiveHere } from "../actions";
import { ConfigCard } from "./config-card";
import { DeleteWebhookDialog } from "./delete-webhook-dialog";
import { ReceiveHereDialog } from "./receive-here-dialog";
import { SecretOnce } from "./secret-once";
import { CONFIG_QUERY_KEY, type ConfigState, useWebhookConfig } from "./use-webhook-config";
import { WebhookFormDialog } from "./webhook-form-dialog";
import { type HoldNoticeData, willBeHeld } from "@/lib/approvals/hold-notice-data";

type Props = {
  initial: ConfigState;
  apiEnv: ApiEnv;
  receiverUrl: string;
  /** Why this operator may not change the configuration (no webhooks:write); absent when they may. */
  writeDenied?: string;
  /** The webhook policy in force: each confirmation says whether the change waits for approval. */
  hold?: HoldNoticeData;
};

/** The current configuration, refreshed every few seconds, and everything an operator does to it. */
export function WebhookSettings({ initial, apiEnv, receiverUrl, writeDenied, hold }: Props) {
  const t = useTranslations("webhooks.settings");
  const queryClient = useQueryClient();
  const { data } = useWebhookConfig(initial);
  const config = data.config;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [receiving, setReceiving] = useState(false);
  const receive = useStepUpAction(receiveHere);
  const onHeld = useHeldNotice();
  // Held under the webhook policy: a dialog says so and asks why first; otherwise one click sends.
  const receiveHeld = willBeHeld(hold);
  const [askingWhy, setAskingWhy] = useState(false);
  const reason = useMakerReason();

  const show = (next: WebhookConfig | null) =>
    queryClient.setQueryData<ConfigState>(CONFIG_QUERY_KEY, {
      ...data,
      config: next,
      source: next ? (data.readable ? "api" : "dashboard") : null,
    });

  async function pointHere(makerReason?: string) {
    setReceiving(true);
    try {
      const result = await receive({ id: config?.id, makerReason });
      if (result.ok === true) {
        show(result.data.config);
        setSecret(result.data.secret);
        toast.success(t("receivingHere"));
      } else if (result.ok === "held") {
        // Nothing changed yet: approved, the new secret goes to this dashboard's receiver only.
        onHeld(result);
        reason.reset();
        setAskingWhy(false);
      } else if (!reason.takeError(result.error)) {
        toast.error(t("receiveFailed"), { description: result.error.message || undefined });
      }
    } finally {
      setReceiving(false);
    }
  }

  const receiveButton = (
    <Button
      variant="outline"
      onClick={() => (receiveHeld ? setAskingWhy(true) : pointHere())}
      disabled={receiving}
      aria-busy={receiving || undefined}
    >
      <PlugZapIcon aria-hidden />
      {t("receiveHere")}
    </Button>
  );

  return (
    <section aria-labelledby="webhook-settings-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="webhook-settings-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="inline-flex max-w-full items-center gap-1 break-all text-xs text-muted-foreground">
          <span data-testid="receiver-url">{t("receiverUrl", { url: receiverUrl })}</span>
          <CopyButton value={receiverUrl} label={t("copyReceiverUrl")} />
        </p>
      </div>
      {secret ? <SecretOnce secret={secret} onDismiss={() => setSecret(null)} /> : null}
      {writeDenied ? (
        <p className="text-sm text-muted-foreground" data-testid="webhook-write-denied">
          {writeDenied}
        </p>
      ) : null}
      {!data.readable ? (
        <p className="text-sm text-muted-foreground" data-testid="webhook-not-readable">
          {data.source === "dashboard" ? t("registeredHere", { email: data.registeredBy ?? "" }) : t("notReadable")}
        </p>
      ) : null}
      {!data.offers.update || !data.offers.delete ? (
        <p className="text-sm text-muted-foreground" data-testid="webhook-limits">
          {t("limits")}
        </p>
      ) : null}
      {config ? (
        <ConfigCard
          config={config}
          receiverUrl={receiverUrl}
          onEdit={writeDenied ? undefined : () => setEditing(true)}
          onDelete={data.offers.delete && !writeDenied ? () => setDeleting(true) : undefined}
          canToggle={data.offers.update && !writeDenied}
          editLabel={data.offers.update ? undefined : t("registerAgain")}
          onChanged={show}
          receiveButton={writeDenied ? null : receiveButton}
        />
      ) : (
        <EmptyState
          icon={WebhookIcon}
          title={t("emptyTitle")}
          description={t("emptyBody")}
          action={
            writeDenied ? undefined : (
              <div className="flex flex-wrap justify-center gap-2">
                <Button onClick={() => setEditing(true)}>{t("create")}</Button>
                {receiveButton}
              </div>
            )
          }
        />
      )}
      <WebhookFormDialog
        open={editing}
        onOpenChange={setEditing}
        apiEnv={apiEnv}
        config={data.offers.update ? config : null}
        hold={hold}
        onSaved={(saved, newSecret) => {
          show(saved);
          if (newSecret) setSecret(newSecret);
          toast.success(t("saved"));
        }}
      />
      <ReceiveHereDialog
        open={askingWhy}
        onOpenChange={setAskingWhy}
        hold={hold}
        reasonForm={reason.form}
        pending={receiving}
        onConfirm={() => void reason.confirmWith(true, pointHere)}
      />
      {config ? (
        <DeleteWebhookDialog
          config={config}
          open={deleting}
          onOpenChange={setDeleting}
          onDeleted={() => show(null)}
          hold={hold}
        />
      ) : null}
    </section>
  );
}
