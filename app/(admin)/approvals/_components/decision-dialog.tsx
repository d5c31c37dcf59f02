"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { Button } from "@/components/ui/button";
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
import { Textarea } from "@/components/ui/textarea";
import type { ChangeRequestView } from "@/lib/approvals/types";
import type { DecisionProof, DecisionResult } from "@/lib/operations/approval-decisions";
import { approveRequest, cancelRequest, rejectRequest } from "../actions";
import { DiffList } from "./diff-list";
import { RequestTarget } from "./request-target";
import { MakerReason } from "./maker-reason";

export type Decision = "approve" | "reject" | "cancel";

/**
 * Approve, reject (with a reason) or cancel one request. The server decides whether this
 * operator may; its refusal is shown as it comes. How the decider proves who they are follows
 * the server (`proof`): the password typed again with OPERATOR_MFA=off; otherwise a fresh
 * step-up, asked for by "Confirm it's you" when the session's is stale, and no password.
 */
export function DecisionDialog({
  requestId,
  decision,
  proof,
  onOpenChange,
  request,
  names = {},
}: {
  requestId: string;
  decision: Decision | null;
  proof: DecisionProof;
  onOpenChange: (open: boolean) => void;
  /** The request as the queue shows it: the dialog restates what is decided, with the same diff. */
  request?: ChangeRequestView;
  /** Targets' current names by targetKey. */
  names?: Readonly<Record<string, string>>;
}) {
  const t = useTranslations("approvals");
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const approve = useStepUpAction(approveRequest);
  const reject = useStepUpAction(rejectRequest);
  const askPassword = proof === "password";

  function close() {
    setPassword("");
    setReason("");
    setError(null);
    onOpenChange(false);
  }

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      let result: DecisionResult;
      if (decision === "approve") result = await approve(askPassword ? { id: requestId, password } : { id: requestId });
      else if (decision === "reject") result = await reject({ id: requestId, reason });
      else result = await cancelRequest({ id: requestId });
      if (!result.ok) {
        setError(result.error.fieldErrors?.password ?? result.error.fieldErrors?.reason ?? result.error.message);
        return;
      }
      const outcome = result.data.outcome;
      const text =
        outcome === "executed" || outcome === "failed" || outcome === "stale"
          ? t(`outcomes.${outcome}`)
          : t("outcomes.recorded");
      if (outcome === "executed" || outcome === "recorded") toast.success(text);
      else toast.error(text);
      close();
      router.refresh();
    } finally {
      setPending(false);
    }
  }

  if (!decision) return null;
  const key = `${decision}Dialog` as const;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(`${key}.title`)}</DialogTitle>
          <DialogDescription>
            {decision === "approve" && !askPassword ? t("approveDialog.descriptionStepUp") : t(`${key}.description`)}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          {request ? (
            <div className="grid gap-2 rounded-md border p-3 text-sm" data-testid="decision-restated">
              <RequestTarget
                request={request}
                currentName={request.targetId ? names[`${request.targetType}:${request.targetId}`] : null}
              />
              <DiffList diff={request.diff} />
              <MakerReason reason={request.reason} />
            </div>
          ) : null}
          {decision === "approve" && askPassword ? (
            <FormField label={t("approveDialog.password")} error={error ?? undefined} required>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoFocus
              />
            </FormField>
          ) : null}
          {decision === "reject" ? (
            <FormField label={t("rejectDialog.reason")} error={error ?? undefined} required>
              <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={500} autoFocus />
            </FormField>
          ) : null}
          {(decision === "cancel" || (decision === "approve" && !askPassword)) && error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" type="button" onClick={close}>
              {decision === "cancel" ? t("cancelDialog.keep") : t("cancelDialog.keep")}
            </Button>
            <Button
              type="submit"
              variant={decision === "approve" ? "default" : "destructive"}
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {t(`${key}.confirm`)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
