"use client";

type Sonner = typeof import("sonner");

const listeners = new Set<() => void>();

/** The Toaster listens here so that it mounts (and loads sonner) when the first toast is asked for. */
export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a toast through sonner, which is fetched on first use instead of shipping with every
 * page: `showToast((toast) => toast.error("…"))`. Sonner replays toasts raised before the
 * Toaster subscribes, so nothing is lost while either loads.
 */
export function showToast(show: (toast: Sonner["toast"]) => void): void {
  for (const listener of listeners) listener();
  void import("sonner").then((sonner) => show(sonner.toast));
}
