"use client";

import { ChevronDownIcon, DownloadIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { OnFirstUse, type StandInProps } from "@/components/ui/on-first-use";
import { readCsvBom, writeCsvBom } from "@/lib/browser/csv-bom";
import type { ExportProgress } from "@/lib/payouts/export-client";

const loadFullValuesDialog = () => import("./full-values-dialog");
// The full-values confirmation (reason, step-up, Radix dialog) loads when full values are first
// asked for, and is fetched as soon as the box is ticked; the list's first load does not carry it.
const FullValuesDialog = dynamic(() => import("./full-values-dialog").then((m) => m.FullValuesDialog), {
  loading: () => null,
});
const loadProgress = () => import("./export-progress");
// The progress bar shows only while an export runs; it is fetched as the pointer or focus
// reaches the button, so it is there by the click.
const ExportProgressBar = dynamic(() => import("./export-progress").then((m) => m.ExportProgressBar), {
  loading: () => null,
});
const loadOptionsMenu = () => import("./export-options-menu");
// The options menu (Radix menu, its positioning) loads on the button's first use, like the operator menu.
const ExportOptionsMenu = dynamic(() => import("./export-options-menu").then((m) => m.ExportOptionsMenu));

export type ExportButtonProps = {
  filters: Record<string, string>;
  /** Rows matching the filters, when already known (used to choose the disk stream for big exports). */
  expectedRows?: number;
};

/**
 * "Export CSV" of everything matching the filters, with a progress bar and a cancel button.
 * Account, document and alias values are masked unless "Include full values" is ticked, which
 * asks for a reason and a step-up; the server checks both again and audits the export. That
 * choice lasts one export. The options also hold the byte order mark setting (on by default).
 */
export function ExportButton({ filters, expectedRows }: ExportButtonProps) {
  const t = useTranslations("payouts.export");
  const tm = useTranslations("masking.export");
  const format = useFormatter();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [includeFull, setIncludeFull] = useState(false);
  // The byte order mark setting lives in this browser; read after hydration (the server cannot know it).
  const [bom, setBom] = useState(true);
  useEffect(() => setBom(readCsvBom()), []);
  const [asking, setAsking] = useState(false);
  // Once opened, the dialog stays mounted so closing it animates.
  const [asked, setAsked] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const start = async (fullValues?: { reason: string }) => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ rows: 0, total: expectedRows ?? 0 });
    try {
      // The CSV writer (and the payout field list it needs) loads on the first export, not with the list.
      const { exportPayoutsCsv } = await import("@/lib/payouts/export-client");
      const result = await exportPayoutsCsv(filters, {
        signal: abort.signal,
        onProgress: setProgress,
        expectedRows,
        fullValues,
        bom,
      });
      toast.success(t("done", { rows: format.number(result.rows), file: result.filename }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (abort.signal.aborted) toast.info(t("canceled"));
      else toast.error(t("failed", { message }));
    } finally {
      controller.current = null;
      setProgress(null);
      // Full values are chosen for one export at a time: the next one is masked unless chosen again.
      setIncludeFull(false);
    }
  };

  const askReason = () => {
    setAsked(true);
    setAsking(true);
  };

  // The split button's right half: the page's button until first use, the menu's Radix trigger after.
  const optionsButton = (standIn: StandInProps) => (
    <Button
      variant="outline"
      size="sm"
      className="rounded-l-none border-l-0 px-2"
      aria-label={tm("options")}
      aria-haspopup="menu"
      {...standIn}
    >
      <ChevronDownIcon aria-hidden />
    </Button>
  );

  if (!progress) {
    return (
      // A split button: the toolbar keeps its width, the full-values choice is one click away and
      // named on the button once chosen.
      <div className="flex items-center">
        <Button
          variant="outline"
          size="sm"
          className="rounded-r-none"
          onPointerEnter={() => void loadProgress()}
          onFocus={() => void loadProgress()}
          onClick={includeFull ? askReason : () => start()}
        >
          <DownloadIcon aria-hidden />
          {includeFull ? tm("buttonFull") : t("button")}
        </Button>
        <OnFirstUse trigger={optionsButton} prefetch={loadOptionsMenu}>
          <ExportOptionsMenu
            trigger={optionsButton({})}
            includeFull={includeFull}
            onIncludeFullChange={(checked) => {
              setIncludeFull(checked);
              if (checked) void loadFullValuesDialog();
            }}
            bom={bom}
            onBomChange={(checked) => {
              setBom(checked);
              writeCsvBom(checked);
            }}
          />
        </OnFirstUse>
        {asked ? (
          <FullValuesDialog
            open={asking}
            onOpenChange={setAsking}
            onConfirmed={(reason) => {
              setAsking(false);
              void start({ reason });
            }}
          />
        ) : null}
      </div>
    );
  }

  return <ExportProgressBar progress={progress} onCancel={() => controller.current?.abort()} />;
}
