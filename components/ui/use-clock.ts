import { useNow } from "next-intl";
import { useSyncExternalStore } from "react";

export type Clock = { subscribe: (listener: () => void) => () => void; read: () => number };

/** One clock per interval, shared by every component that keeps a time current at that interval. */
const clocks = new Map<number, Clock>();

/**
 * The shared clock that ticks every `intervalMs` while anything subscribes: one timer for all
 * subscribers (a page of rows with a relative time each used to run a timer per cell, and
 * re-rendered each cell on its own tick), and one notification per tick, which React renders
 * as one update. `read` gives the last tick (0 before the first). The same object for an
 * interval every time, so useSyncExternalStore keeps its subscription across renders.
 */
export function clockFor(intervalMs: number): Clock {
  const known = clocks.get(intervalMs);
  if (known) return known;
  const listeners = new Set<() => void>();
  let time = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const clock: Clock = {
    subscribe(listener) {
      listeners.add(listener);
      timer ??= setInterval(() => {
        time = Date.now();
        for (const notify of listeners) notify();
      }, intervalMs);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    read: () => time,
  };
  clocks.set(intervalMs, clock);
  return clock;
}

const NO_TICK = () => 0;
/** For a time that is not kept current: no timer, no tick. */
const STILL: Clock = { subscribe: () => () => {}, read: NO_TICK };

/**
 * "Now", kept current every `intervalMs` by the shared clock: the time this component first
 * rendered (or the intl provider's fixed "now"), then each tick after it. A component mounted
 * between two ticks starts from its own mount, so a payout created a second ago never reads as
 * "in 30 seconds". Without an interval, the time of the first render, never updated.
 */
export function useClock(intervalMs?: number): Date {
  // next-intl's "now" without an interval: the provider's fixed one where it sets one, else this
  // component's first render.
  const mounted = useNow().getTime();
  const clock = intervalMs ? clockFor(intervalMs) : STILL;
  // The server and hydration read no tick: the first render is the mount time on both.
  const tick = useSyncExternalStore(clock.subscribe, clock.read, NO_TICK);
  return new Date(Math.max(tick, mounted));
}
