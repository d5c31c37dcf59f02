"use client";

import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

/** What a lazily loaded component takes besides its own props. */
export type LazyProps = {
  /**
   * Shown until the code has arrived, instead of the one given to lazyComponent: a stand-in
   * that looks and reads like what will replace it (a menu's trigger button).
   */
  fallback?: ReactNode;
};

/**
 * A component whose code is a separate chunk, fetched the first time it renders: React.lazy in
 * its own quiet Suspense boundary. The app's one way to load code on demand (with
 * useLazyPopup for the state of a button whose popup loads so). Used instead of next/dynamic,
 * whose server-rendering bailout machinery adds about 2 kB gzip to the first load. Rendered on
 * the server it renders there (React waits for the module); parts that must stay client-only
 * mount after an interaction.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P & LazyProps> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module at import time, never during a render, so no state is ever lost.
  return function LazyComponent({ fallback: standIn = fallback, ...props }: P & LazyProps) {
    return (
      <Suspense fallback={standIn}>
        <Lazy {...(props as P)} />
      </Suspense>
    );
  };
}
