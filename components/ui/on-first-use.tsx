"use client";

import { type ComponentProps, type ReactElement, type ReactNode, Suspense, useState } from "react";

/** What a popup's button takes while the popup's code is not there yet. */
export type StandInProps = Pick<ComponentProps<"button">, "aria-expanded" | "onClick" | "onFocus" | "onPointerEnter">;

export type OnFirstUseProps = {
  /**
   * The popup's button. Rendered alone until its first click (with `StandInProps`), and handed to
   * the popup as its Radix trigger after, so the page shows one button that looks and reads the same.
   */
  trigger: (props: StandInProps) => ReactElement;
  /** Starts the download of the popup's module: a pointer or focus on the button is a good moment. */
  prefetch: () => Promise<unknown>;
  /** The popup (a next/dynamic component, trigger and content in one module), rendered open. */
  children: ReactNode;
  /** Asked for by something other than the button (a keyboard shortcut): render the popup now. */
  used?: boolean;
};

/**
 * Renders a popup only once its button is first used, so a page carries the button and not the
 * popup's code (Radix, cmdk, positioning). next/dynamic loads the popup; this only decides when
 * to render it. The first click renders it with its own trigger, opened; until its code has
 * arrived the button stands in for that trigger.
 */
export function OnFirstUse({ trigger, prefetch, children, used: usedElsewhere = false }: OnFirstUseProps) {
  const [clicked, setClicked] = useState(false);
  if (clicked || usedElsewhere) return <Suspense fallback={trigger({ "aria-expanded": false })}>{children}</Suspense>;
  const warm = () => void prefetch();
  return trigger({ "aria-expanded": false, onPointerEnter: warm, onFocus: warm, onClick: () => setClicked(true) });
}
