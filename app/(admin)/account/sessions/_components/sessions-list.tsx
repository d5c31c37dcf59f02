"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { SessionListItem } from "@/lib/auth/sessions-list";
import type { ActionResult } from "@/lib/pipeline/result";
import { endOtherSessions, endSession } from "../actions";
import { deviceLabel } from "./device-label";
import { SessionCard } from "./session-card";

type Pending = { kind: "one"; session: SessionListItem } | { kind: "others" };

/** The refusal codes of ../actions.ts, worded. */
const ERROR_KEYS: Record<string, "errors.not_found" | "errors.current"> = {
  "SESSION.NOT_FOUND": "errors.not_found",
  "SESSION.CURRENT": "errors.current",
};

/**
 * The operator's sessions as cards (a few at most, so no table: the same layout reads on a phone),
 * this one first. Ending asks first, then the page reads the list again.
 */
export function SessionsList({ sessions }: { sessions: SessionListItem[] }) {
  const t = useTranslations("sessions");
  const router = useRouter();
  const [pending, setPending] = useState<Pending | null>(null);
  const others = sessions.filter((s) => !s.current).length;

  async function confirm(): Promise<void> {
    if (!pending) return;
    const result: ActionResult<unknown> =
      pending.kind === "one" ? await endSession({ ref: pending.session.ref }) : await endOtherSessions({});
    if (result.ok) {
      const ended = pending.kind === "others" && isEndedList(result.data) ? result.data.ended.length : 1;
      toast.success(pending.kind === "one" ? t("ended") : t("endedOthers", { count: ended }));
    } else {
      toast.error(t(ERROR_KEYS[result.error.code ?? ""] ?? "errors.failed"));
    }
    setPending(null);
    router.refresh();
  }

  return (
    <section aria-label={t("listLabel")} className="flex flex-col gap-3">
      {others > 0 ? (
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => setPending({ kind: "others" })}>
            {t("endOthers")}
          </Button>
        </div>
      ) : null}
      <ul className="grid gap-3">
        {sessions.map((session) => (
          <li key={session.ref}>
            <SessionCard session={session} onEnd={() => setPending({ kind: "one", session })} />
          </li>
        ))}
      </ul>
      {others === 0 ? <p className="text-sm text-muted-foreground">{t("onlyThis")}</p> : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={pending?.kind === "others" ? t("endOthersDialog.title") : t("endDialog.title")}
        description={
          pending?.kind === "one"
            ? t("endDialog.description", { device: deviceLabel(pending.session.device, t) })
            : t("endOthersDialog.description", { count: others })
        }
        cancelLabel={t("endDialog.cancel")}
        confirmLabel={pending?.kind === "others" ? t("endOthersDialog.confirm") : t("endDialog.confirm")}
        onConfirm={confirm}
      />
    </section>
  );
}

function isEndedList(data: unknown): data is { ended: string[] } {
  return typeof data === "object" && data !== null && Array.isArray((data as { ended?: unknown }).ended);
}
