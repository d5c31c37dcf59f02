"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** A same-origin link to another page, followed by a plain left click; null for anything else. */
function guardedHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.hasAttribute("download"))
    return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Warns before leaving a form with unsaved changes. A reload or a closed tab can only get the
 * browser's own prompt (beforeunload); an in-app link click is held (capture phase: the App
 * Router has no navigation-blocking API) and asked about in the app's dialog, which the caller
 * renders from the returned node. A caller that does not render it still gets the browser's
 * confirm, so no form loses its guard while it moves over.
 */
export function useUnsavedChangesGuard(dirty: boolean): ReactNode {
  const t = useTranslations("forms");
  const router = useRouter();
  const [held, setHeld] = useState<string | null>(null);
  const dialogMounted = useRef(false);
  const leaving = useRef(false);
  const message = t("unsavedChanges");

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Chrome still needs returnValue set to show the prompt.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      const href = guardedHref(event);
      if (href === null || leaving.current) return;
      if (dialogMounted.current) {
        event.preventDefault();
        event.stopPropagation();
        setHeld(href);
      } else if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, message]);

  return (
    <UnsavedChangesDialog
      href={held}
      mountedRef={dialogMounted}
      onStay={() => setHeld(null)}
      onLeave={(href) => {
        leaving.current = true;
        setHeld(null);
        router.push(href);
      }}
    />
  );
}

function UnsavedChangesDialog({
  href,
  mountedRef,
  onStay,
  onLeave,
}: {
  href: string | null;
  mountedRef: { current: boolean };
  onStay: () => void;
  onLeave: (href: string) => void;
}) {
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, [mountedRef]);
  return <LeaveDialog open={href !== null} onStay={onStay} onLeave={() => href && onLeave(href)} />;
}

/**
 * The app's "leave without saving?" question: Stay is the default (focused), Leave goes.
 * Also used where unsaved input would be lost without a navigation (closing a side sheet).
 */
export function LeaveDialog({
  open,
  title,
  onStay,
  onLeave,
}: {
  open: boolean;
  /** Defaults to the navigation wording, "Leave without saving?". */
  title?: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  const t = useTranslations("forms.leaveDialog");
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onStay()}>
      <DialogContent role="alertdialog" hideClose>
        <DialogHeader>
          <DialogTitle>{title ?? t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onLeave}>
            {t("leave")}
          </Button>
          <Button autoFocus onClick={onStay}>
            {t("stay")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Component form of the hook, for forms that prefer markup. */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  return <>{useUnsavedChangesGuard(dirty)}</>;
}
