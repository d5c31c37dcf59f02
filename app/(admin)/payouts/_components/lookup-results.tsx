"use client";

import { lazyComponent } from "@/components/ui/lazy-component";

/** Shown only after a bulk lookup, so its code (alert, copy button) loads then, not with the list. */
export const LookupResults = lazyComponent(() => import("./lookup-results-panel").then((m) => m.LookupResultsPanel));
