"use client";

import { useCallback, useEffect, useState } from "react";

/**
 * A switch remembered per operator in this browser (localStorage, keyed by the operator's
 * lower-cased email): off until read, so the server's HTML and the first paint agree.
 */
export function useRememberedSwitch(name: string, operatorKey: string): [boolean, (value: boolean) => void] {
  const key = `${name}:${operatorKey}`;
  const [value, setValue] = useState(false);
  useEffect(() => {
    try {
      setValue(window.localStorage.getItem(key) === "1");
    } catch {
      // Storage refused (private mode): the switch starts off.
    }
  }, [key]);
  const change = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, next ? "1" : "0");
      } catch {
        // Storage refused: the switch works for this page only.
      }
    },
    [key],
  );
  return [value, change];
}
