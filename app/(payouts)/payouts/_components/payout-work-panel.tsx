"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import { Section } from "@/components/ui/field-list";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import type { ActionResult } from "@/lib/pipeline/result";
import { acknowledgePayout, assignPayout, notePayout, reopenPayout, resolvePayout } from "../actions";
import { payoutWorkKeys, usePayoutWork, usePayoutWorkLive, useWorkError } from "./use-payout-work";

/** The bound of a note or a reason (PAYOUT_NOTE_MAX in the store's schema). */
const TEXT_MAX = 2_000;
const HOUR_MS = 3_600_000;
const SNOOZES = {
  "1h": HOUR_MS,
  "4h": 4 * HOUR_MS,
  "1d": 24 * HOUR_MS,
  "3d": 72 * HOUR_MS,
  "7d": 168 * HOUR_MS,
} as const;
type Snooze = keyof typeof SNOOZES | "status";

/**
 * Who is on a payout, in the sheet and on the payout's page (issue 29, point 5): its owner (any
 * operator who has signed in for the customer), its acknowledgement with a reason and a snooze,
 * resolve and reopen, and the notes. Notes and reasons are text: rendered as text nodes, never
 * as markup. Another operator's change arrives live (usePayoutWorkLive).
 */
export function PayoutWorkPanel({ payoutId, live = true }: { payoutId: string; live?: boolean }) {
  return (
    <>
      {live ? <Live /> : null}
      <WorkBody payoutId={payoutId} />
    </>
  );
}

function Live() {
  usePayoutWorkLive();
  return null;
}

