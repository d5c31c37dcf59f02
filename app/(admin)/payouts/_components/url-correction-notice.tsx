"use client";

import { lazyComponent } from "@/components/ui/lazy-component";
import type { UrlCorrection } from "@/lib/payouts/url-corrections";

// Server-rendered when there is something to say; only then does the browser load its code.
const UrlCorrectionPanel = lazyComponent(() => import("./url-correction-panel").then((m) => m.UrlCorrectionPanel));

/** The notice for hand-edited URL values the page corrected; nothing (and no code) when there are none. */
export function UrlCorrectionNotice({ corrections, canonical }: { corrections: UrlCorrection[]; canonical: string }) {
  return corrections.length > 0 ? <UrlCorrectionPanel corrections={corrections} canonical={canonical} /> : null;
}
