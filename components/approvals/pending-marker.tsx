"use client";

import { ClockIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";

/** A list row's mark that a change to its record waits for approval (the record's page says what). */
export function PendingMarker() {
  const t = useTranslations("held.banner");
  return (
    <Badge tone="warning" className="gap-1" data-testid="pending-change-marker">
      <ClockIcon className="size-3" aria-hidden />
      {t("marker")}
    </Badge>
  );
}
