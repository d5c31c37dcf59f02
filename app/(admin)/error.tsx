"use client";

import dynamic from "next/dynamic";
import type { SegmentErrorProps } from "@/components/states/segment-error";

/**
 * An error boundary's module loads with every page under it, while its screen is needed only
 * after something broke: the states, their icons and texts are fetched then, from the server
 * that just served the page. Should that fetch fail too, the root's global error screen (always
 * loaded) takes over, so an error never goes unshown.
 */
export default dynamic<SegmentErrorProps>(
  () => import("@/components/states/segment-error").then((m) => m.SegmentError),
  { loading: () => <div className="py-8" aria-busy="true" /> },
);
