"use client";

import { BellIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { OnFirstUse, type StandInProps } from "@/components/ui/on-first-use";
import { BACKGROUND_REQUEST_HEADER } from "@/lib/auth/background-request";

const loadList = () => import("./notification-list");
// The list (Radix popover, the items) loads on the bell's first use.
const NotificationList = dynamic(() => import("./notification-list").then((module) => module.NotificationList));

/**
 * The operator's notification centre in the shell's header: a bell with the unread count, read
 * once (GET /api/notifications) and kept current over /api/notifications/stream (a notification
 * stored or read on any instance tells every open bell of the customer, each reading its own
 * operator's count). The list opens from it.
 */
export function NotificationBell() {
  const t = useTranslations("notifications");
  const [count, setCount] = useState(0);
  useEffect(() => {
    let closed = false;
    const onUnread = (event: MessageEvent<string>) => {
      try {
        const data = JSON.parse(event.data) as { count?: unknown };
        if (typeof data.count === "number") setCount(data.count);
      } catch {
        // A malformed frame leaves the last count.
      }
    };
    // A badge, not the operator's doing: it does not keep the session from going idle.
    fetch("/api/notifications", { cache: "no-store", headers: { [BACKGROUND_REQUEST_HEADER]: "1" } })
      .then((r) => (r.ok ? (r.json() as Promise<{ unread?: unknown }>) : null))
      .then((body) => {
        if (!closed && typeof body?.unread === "number") setCount(body.unread);
      })
      .catch(() => {
        // No count: the bell shows none until the stream says otherwise.
      });
    const source = new EventSource("/api/notifications/stream");
    source.addEventListener("unread", onUnread);
    return () => {
      closed = true;
      source.removeEventListener("unread", onUnread);
      source.close();
    };
  }, []);
  const label = count > 0 ? `${t("bell")}: ${t("bellUnread", { count })}` : t("bell");
  const button = (standIn: StandInProps) => (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={label}
      aria-haspopup="dialog"
      data-testid="notification-bell"
      {...standIn}
    >
      <BellIcon aria-hidden />
      {count > 0 ? (
        <span
          aria-hidden
          data-testid="notification-count"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] font-semibold text-primary-foreground tabular-nums"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Button>
  );
  return (
    <OnFirstUse trigger={button} prefetch={loadList}>
      <NotificationList trigger={button({})} unread={count} />
    </OnFirstUse>
  );
}
