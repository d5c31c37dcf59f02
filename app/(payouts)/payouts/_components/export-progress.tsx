"use client";

import { XIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { ExportProgress } from "@/lib/payouts/export-client";

/**
 * An export under way: rows written of the rows expected, a bar, and Cancel. Shown in place of
 * the export button while it runs; loaded with the export, not with the list.
 */
export function ExportProgressBar({ progress, onCancel }: { progress: ExportProgress; onCancel: () => void }) {
  const t = useTranslations("payouts.export");
  const format = useFormatter();
  const percent = progress.total > 0 ? Math.min(100, Math.round((progress.rows / progress.total) * 100)) : undefined;
  return (
    <div className="flex items-center gap-2 rounded-md border px-2 py-1" data-testid="export-progress">
      <div className="flex w-44 flex-col gap-1">
        <span className="text-xs tabular-nums text-muted-foreground" aria-live="polite">
          {t("progress", { rows: format.number(progress.rows), total: format.number(progress.total) })}
        </span>
        <progress
          className="h-1.5 w-full overflow-hidden rounded [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
          max={100}
          value={percent}
          aria-label={t("progressLabel")}
        />
      </div>
      <Button variant="ghost" size="sm" onClick={onCancel}>
        <XIcon aria-hidden />
        {t("cancel")}
      </Button>
    </div>
  );
}
