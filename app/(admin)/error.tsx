"use client";

import { ErrorState } from "@/components/states/error-state";
import { classifyError, errorReference } from "@/components/states/error-kind";
import { ForbiddenState } from "@/components/states/forbidden-state";

/**
 * Catches what a screen throws while rendering. `retry` re-fetches the segment's server
 * components and renders them again (Next.js 16), which is what "Try again" should mean.
 */
export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
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
