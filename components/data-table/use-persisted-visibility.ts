"use client";

import type { ColumnVisibilityState, Updater } from "@tanstack/react-table";
import { useCallback, useEffect, useState } from "react";

const PREFIX = "data-table:columns:";

function read(key: string): ColumnVisibilityState {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    // Keep only booleans: a hand-edited or stale value must not break the table.
    return Object.fromEntries(
      Object.entries(parsed).filter(([, v]) => typeof v === "boolean"),
    ) as ColumnVisibilityState;
  } catch {
    return {};
  }
}

/**
 * Column visibility remembered per browser (localStorage), per table key. The first render
 * uses `initial` on both server and client (no hydration mismatch); the stored choice is
 * applied right after mount.
 */
export function usePersistedVisibility(key: string, initial: ColumnVisibilityState = {}) {
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(initial);

  useEffect(() => {
    setVisibility((current) => ({ ...current, ...read(key) }));
  }, [key]);

  const update = useCallback(
    (updater: Updater<ColumnVisibilityState>) => {
      setVisibility((current) => {
        const next = typeof updater === "function" ? updater(current) : updater;
        try {
          window.localStorage.setItem(PREFIX + key, JSON.stringify(next));
        } catch {
          // Private mode or a full quota: the choice still applies for this visit.
        }
        return next;
      });
    },
    [key],
  );

  return [visibility, update] as const;
}
