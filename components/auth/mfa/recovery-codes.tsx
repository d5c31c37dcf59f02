"use client";

import { DownloadIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

/**
 * The ten recovery codes, shown once: copy them all, or download them as a text file. The page
 * keeps them only in memory; the store has their hashes.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useTranslations("mfa");
  const text = `${t("recovery.fileHeading")}\n\n${codes.join("\n")}\n`;

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "ramp-back-office-recovery-codes.txt";
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  }

  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-3">
      <Alert tone="warning">
        <AlertTitle id="recovery-codes-title">{t("recovery.title")}</AlertTitle>
        <AlertDescription>{t("recovery.once")}</AlertDescription>
      </Alert>
      <ol
        aria-label={t("recovery.listLabel")}
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border bg-muted/40 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 text-sm">
          <CopyButton value={codes.join("\n")} label={t("recovery.copy")} />
          {t("recovery.copy")}
        </span>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <DownloadIcon aria-hidden />
          {t("recovery.download")}
        </Button>
      </div>
    </section>
  );
}
