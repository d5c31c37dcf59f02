"use client";

import { useFormatter, useTranslations } from "next-intl";
import { type ReactElement, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { fetchJson } from "@/lib/browser/fetch-json";
import type { Payout, PayoutListResponse } from "@/lib/contract";
import { BULK_LOOKUP_MAX, bulkLookup, type LookupResult, parseLookupInput } from "@/lib/payouts/bulk-lookup";
import { listUrl } from "@/lib/payouts/queries";

export type BulkLookupResult = LookupResult<Payout> & { values: number };
export type BulkLookupDialogProps = {
  /** The "Bulk lookup" button, drawn by BulkLookupButton. */
  trigger: ReactElement;
  onResult: (result: BulkLookupResult) => void;
};

/**
 * "Bulk lookup": its button and the dialog. BulkLookupButton loads this module on the button's
 * first use (it is not part of the list's first load) and renders it open.
 */
export function BulkLookupDialog({ trigger, onResult }: BulkLookupDialogProps) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        {/* Inside the content, so it unmounts on close: each lookup starts from an empty list. */}
        <LookupForm onResult={onResult} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Paste ids or externalIds from a spreadsheet; looks them up a few at a time with progress. */
function LookupForm({ onResult, onDone }: { onResult: BulkLookupDialogProps["onResult"]; onDone: () => void }) {
  const t = useTranslations("payouts.lookup");
  const format = useFormatter();
  const inputId = useId();
  const [text, setText] = useState("");
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Closing the dialog (Escape, Cancel, outside) stops a lookup still running.
  useEffect(() => () => controller.current?.abort(), []);
  const values = parseLookupInput(text);
  const tooMany = values.length > BULK_LOOKUP_MAX;

  const run = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    setProgress({ done: 0, total: values.length });
    try {
      const find = async (by: "id" | "externalId", value: string, signal?: AbortSignal) =>
        (await fetchJson<PayoutListResponse>(listUrl({ [by]: value, limit: "100", page: "1" }), signal)).payouts;
      const result = await bulkLookup(values, find, {
        signal: abort.signal,
        onProgress: (done, total) => setProgress({ done, total }),
      });
      onResult({ ...result, values: values.length });
      onDone();
    } catch (err) {
      if (!abort.signal.aborted) setError(err instanceof Error ? err.message : String(err));
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("title")}</DialogTitle>
        <DialogDescription>{t("description")}</DialogDescription>
      </DialogHeader>
      <label htmlFor={inputId} className="text-sm font-medium">
        {t("label")}
      </label>
      <Textarea
        id={inputId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={8}
        spellCheck={false}
        className="font-mono text-xs"
        placeholder={t("placeholder")}
        disabled={progress !== null}
      />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {tooMany ? t("tooMany", { max: format.number(BULK_LOOKUP_MAX) }) : t("parsed", { count: values.length })}
      </p>
      {progress ? (
        <div className="flex flex-col gap-1" data-testid="lookup-progress">
          <progress
            max={progress.total}
            value={progress.done}
            aria-label={t("progressLabel")}
            className="h-1.5 w-full"
          />
          <span className="text-xs tabular-nums text-muted-foreground">
            {t("progress", { done: progress.done, total: progress.total })}
          </span>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="ghost" onClick={onDone}>
          {t("cancel")}
        </Button>
        <Button onClick={run} disabled={values.length === 0 || tooMany || progress !== null}>
          {t("run", { count: values.length })}
        </Button>
      </DialogFooter>
    </>
  );
}
