"use client";

import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

/**
 * A component whose code is a separate chunk, fetched the first time it renders: React.lazy in
 * its own quiet Suspense boundary. Used instead of next/dynamic, whose server-rendering bailout
 * machinery adds about 2 kB gzip to the first load. Rendered on the server it renders there
 * (React waits for the module); parts that must stay client-only mount after an interaction.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module at import time, never during a render, so no state is ever lost.
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
