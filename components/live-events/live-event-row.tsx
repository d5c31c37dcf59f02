"use client";

import { ChevronRightIcon } from "lucide-react";
import Link from "next/link";
import { useTimeZone, useTranslations } from "next-intl";
import { memo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { CodeBadge } from "@/components/ui/code-label";
import { CopyButton } from "@/components/ui/copy-button";
import { ProtectedValues } from "@/components/masked-value/protected-values";
import { JsonTree } from "@/components/ui/json-tree";
import { useFormatLocale } from "@/components/ui/use-format-locale";
import { formatDateTime } from "@/lib/i18n/format";
import { sensitivePaths } from "@/lib/security/masking";
import type { InboxItem } from "@/lib/webhooks/inbox-item";
import { envelopeData, recordLink, recordStatus } from "@/lib/webhooks/record-link";
import { AttemptLabel } from "./attempt-label";

/**
 * One received event. The payload tree is built only when opened: a burst of
 * hundreds of events must not render hundreds of trees.
 */
export const LiveEventRow = memo(function LiveEventRow({ item }: { item: InboxItem }) {
  const t = useTranslations("webhooks.live");
  const tRamp = useTranslations("ramps.status");
  const [open, setOpen] = useState(false);
  const data = envelopeData(item.payload);
  const link = recordLink(item.event, data);
  const status = recordStatus(data);
  const locale = useFormatLocale();
  const timeZone = useTimeZone();
  return (
    // content-visibility: rows scrolled out of view skip layout and paint while a burst prepends
    // new ones (hundreds a second); the intrinsic size keeps the scrollbar steady.
    <li
      className="grid gap-2 border-b px-3 py-2 text-sm last:border-b-0 [contain-intrinsic-size:auto_2.5rem] [content-visibility:auto]"
      data-testid="live-event"
      data-event-id={item.id}
      data-event-type={item.event}
      data-received-at={item.receivedAt}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-label={open ? t("hidePayload") : t("showPayload")}
          className="rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ChevronRightIcon className={`size-4 transition-transform ${open ? "rotate-90" : ""}`} aria-hidden />
        </button>
        {/* The exact time in the title, not a Radix tooltip per row: rows arrive by the hundred. At
            least a column's width so rows line up, never wrapped (a fixed width broke it in two lines). */}
        <time
          dateTime={item.receivedAt}
          title={item.receivedAt}
          className="min-w-40 whitespace-nowrap text-xs tabular-nums text-muted-foreground"
          suppressHydrationWarning
        >
          {formatDateTime(item.receivedAt, locale, { timeZone })}
        </time>
        <CodeBadge kind="webhookEvent" code={item.event} tone="primary" data-testid="live-event-type" />
        <CodeBadge kind="webhookAction" code={item.action} tone="outline" data-testid="live-event-action" />
        {/* The record's status as the event carries it, so rows differ without opening them. */}
        {status ? (
          <Badge tone="neutral" data-testid="live-event-status" title={status}>
            {item.event === "RAMP" && tRamp.has(status) ? tRamp(status) : status}
          </Badge>
        ) : null}
        {link ? (
          // No prefetch: a burst brings hundreds of rows, each a different record; prefetching every
          // link in view rendered one /ramps page per event on the server (bench/webhooks: 74 renders
          // per 1,000 events, a large share of the dashboard's CPU during a burst).
          <Link href={link.href} prefetch={false} className="font-mono text-xs text-primary hover:underline">
            {t(`recordKind.${link.kind}`)} {link.id}
          </Link>
        ) : (
          <span className="font-mono text-xs text-muted-foreground">{item.recordId ?? "—"}</span>
        )}
        <span className="ml-auto flex items-center gap-2 text-xs text-muted-foreground">
          <AttemptLabel apiAttempts={item.attempts} />
          {item.duplicateCount > 0 ? (
            <Badge tone="warning" data-testid="duplicate-count">
              {t("duplicates", { count: item.duplicateCount })}
            </Badge>
          ) : null}
        </span>
      </div>
      {open ? (
        <div className="overflow-x-auto rounded-md bg-muted/40 p-2">
          <p className="mb-1 flex items-center gap-1 font-mono text-[11px] text-muted-foreground">
            {item.id}
            <CopyButton value={item.id} label={t("copyEventId")} />
          </p>
          <JsonTree value={item.payload} />
          {/* The payload came masked from the server; each masked value can be revealed from the stored event. */}
          <ProtectedValues recordType="webhook_event" recordId={item.id} fields={sensitivePaths(item.payload)} />
        </div>
      ) : null}
    </li>
  );
});
