"use client";

import { CheckIcon, ChevronRightIcon, XIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import { MakerReasonField, useMakerReason } from "@/components/approvals/maker-reason-field";
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
import {
  ACCOUNT_CHANGED_CODE,
  ACCOUNT_NOT_PENDING_CODE,
  REJECTION_REASON_MIN,
  type RejectionReasonCode,
} from "@/lib/accounts/review-rules";
import { ACCOUNT_REVIEW_REASON_MAX, type AccountReviewDecision } from "@/lib/contract";
import type { ActionError } from "@/lib/pipeline/result";
import { decideAccount } from "../review-actions";

/** The account a decision names: who, what, which number (masked), as the reviewer sees it. */
export interface ReviewTarget {
  id: string;
  holder: string | null;
  userId: string;
  type: string;
  /** Masked. */
  number: string;
  /** The account's updatedAt as shown: a decision on an account changed since is refused. */
  updatedAt: string;
  /** The reasons offered for this account (lib/accounts/review-rules.ts rejectionReasonsFor). */
  reasons: readonly RejectionReasonCode[];
}

/** What became of a decision, for the row or page that shows it in place. */
export type DecisionOutcome = "ACTIVE" | "REJECTED" | "held";

interface Props {
  account: ReviewTarget;
  /** Null when the operator may decide; else why the buttons are disabled. */
  deniedReason: string | null;
  /**
   * Whether the decision is sent now or held for approval, and by whom: said before the click.
   * Held, an approval asks the maker why (a rejection's reason already says it).
   */
  holdNotice: { text: string; held: boolean };
  /**
   * The account page: where "Approve and next" goes (null: no other pending account). Absent in
   * the queue, whose rows stay where they are.
   */
  next?: { id: string | null } | undefined;
  /** Told once the decision is done (or held), so the row or page marks it in place. */
  onDecided?: (outcome: DecisionOutcome) => void;
  compact?: boolean;
}

type Pending = { decision: AccountReviewDecision; andNext: boolean } | null;

/**
 * Approve, or reject with a reason, one PENDING account (sandbox extension accounts-review).
 * Nothing is decided by one click: both open a confirmation naming the account (owner, type,
 * masked number) and the decision, and saying whether it is sent now or held for approval; the
 * confirm button is disabled while it runs, so a double click sends one request. A rejection
 * needs a chosen reason, or "Other" with at least REJECTION_REASON_MIN characters.
 */
export function ReviewDecision({ account, deniedReason, holdNotice, next, onDecided, compact = false }: Props) {
  const t = useTranslations("accounts.review");
  const router = useRouter();
  const ids = { reasons: useId(), other: useId(), otherHint: useId() };
  const [busy, startTransition] = useTransition();
  const [open, setOpen] = useState<Pending>(null);
  const [reasonCode, setReasonCode] = useState<RejectionReasonCode | null>(null);
  const [otherText, setOtherText] = useState("");
  const [error, setError] = useState<ActionError | null>(null);
  const why = useMakerReason();
  // One request per confirmation, even for a second click that lands before React re-renders.
  const sending = useRef(false);

  const reason = reasonCode === null ? "" : reasonCode === "other" ? otherText.trim() : t(`reasons.${reasonCode}`);
  const rejectReady = reasonCode !== null && reason.length >= REJECTION_REASON_MIN;

  function openDialog(decision: AccountReviewDecision, andNext = false) {
    setError(null);
    setOpen({ decision, andNext });
  }

  function close() {
    setOpen(null);
    why.reset();
    setReasonCode(null);
    setOtherText("");
  }

  function confirm() {
    if (!open || busy || sending.current) return;
    const { decision, andNext } = open;
    void why.confirmWith(askWhy, (makerReason) => {
      sending.current = true;
      setError(null);
      startTransition(async () => {
        try {
          await send(decision, andNext, makerReason);
        } finally {
          sending.current = false;
        }
      });
    });
  }

  async function send(decision: AccountReviewDecision, andNext: boolean, makerReason: string | undefined) {
    const result = await decideAccount({
      id: account.id,
      input: decision === "REJECT" ? { decision, reason } : { decision },
      ...(decision === "REJECT" && reasonCode ? { reasonCode } : {}),
      ...(makerReason ? { makerReason } : {}),
      seen: { updatedAt: account.updatedAt },
    });
    if (result.ok === "held") {
      // Held for a second operator: not a failure; the request waits in Approvals.
      close();
      toast.info(result.message);
      onDecided?.("held");
      return;
    }
    if (!result.ok) {
      if (!why.takeError(result.error)) setError(result.error);
      return;
    }
    close();
    toast.success(t(decision === "APPROVE" ? "approved" : "rejected"));
    onDecided?.(decision === "APPROVE" ? "ACTIVE" : "REJECTED");
    // "Approve and next" is the one way on; otherwise the page stays and shows the outcome.
    if (andNext && next) router.push(next.id ? `/accounts/${encodeURIComponent(next.id)}` : "/accounts?status=PENDING");
    else if (next) router.refresh();
  }

  const errorText = (e: ActionError) =>
    e.code === ACCOUNT_CHANGED_CODE || e.code === ACCOUNT_NOT_PENDING_CODE
      ? t("changed")
      : (e.fieldErrors?.reason ?? e.fieldErrors?.reasonCode ?? (e.message || t("failed")));

  const disabled = busy || deniedReason !== null;
  const size = compact ? "sm" : "default";
  const rejecting = open?.decision === "REJECT";
  // A held approval needs the maker's reason; a held rejection's own reason stands for it.
  const askWhy = holdNotice.held && open?.decision === "APPROVE";
  // Refused because the account changed: confirming again would be refused again.
  const changed = error?.code === ACCOUNT_CHANGED_CODE || error?.code === ACCOUNT_NOT_PENDING_CODE;
  const otherTooShort = reasonCode === "other" && otherText.trim().length > 0 && !rejectReady;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-2">
        <Button size={size} onClick={() => openDialog("APPROVE")} disabled={disabled}>
          <CheckIcon aria-hidden />
          {t("approve")}
        </Button>
        {next ? (
          <Button size={size} variant="secondary" onClick={() => openDialog("APPROVE", true)} disabled={disabled}>
            {t("approveAndNext")}
            <ChevronRightIcon aria-hidden />
          </Button>
        ) : null}
        <Button size={size} variant="outline" onClick={() => openDialog("REJECT")} disabled={disabled}>
          <XIcon aria-hidden />
          {t("reject")}
        </Button>
      </div>
      {deniedReason ? <p className="text-xs text-muted-foreground">{deniedReason}</p> : null}
      <Dialog open={open !== null} onOpenChange={(value) => !busy && !value && close()}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>{t(rejecting ? "rejectTitle" : "approveTitle")}</DialogTitle>
            <DialogDescription>{t(rejecting ? "rejectDescription" : "approveDescription")}</DialogDescription>
          </DialogHeader>
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              confirm();
            }}
          >
            <dl
              className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border p-3 text-sm"
              data-testid="decision-target"
            >
              <dt className="text-muted-foreground">{t("owner")}</dt>
              <dd className="min-w-0 break-words">
                {account.holder ?? account.userId}
                {account.holder ? (
                  <span className="block font-mono text-xs text-muted-foreground">{account.userId}</span>
                ) : null}
              </dd>
              <dt className="text-muted-foreground">{t("type")}</dt>
              <dd>{account.type}</dd>
              <dt className="text-muted-foreground">{t("number")}</dt>
              <dd className="font-mono text-xs">{account.number || "—"}</dd>
              <dt className="text-muted-foreground">{t("decision")}</dt>
              <dd className="font-medium">{t(rejecting ? "decisionReject" : "decisionApprove")}</dd>
            </dl>
            {rejecting ? (
              <fieldset className="flex flex-col gap-2" aria-describedby={otherTooShort ? ids.otherHint : undefined}>
                <legend className="mb-1 text-sm font-medium">{t("reason")}</legend>
                <div className="flex flex-col gap-1.5" id={ids.reasons}>
                  {account.reasons.map((code) => (
                    <label key={code} className="flex items-start gap-2 text-sm">
                      <input
                        type="radio"
                        name="reasonCode"
                        value={code}
                        checked={reasonCode === code}
                        onChange={() => setReasonCode(code)}
                        className="mt-1"
                      />
                      <span>{code === "other" ? t("reasonOther") : t(`reasons.${code}`)}</span>
                    </label>
                  ))}
                </div>
                {reasonCode === "other" ? (
                  <div className="grid gap-1.5">
                    <Label htmlFor={ids.other}>{t("otherText")}</Label>
                    <Textarea
                      id={ids.other}
                      value={otherText}
                      required
                      minLength={REJECTION_REASON_MIN}
                      maxLength={ACCOUNT_REVIEW_REASON_MAX}
                      aria-invalid={otherTooShort || error?.fieldErrors?.reason ? true : undefined}
                      aria-describedby={ids.otherHint}
                      onChange={(e) => setOtherText(e.target.value)}
                    />
                    <p
                      id={ids.otherHint}
                      className={otherTooShort ? "text-xs text-destructive" : "text-xs text-muted-foreground"}
                    >
                      {otherTooShort
                        ? t("tooShort", { min: REJECTION_REASON_MIN })
                        : t("otherHint", {
                            min: REJECTION_REASON_MIN,
                            count: otherText.trim().length,
                            max: ACCOUNT_REVIEW_REASON_MAX,
                          })}
                    </p>
                  </div>
                ) : null}
              </fieldset>
            ) : null}
            <p
              className="text-sm text-muted-foreground"
              data-testid="decision-hold-notice"
              data-held={holdNotice.held ? "true" : "false"}
            >
              {holdNotice.text}
            </p>
            <MakerReasonField form={why.form} held={askWhy} />
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {errorText(error)}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close} disabled={busy}>
                {t("cancel")}
              </Button>
              <Button
                type="submit"
                variant={rejecting ? "destructive" : "default"}
                disabled={busy || changed || (rejecting && !rejectReady)}
                aria-busy={busy || undefined}
              >
                {rejecting ? t("confirmReject") : open?.andNext ? t("confirmApproveAndNext") : t("confirmApprove")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
