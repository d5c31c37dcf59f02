"use client";

import { CheckIcon, XIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ACCOUNT_REVIEW_REASON_MAX, type AccountReviewDecision } from "@/lib/contract";
import type { ActionError } from "@/lib/pipeline/result";
import { decideAccount } from "../review-actions";

interface Props {
  accountId: string;
  /** Null when the operator may decide; else why the buttons are disabled. */
  deniedReason: string | null;
  /** "next": open the next PENDING account (the account page); "stay": refresh the queue. */
  after: "next" | "stay";
  compact?: boolean;
}

/** Approve, or reject with a reason, one PENDING account (sandbox extension accounts-review). */
export function ReviewDecision({ accountId, deniedReason, after, compact = false }: Props) {
  const t = useTranslations("accounts.review");
  const router = useRouter();
  const reasonId = useId();
  const [pending, startTransition] = useTransition();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<ActionError | null>(null);

  function decide(decision: AccountReviewDecision) {
    setError(null);
    startTransition(async () => {
      const input = decision === "REJECT" ? { decision, reason } : { decision };
      const result = await decideAccount({ id: accountId, input });
      if (result.ok === "held") {
        // Held for a second operator: not a failure; the request waits in Approvals.
        const message = result.message;
        setRejecting(false);
        setReason("");
        toast.info(message);
        return;
      }
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setRejecting(false);
      setReason("");
      toast.success(t(decision === "APPROVE" ? "approved" : "rejected"));
      if (after === "stay") router.refresh();
      else
        router.push(
          result.data.nextPendingId
            ? `/accounts/${encodeURIComponent(result.data.nextPendingId)}`
            : "/accounts?status=PENDING",
        );
    });
  }

  const disabled = pending || deniedReason !== null;
  const size = compact ? "sm" : "default";
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-2">
        <Button size={size} onClick={() => decide("APPROVE")} disabled={disabled}>
          <CheckIcon aria-hidden />
          {t("approve")}
        </Button>
        <Button size={size} variant="outline" onClick={() => setRejecting(true)} disabled={disabled}>
          <XIcon aria-hidden />
          {t("reject")}
        </Button>
      </div>
      {deniedReason ? <p className="text-xs text-muted-foreground">{deniedReason}</p> : null}
      {error && !rejecting ? (
        <p role="alert" className="text-xs text-destructive">
          {error.code === "ACCOUNT.1410" ? t("notPending") : error.message || t("failed")}
        </p>
      ) : null}
      <Dialog open={rejecting} onOpenChange={(open) => !pending && setRejecting(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("rejectTitle")}</DialogTitle>
            <DialogDescription>{t("rejectDescription")}</DialogDescription>
          </DialogHeader>
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              decide("REJECT");
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor={reasonId}>{t("reason")}</Label>
              <Textarea
                id={reasonId}
                value={reason}
                required
                maxLength={ACCOUNT_REVIEW_REASON_MAX}
                aria-invalid={error?.fieldErrors?.reason ? true : undefined}
                onChange={(e) => setReason(e.target.value)}
              />
              <p className="text-xs text-muted-foreground">
                {t("reasonHint", { count: reason.length, max: ACCOUNT_REVIEW_REASON_MAX })}
              </p>
              {error ? (
                <p role="alert" className="text-xs text-destructive">
                  {error.fieldErrors?.reason ??
                    (error.code === "ACCOUNT.1410" ? t("notPending") : error.message || t("failed"))}
                </p>
              ) : null}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setRejecting(false)} disabled={pending}>
                {t("cancel")}
              </Button>
              <Button type="submit" variant="destructive" disabled={pending || reason.trim() === ""}>
                {t("confirmReject")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
