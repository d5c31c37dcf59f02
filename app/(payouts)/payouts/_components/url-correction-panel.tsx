"use client";

import { InfoIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { UrlCorrection } from "@/components/data-table/search";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * Says which hand-edited URL values were changed (limit=1000 → 100, status=BOGUS dropped) and
 * rewrites the address bar to the corrected URL without a new history entry, so a copied
 * link is the valid one.
 */
export function UrlCorrectionPanel({ corrections, canonical }: { corrections: UrlCorrection[]; canonical: string }) {
  const t = useTranslations("payouts.corrections");
  const [visible, setVisible] = useState(corrections.length > 0);

  useEffect(() => {
    if (corrections.length === 0) return;
    // After the router's own first history sync (a parent effect, which runs after this one and
    // would otherwise write the original URL back).
    const timer = window.setTimeout(() => {
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${canonical}`);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [corrections, canonical]);

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
