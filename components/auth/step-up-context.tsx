"use client";

import dynamic from "next/dynamic";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import type { HoldableResult } from "@/lib/pipeline/result";

/** Loaded when a step-up is first asked for, not with every signed-in page. */
const StepUpDialog = dynamic(() => import("./step-up-dialog").then((m) => m.StepUpDialog), { loading: () => null });

/**
 * Step-up in the browser. The server decides (lib/auth/step-up.ts): a sensitive action without a
 * fresh proof answers error.kind "step_up_required". useStepUpAction wraps such an action: on
 * that answer it opens the "Confirm it's you" dialog (requestStepUp) and, once the operator has
 * proved who they are, calls the action once more with the same input, so the form is not typed
 * again. Cancelling the dialog returns the original refusal.
 */

type StepUpContextValue = {
  requestStepUp(): Promise<boolean>;
  /** Whether the "Confirm it's you" dialog is open: a dialog that asked for it steps aside meanwhile. */
  asking: boolean;
};

/** Outside the provider (a page without the signed-in shell) there is nobody to ask: never proved. */
const StepUpContext = createContext<StepUpContextValue>({ requestStepUp: async () => false, asking: false });

export function StepUpProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Several callers may ask at once (two forms): they share one dialog and one answer.
  const waiting = useRef<((proved: boolean) => void)[]>([]);

  const requestStepUp = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        waiting.current.push(resolve);
        setOpen(true);
      }),
    [],
  );

  const settle = useCallback((proved: boolean) => {
    const resolvers = waiting.current;
    waiting.current = [];
    setOpen(false);
    for (const resolve of resolvers) resolve(proved);
  }, []);

  const value = useMemo(() => ({ requestStepUp, asking: open }), [requestStepUp, open]);
  return (
    <StepUpContext.Provider value={value}>
      {children}
      {open ? <StepUpDialog onProved={() => settle(true)} onCancel={() => settle(false)} /> : null}
    </StepUpContext.Provider>
  );
}

export function useStepUp(): StepUpContextValue {
  return useContext(StepUpContext);
}

const needsStepUp = (result: HoldableResult<unknown>) =>
  result.ok === false && result.error.kind === "step_up_required";

/** Calls the action; on "step_up_required" asks for the proof and, when given, calls it once more. */
export function useStepUpAction<I, R extends HoldableResult<unknown>>(
  action: (input: I) => Promise<R>,
): (input: I) => Promise<R> {
  const { requestStepUp } = useStepUp();
  return useCallback(
    async (input: I) => {
      const first = await action(input);
      if (!needsStepUp(first)) return first;
      if (!(await requestStepUp())) return first;
      return action(input);
    },
    [action, requestStepUp],
  );
}
