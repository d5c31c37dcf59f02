"use client";

import { useEffect, useState } from "react";
import { lazyComponent } from "./lazy-component";
import { onToastRequested } from "./toast";

const SonnerToaster = lazyComponent(() => import("./sonner-toaster").then((m) => m.SonnerToaster));

/**
 * Sonner (about 9 kB gzip) is not part of the first load: the Toaster mounts on the first
 * pointer or key press (every toast follows an action) or when `showToast` asks for it. Code
 * that calls `toast()` from "sonner" directly still works: sonner replays toasts raised before
 * the Toaster subscribed.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const need = () => setNeeded(true);
    const stop = onToastRequested(need);
    document.addEventListener("pointerdown", need, { capture: true, once: true });
    document.addEventListener("keydown", need, { capture: true, once: true });
    return () => {
      stop();
      document.removeEventListener("pointerdown", need, { capture: true });
      document.removeEventListener("keydown", need, { capture: true });
    };
  }, [needed]);
  return needed ? <SonnerToaster /> : null;
}
