"use client";

import Link from "next/link";
import { type ComponentProps, useState } from "react";

type IntentPrefetchLinkProps = Omit<ComponentProps<typeof Link>, "prefetch">;

/**
 * A link that prefetches its route once the operator shows intent (pointer over it, keyboard
 * focus, a touch) instead of when it scrolls into view: the pattern Next.js's prefetching guide
 * gives for menus. The sidebar lists every screen; prefetching all of them on each page view made
 * the dashboard render a dozen route payloads per visit and load other sections' code into a
 * page that did not need it. Hover precedes a click by enough to keep navigation instant.
 */
export function IntentPrefetchLink({ onPointerEnter, onFocus, onTouchStart, ...props }: IntentPrefetchLinkProps) {
  const [intent, setIntent] = useState(false);
  /** The caller's own handler, after noting the intent. */
  const noting =
    <E,>(handler: ((event: E) => void) | undefined) =>
    (event: E) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={noting(onPointerEnter)}
      onFocus={noting(onFocus)}
      onTouchStart={noting(onTouchStart)}
    />
  );
}
