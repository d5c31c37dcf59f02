"use client";

import { useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { useCodeLabels } from "@/components/ui/code-label";
import { Label } from "@/components/ui/label";
import type { EventType } from "@/lib/contract";
import { ALL_EVENT_TYPES } from "@/lib/webhooks/settings-schema";

/** One checkbox per event type, each with a one-line description of when it is sent. */
export function EventCheckboxes({
  value,
  onChange,
  error,
}: {
  value: EventType[];
  onChange: (next: EventType[]) => void;
  error?: string;
}) {
  const t = useTranslations("webhooks.events");
  const eventLabel = useCodeLabels("webhookEvent");
  const toggle = (type: EventType, on: boolean) =>
    onChange(on ? ALL_EVENT_TYPES.filter((t) => t === type || value.includes(t)) : value.filter((t) => t !== type));
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? "webhook-events-error" : undefined}>
      <legend className="mb-1 text-sm font-medium">{t("legend")}</legend>
      {ALL_EVENT_TYPES.map((type) => (
        <div key={type} className="flex items-start gap-2">
          <Checkbox
            id={`event-${type}`}
            checked={value.includes(type)}
            onCheckedChange={(checked) => toggle(type, checked === true)}
            className="mt-0.5"
          />
          <Label htmlFor={`event-${type}`} className="grid gap-0.5 font-normal">
            <span className="flex flex-wrap items-baseline gap-x-1.5">
              <span className="text-sm font-semibold">{eventLabel(type) ?? type}</span>
              <code className="font-mono text-[0.7rem] text-muted-foreground">{type}</code>
            </span>
            <span className="text-xs text-muted-foreground">{t(`describe.${type}`)}</span>
          </Label>
        </div>
      ))}
      {error ? (
        <p id="webhook-events-error" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
