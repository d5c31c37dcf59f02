"use client";

import { MonitorIcon, SmartphoneIcon, TabletIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DateTime } from "@/components/ui/date-time";
import type { SessionListItem } from "@/lib/auth/sessions-list";
import { deviceLabel, deviceTypeKey } from "./device-label";

const ICONS = { mobile: SmartphoneIcon, tablet: TabletIcon } as const;

/** One session: device, address, started, last activity; "End session" on every one but this. */
export function SessionCard({ session, onEnd }: { session: SessionListItem; onEnd: () => void }) {
  const t = useTranslations("sessions");
  const device = deviceLabel(session.device, t);
  const Icon = ICONS[session.device?.type as keyof typeof ICONS] ?? MonitorIcon;
  const fullVersion = session.device?.browserVersion
    ? `${session.device.browser ?? ""} ${session.device.browserVersion}`.trim()
    : undefined;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="session-card">
      <div className="flex min-w-0 gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-sm font-semibold break-words" title={fullVersion}>
              {device}
            </h2>
            {session.current ? <Badge tone="success">{t("thisSession")}</Badge> : null}
            {session.awaitingFactor ? <Badge tone="warning">{t("awaitingFactor")}</Badge> : null}
          </div>
          <p className="text-xs text-muted-foreground">{t(deviceTypeKey(session.device))}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t("address")}</dt>
            <dd className="min-w-0 break-all font-mono text-xs leading-5">
              {session.address ?? <span className="font-sans text-muted-foreground">{t("unknownAddress")}</span>}
            </dd>
            <dt className="text-muted-foreground">{t("started")}</dt>
            <dd>
              <DateTime value={session.createdAt} />
            </dd>
            <dt className="text-muted-foreground">{t("lastActivity")}</dt>
            <dd>
              <DateTime value={session.lastSeenAt} relative />
            </dd>
          </dl>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={onEnd}
          aria-label={t("endLabel", { device })}
          className="self-start"
        >
          {t("end")}
        </Button>
      )}
    </Card>
  );
}
