"use client";

import { ClockIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";

/**
 * A list row's mark that a change to its record waits for approval (the record's page says what).
 * It stays inside its cell: in a narrow column (the accounts' owner on a phone) the words are cut
 * with an ellipsis, the whole text in the title, rather than running over the next column.
 */
export function PendingMarker() {
  const t = useTranslations("held.banner");
  const text = t("marker");
  return (
    <Badge tone="warning" className="max-w-full gap-1" title={text} data-testid="pending-change-marker">
      <ClockIcon className="size-3 shrink-0" aria-hidden />
      <span className="min-w-0 truncate">{text}</span>
    </Badge>
  );
}
