"use client";

import { classifyError, errorReference } from "./error-kind";
import { ErrorState } from "./error-state";
import { ForbiddenState } from "./forbidden-state";

export type SegmentErrorProps = {
  error: unknown;
  retry: () => void;
  /** Words to show instead of the kind's description: a failed read's answer (never a thrown render's, which production masks). */
  message?: string;
};

/**
 * What a screen that threw while rendering, or whose main read failed, shows instead: forbidden,
 * outage or generic, with the request id to quote. In an error.tsx, `retry` re-fetches the
 * segment's server components and renders them again (Next.js 16), which is what "Try again"
 * should mean; for a read, it reads again.
 */
export function SegmentError({ error, retry, message }: SegmentErrorProps) {
  const kind = classifyError(error);
  return (
    <div className="py-8">
      {kind === "forbidden" ? (
        <ForbiddenState />
      ) : (
        <ErrorState kind={kind} message={message} requestId={errorReference(error)} onRetry={retry} />
      )}
    </div>
  );
}
