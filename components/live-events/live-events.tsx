"use client";

import { RadioIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { useCodeLabels } from "@/components/ui/code-label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { EVENT_TYPES } from "@/lib/contract";
import type { InboxPage } from "@/lib/webhooks/inbox-item";
import { LiveEventRow } from "./live-event-row";
import { type LiveMode, useLiveEvents } from "./use-live-events";

const ALL = "ALL";
const MODE_TONE: Record<LiveMode, "success" | "warning" | "neutral"> = {
  live: "success",
  polling: "warning",
  connecting: "neutral",
};

/**
 * Events as this dashboard's receiver stores them, newest first, appearing
 * without reload. `fixedEvent` pins the type (the ramps page shows RAMP only).
 */
export function LiveEvents({
  initial,
  fixedEvent,
  title,
}: {
  initial: InboxPage;
  fixedEvent?: string;
  title?: string;
}) {
  const t = useTranslations("webhooks.live");
  const eventLabel = useCodeLabels("webhookEvent");
  const [filter, setFilter] = useState<string>(fixedEvent ?? ALL);
  const event = filter === ALL ? undefined : filter;
  const { items, mode } = useLiveEvents(initial, event);

  return (
    <section aria-labelledby="live-events-title" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="live-events-title" className="flex items-center gap-2 text-lg font-semibold">
          <RadioIcon className="size-4" aria-hidden />
          {title ?? t("title")}
        </h2>
        <Badge tone={MODE_TONE[mode]} data-testid="live-mode" data-mode={mode} role="status">
          {t(`mode.${mode}`)}
        </Badge>
        {fixedEvent ? null : (
          <div className="ml-auto">
            <Select value={filter} onValueChange={setFilter}>
              <SelectTrigger className="w-56" aria-label={t("filter")}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t("allTypes")}</SelectItem>
                {EVENT_TYPES.map((type) => (
                  // The label only: the chosen item's text fills the trigger, where a code beside it would not fit.
                  <SelectItem key={type} value={type} data-code={type}>
                    {eventLabel(type) ?? type}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          {t("empty")}
        </p>
      ) : (
        <ul className="rounded-lg border bg-card" aria-label={t("listLabel")} data-testid="live-events">
          {items.map((item) => (
            <LiveEventRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
