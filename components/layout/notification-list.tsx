"use client";

import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { type ReactElement, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { BACKGROUND_REQUEST_HEADER } from "@/lib/auth/background-request";
import { isNotificationKind, notificationHref } from "@/lib/notifications/kinds";
import type { NotificationView } from "@/lib/notifications/notify";
import { markNotificationsRead } from "@/lib/operations/notification-actions";
import { cn } from "@/lib/utils";

const KEY = ["notifications"] as const;

type NotificationsPage = { items: NotificationView[]; unread: number; next?: string };

async function fetchNotifications(before: string | undefined, signal: AbortSignal) {
  const query = before ? `?${new URLSearchParams({ before })}` : "";
  const response = await fetch(`/api/notifications${query}`, {
    signal,
    cache: "no-store",
    headers: { [BACKGROUND_REQUEST_HEADER]: "1" },
  });
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as NotificationsPage;
}

/**
 * The bell's list, loaded on its first use and rendered open: the operator's newest
 * notifications (unread ones marked), each leading to what it is about, marked read when
 * followed; "Mark all as read"; older ones a page at a time ("Show older"). Payload values are shown as text from the catalog, never markup.
 * `unread` (the bell's live count) changing reads the list again.
 */
export function NotificationList({ trigger, unread }: { trigger: ReactElement; unread: number }) {
  const t = useTranslations("notifications");
  const tAlerts = useTranslations("alertSettings");
  const queryClient = useQueryClient();
  const [pending, start] = useTransition();
  const list = useInfiniteQuery({
    queryKey: [...KEY, unread],
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });
  const mark = (ids: string[] | "all") =>
    start(async () => {
      await markNotificationsRead({ ids });
      await queryClient.invalidateQueries({ queryKey: KEY });
    });
  const text = (item: NotificationView) => {
    const values = Object.fromEntries(Object.entries(item.payload).map(([k, v]) => [k, String(v ?? "")]));
    return isNotificationKind(item.kind)
      ? t(`kinds.${item.kind}`, values)
      : t("kinds.unknown", { kind: item.kind.slice(0, 40) });
  };
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Popover defaultOpen>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        align="end"
        className="w-80 max-w-[calc(100vw-1rem)] p-0"
        data-testid="notification-list"
        aria-labelledby="notification-list-title"
      >
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <h2 id="notification-list-title" className="text-sm font-semibold">
            {t("title")}
          </h2>
          <Button variant="link" size="sm" disabled={pending || unread === 0} onClick={() => mark("all")}>
            {t("markAllRead")}
          </Button>
        </div>
        {list.isError && !list.data ? (
          <p role="alert" className="px-3 py-4 text-sm text-destructive">
            {t("loadFailed")}
          </p>
        ) : items.length === 0 ? (
          <p className="px-3 py-4 text-sm text-muted-foreground">{list.isPending ? "…" : t("empty")}</p>
        ) : (
          <ul className="max-h-96 overflow-y-auto">
            {items.map((item) => {
              const href = notificationHref(item.kind, item.payload);
              const body = (
                <>
                  <span className="block break-words">{text(item)}</span>
                  <DateTime value={item.createdAt} relative className="text-xs text-muted-foreground" />
                </>
              );
              return (
                <li
                  key={item.id}
                  className={cn("border-b px-3 py-2 text-sm last:border-b-0", !item.read && "bg-accent/40")}
                  data-unread={item.read ? undefined : "true"}
                >
                  {!item.read ? <span className="sr-only">{t("unread")}: </span> : null}
                  {href ? (
                    <Link
                      href={href}
                      className="block rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      onClick={() => (item.read ? undefined : mark([item.id]))}
                    >
                      {body}
                    </Link>
                  ) : (
                    <div>{body}</div>
                  )}
                  {!item.read && !href ? (
                    <Button variant="link" size="sm" className="h-auto p-0" onClick={() => mark([item.id])}>
                      {t("markRead")}
                    </Button>
                  ) : null}
                </li>
              );
            })}
            {list.hasNextPage ? (
              <li className="px-3 py-2 text-center">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={list.isFetchingNextPage}
                  aria-busy={list.isFetchingNextPage || undefined}
                  onClick={() => void list.fetchNextPage()}
                >
                  {t("showOlder")}
                </Button>
                {list.isFetchNextPageError ? (
                  <p role="alert" className="pt-1 text-xs text-destructive">
                    {t("loadFailed")}
                  </p>
                ) : null}
              </li>
            ) : null}
          </ul>
        )}
        <div className="border-t px-3 py-2 text-right">
          <Link href="/alerts" className="text-xs text-primary underline-offset-4 hover:underline">
            {tAlerts("link")}
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}
