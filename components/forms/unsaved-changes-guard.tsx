"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";

/**
 * Warns before leaving a form with unsaved changes: the browser's own prompt on reload or
 * tab close, and a confirm on in-app link clicks (the App Router has no navigation-blocking
 * API, so clicks on same-origin links are intercepted in the capture phase).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const t = useTranslations("forms");
  const message = t("unsavedChanges");
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome still needs returnValue set to show the prompt.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank") return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      if (!window.confirm(message)) {
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
}

/** Component form of the hook, for forms that prefer markup. */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  useUnsavedChangesGuard(dirty);
  return null;
}
