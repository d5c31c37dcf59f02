"use client";

import { useState } from "react";
import { useStepUp } from "./step-up-context";

/**
 * Whether a dialog waiting on its own action steps aside (hides) for the "Confirm it's you"
 * dialog: from the moment a step-up is asked during that action until the action answers, so
 * the operator sees only the step-up dialog, then the outcome, never one dialog over another
 * (the one below showed as an empty grey box around the step-up) nor a flash of the first while
 * the action runs again after the proof. When the action answers, the dialog shows again if
 * it is still open (a refusal, or the step-up cancelled), with its message.
 */
export function stepsAside(wasAside: boolean, now: { busy: boolean; asking: boolean }): boolean {
  if (!now.busy) return false;
  return wasAside || now.asking;
}

/**
 * Whether a dialog whose action is `busy` is hidden now (stepsAside above). Updated during
 * render, not in an effect, so no frame shows both dialogs.
 */
export function useStepAside(busy: boolean): boolean {
  const { asking } = useStepUp();
  const [aside, setAside] = useState(false);
  const next = stepsAside(aside, { busy, asking });
  if (next !== aside) setAside(next);
  return next;
}
