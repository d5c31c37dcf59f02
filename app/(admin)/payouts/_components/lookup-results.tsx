"use client";

import dynamic from "next/dynamic";

/** Shown only after a bulk lookup, so its code (alert, copy button) loads then, not with the list. */
export const LookupResults = dynamic(() => import("./lookup-results-panel").then((m) => m.LookupResultsPanel));
