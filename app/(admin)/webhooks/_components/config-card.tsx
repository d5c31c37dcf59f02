"use client";

import { PencilIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { CodeBadge } from "@/components/ui/code-label";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyButton } from "@/components/ui/copy-button";
import { DateTime } from "@/components/ui/date-time";
import { Switch } from "@/components/ui/switch";
import type { WebhookConfig } from "@/lib/contract";
import { setWebhookActive } from "../actions";

type Props = {
  config: WebhookConfig;
  receiverUrl: string;
  /** Absent when the operator may not change the configuration. */
  onEdit: (() => void) | undefined;
  /** Absent where the API offers no delete: the button is not shown. */
  onDelete?: () => void;
  /** False where the API offers no update: the active switch is read-only. */
  canToggle: boolean;
  /** "Register again" where editing means a new POST (no update extension). */
  editLabel?: string;
  onChanged: (config: WebhookConfig) => void;
  receiveButton: ReactNode;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:items-center">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

/** The configuration as the API holds it; the secret is never readable, only replaceable. */
export function ConfigCard({
  config,
  receiverUrl,
  onEdit,
  onDelete,
  canToggle,
  editLabel,
  onChanged,
  receiveButton,
}: Props) {
  const t = useTranslations("webhooks.settings");
  const [toggling, setToggling] = useState(false);
  // Pausing stops every delivery, so it is asked about first; turning sending back on is not.
  const [confirmingPause, setConfirmingPause] = useState(false);

  async function toggle(active: boolean) {
    setToggling(true);
    try {
      const result = await setWebhookActive({ id: config.id, active });
      if (result.ok) onChanged(result.data);
      else toast.error(t("toggleFailed"), { description: result.error.message || undefined });
    } finally {
      setToggling(false);
      setConfirmingPause(false);
    }
  }

  return (
    <Card data-testid="webhook-config">
      <CardContent className="pt-6">
        <dl className="grid gap-3">
          <Row label={t("id")}>
            <span className="inline-flex max-w-full items-center gap-1 break-all font-mono text-xs">
              {config.id}
              <CopyButton value={config.id} label={t("copyId")} />
            </span>
          </Row>
          <Row label={t("url")}>
            <span className="inline-flex max-w-full items-center gap-1">
              <span className="break-all font-mono text-xs" data-testid="webhook-url">
                {config.url}
              </span>
              <CopyButton value={config.url} label={t("copyUrl")} />
            </span>
            {config.url === receiverUrl ? (
              <Badge tone="info" className="ml-2">
                {t("thisDashboard")}
              </Badge>
            ) : null}
          </Row>
          <Row label={t("events")}>
            <span className="flex flex-wrap gap-1">
              {config.events.map((e) => (
                <CodeBadge key={e} kind="webhookEvent" code={e} tone="outline" />
              ))}
            </span>
          </Row>
          <Row label={t("secret")}>
            <span className="font-mono text-xs text-muted-foreground">
              <span aria-hidden>••••••••••••••••</span>
              <span className="sr-only">{t("secretMasked")}</span>
            </span>
          </Row>
          <Row label={t("active")}>
            <span className="flex items-center gap-2">
              <Switch
                checked={config.active}
                onCheckedChange={(next) => (next ? void toggle(true) : setConfirmingPause(true))}
                disabled={toggling || !canToggle}
                aria-label={config.active ? t("deactivate") : t("activate")}
              />
              <Badge tone={config.active ? "success" : "neutral"} data-testid="webhook-active">
                {config.active ? t("isActive") : t("isInactive")}
              </Badge>
            </span>
            {config.active ? null : <p className="mt-1 text-xs text-muted-foreground">{t("pausedNote")}</p>}
          </Row>
          <Row label={t("created")}>
            <DateTime value={config.createdAt} />
          </Row>
        </dl>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {onEdit ? (
          <Button variant="outline" onClick={onEdit}>
            <PencilIcon aria-hidden />
            {editLabel ?? t("edit")}
          </Button>
        ) : null}
        {receiveButton}
        {onDelete ? (
          // Secondary here: the destructive confirmation is inside the dialog that opens.
          <Button variant="outline" onClick={onDelete} className="ml-auto text-destructive hover:text-destructive">
            <Trash2Icon aria-hidden />
            {t("delete")}
          </Button>
        ) : null}
      </CardFooter>
      {/* Pausing says what stops: every event to this URL, until turned back on. */}
      <ConfirmDialog
        open={confirmingPause}
        onOpenChange={setConfirmingPause}
        title={t("pauseTitle")}
        description={t("pauseBody", { url: config.url })}
        cancelLabel={t("pauseCancel")}
        confirmLabel={t("pauseConfirm")}
        onConfirm={() => toggle(false)}
      />
    </Card>
  );
}
