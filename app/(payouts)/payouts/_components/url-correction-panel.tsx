"use client";

import { InfoIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { UrlCorrection } from "@/lib/table-search";

/**
 * Says which hand-edited URL values were changed (limit=1000 → 100, status=BOGUS dropped); the
 * workspace has nuqs write the corrected URL (useTableSearch's rewriteUrl).
 */
export function UrlCorrectionPanel({ corrections }: { corrections: UrlCorrection[] }) {
  const t = useTranslations("payouts.corrections");
  const [visible, setVisible] = useState(corrections.length > 0);

  if (!visible) return null;
  return (
    <Alert tone="warning" data-testid="url-corrections">
      <InfoIcon aria-hidden />
      <AlertTitle className="flex items-start justify-between gap-2">
        {t("title")}
        <Button variant="ghost" size="icon-sm" aria-label={t("dismiss")} onClick={() => setVisible(false)}>
          <XIcon aria-hidden />
        </Button>
      </AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {corrections.map((c) => (
            <li key={c.param}>
              {c.to === null
                ? t("dropped", { param: c.param, from: c.from })
                : t("changed", { param: c.param, from: c.from, to: c.to })}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
