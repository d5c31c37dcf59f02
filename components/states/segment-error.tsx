"use client";

import { classifyError, errorReference } from "./error-kind";
import { ErrorState } from "./error-state";
import { ForbiddenState } from "./forbidden-state";

export type SegmentErrorProps = { error: unknown; retry: () => void };

/**
 * What a screen that threw while rendering shows instead: forbidden, outage or generic, with the
 * request id to quote. `retry` re-fetches the segment's server components and renders them again
 * (Next.js 16), which is what "Try again" should mean.
 */
export function SegmentError({ error, retry }: SegmentErrorProps) {
  const kind = classifyError(error);
  return (
    <div className="py-8">
      {kind === "forbidden" ? (
        <ForbiddenState />
      ) : (
        <ErrorState kind={kind} requestId={errorReference(error)} onRetry={retry} />
      )}
    </div>
  );
}