function WorkBody({ payoutId }: { payoutId: string }) {
  const t = useTranslations("payoutWork");
  const work = usePayoutWork(payoutId);
  const queryClient = useQueryClient();
  const fail = useWorkError();
  const [pending, start] = useTransition();
  const ids = { owner: useId(), reason: useId(), snooze: useId(), note: useId() };
  const [reason, setReason] = useState("");
  const [snooze, setSnooze] = useState<Snooze>("1d");
  const [note, setNote] = useState("");

  const run = (action: () => Promise<ActionResult<unknown>>, after?: () => void) =>
    start(async () => {
      const result = await action();
      if (result.ok) {
        after?.();
        toast.success(t("saved"));
      } else fail(result);
      await queryClient.invalidateQueries({ queryKey: payoutWorkKeys.all });
    });

  if (work.isPending) return <Skeleton className="h-40 w-full" aria-label={t("loading")} />;
  if (work.isError || !work.data)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t("loadFailed")}
      </p>
    );
  const { ownership, notes, operators } = work.data;
  const acknowledged = ownership?.acknowledged ?? null;
  const resolved = ownership?.resolved ?? null;
  const nameOf = (email: string) => operators.find((o) => o.email === email)?.name ?? email;

  return (
    <Section title={t("title")}>
      <div className="flex flex-col gap-4" data-testid="payout-work">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.owner}>{t("owner")}</Label>
          <div className="flex flex-wrap items-center gap-2">
            <Select
              value={ownership?.assignee?.email ?? ""}
              onValueChange={(email) => run(() => assignPayout({ payoutId, assignee: email }))}
              disabled={pending}
            >
              <SelectTrigger id={ids.owner} className="w-64 max-w-full" data-testid="owner-select">
                <SelectValue placeholder={t("chooseOwner")} />
              </SelectTrigger>
              <SelectContent>
                {operators.map((operator) => (
                  <SelectItem key={operator.email} value={operator.email}>
                    {operator.name === operator.email ? operator.email : `${operator.name} (${operator.email})`}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              onClick={() => run(() => assignPayout({ payoutId, assignee: "me" }))}
            >
              {t("assignToMe")}
            </Button>
            {ownership?.assignee ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={pending}
                onClick={() => run(() => assignPayout({ payoutId, assignee: null }))}
              >
                {t("unassign")}
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-muted-foreground">
            {ownership?.assignee && ownership.assignedBy
              ? t("assigned", { name: ownership.assignee.name, by: nameOf(ownership.assignedBy) })
              : t("operatorsHint")}
          </p>
        </div>

        <div className="flex flex-col gap-1.5" data-testid="payout-handling">
          <span className="text-sm font-medium">{t("state")}</span>
          {resolved ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span>{t("resolved", { by: nameOf(resolved.by) })}</span>
              <DateTime value={resolved.at} className="text-muted-foreground" />
              <span className="text-muted-foreground">{t("resolvedNote")}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={pending}
                onClick={() => run(() => reopenPayout({ payoutId }))}
              >
                {t("reopen")}
              </Button>
            </div>
          ) : acknowledged ? (
            <div className="flex flex-col gap-1 text-sm">
              <p className="whitespace-pre-wrap break-words">
                {t("acknowledged", { by: nameOf(acknowledged.by), reason: acknowledged.reason })}
              </p>
              <p className="text-muted-foreground">
                {acknowledged.until ? (
                  <>
                    {t("snoozedUntil")} <DateTime value={acknowledged.until} />
                  </>
                ) : (
                  t("untilStatusChanges")
                )}
              </p>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={pending}
                  onClick={() => run(() => reopenPayout({ payoutId }))}
                >
                  {t("reopen")}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={pending}
                  onClick={() => run(() => resolvePayout({ payoutId }))}
                >
                  {t("resolve")}
                </Button>
              </div>
            </div>
          ) : (
            <form
              className="flex flex-col gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                const until = snooze === "status" ? null : new Date(Date.now() + SNOOZES[snooze]).toISOString();
                run(
                  () => acknowledgePayout({ payoutId, reason, until }),
                  () => setReason(""),
                );
              }}
            >
              <p className="text-sm text-muted-foreground">{t("open")}</p>
              <Label htmlFor={ids.reason}>{t("reason")}</Label>
              <Textarea
                id={ids.reason}
                value={reason}
                maxLength={TEXT_MAX}
                required
                placeholder={t("reasonPlaceholder")}
                onChange={(event) => setReason(event.target.value)}
              />
              <div className="flex flex-wrap items-end gap-2">
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={ids.snooze}>{t("snooze")}</Label>
                  <Select value={snooze} onValueChange={(value) => setSnooze(value as Snooze)}>
                    <SelectTrigger id={ids.snooze} className="w-56">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {(["1h", "4h", "1d", "3d", "7d", "status"] as const).map((key) => (
                        <SelectItem key={key} value={key}>
                          {t(`snoozeOptions.${key}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
                <Button type="submit" size="sm" disabled={pending || reason.trim() === ""}>
                  {t("acknowledge")}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={pending}
                  onClick={() => run(() => resolvePayout({ payoutId }))}
                >
                  {t("resolve")}
                </Button>
              </div>
            </form>
          )}
        </div>

        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">{t("notes")}</span>
          {notes.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("noNotes")}</p>
          ) : (
            <ol className="flex flex-col gap-2" data-testid="payout-notes">
              {notes.map((entry) => (
                <li key={entry.id} className="rounded-md border px-3 py-2 text-sm">
                  <div className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">{entry.author}</span>
                    <DateTime value={entry.at} />
                  </div>
                  {/* A text node: whatever the note holds is shown as typed, never as markup. */}
                  <p className="mt-1 whitespace-pre-wrap break-words">{entry.body}</p>
                </li>
              ))}
            </ol>
          )}
          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              run(
                () => notePayout({ payoutId, body: note }),
                () => setNote(""),
              );
            }}
          >
            <Label htmlFor={ids.note} className="sr-only">
              {t("notes")}
            </Label>
            <Textarea
              id={ids.note}
              value={note}
              maxLength={TEXT_MAX}
              placeholder={t("notePlaceholder")}
              onChange={(event) => setNote(event.target.value)}
            />
            <div className="flex items-center justify-between gap-2">
              <span className="text-xs text-muted-foreground tabular-nums">
                {t("characters", { count: note.length, max: TEXT_MAX })}
              </span>
              <Button type="submit" size="sm" disabled={pending || note.trim() === ""}>
                {t("addNote")}
              </Button>
            </div>
          </form>
        </div>
      </div>
    </Section>
  );
}
