"use client";

import { useEffect, useState } from "react";
import { fetchJson } from "@/lib/browser/fetch-json";
import type { PaletteMatch } from "./palette-query";

export type PayoutMatches = { state: "idle" | "loading" | "done" | "error"; matches: PaletteMatch[] };

const IDLE: PayoutMatches = { state: "idle", matches: [] };
/** Typing pauses this long before the store is asked: one request per word, not per key. */
const DEBOUNCE_MS = 200;

/**
 * Payouts matching the palette's text by id, externalId or beneficiary name, from the payouts
 * read model (GET /api/payouts/search). Two characters at least; an answer for older text is
 * dropped (its request aborted) so the list never shows what was typed before.
 */
export function usePayoutMatches(text: string): PayoutMatches {
  const [result, setResult] = useState<PayoutMatches>(IDLE);
  useEffect(() => {
    if (text.length < 2) {
      setResult(IDLE);
      return;
    }
    setResult((previous) => ({ state: "loading", matches: previous.matches }));
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetchJson<{ matches: PaletteMatch[] }>(`/api/payouts/search?${new URLSearchParams({ q: text })}`, {
        signal: abort.signal,
      })
        .then((answer) => setResult({ state: "done", matches: answer.matches }))
        .catch(() => {
          if (!abort.signal.aborted) setResult({ state: "error", matches: [] });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [text]);
  return result;
}
