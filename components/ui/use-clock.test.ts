import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clockFor, useClock } from "./use-clock";

const seen: Date[] = [];
function Probe() {
  seen.push(useClock(60_000));
  return null;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the shared clock", () => {
  it("runs one timer for every subscriber of an interval, and stops with the last one", () => {
    vi.useFakeTimers();
    const started = vi.spyOn(globalThis, "setInterval");
    const stopped = vi.spyOn(globalThis, "clearInterval");
    const clock = clockFor(7_000);
    expect(clockFor(7_000)).toBe(clock);
    const a = vi.fn();
    const b = vi.fn();
    const stopA = clock.subscribe(a);
    const stopB = clock.subscribe(b);
    expect(started).toHaveBeenCalledTimes(1);
    expect(clock.read()).toBe(0);

    vi.advanceTimersByTime(7_000);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(clock.read()).toBe(Date.now());

    stopA();
    vi.advanceTimersByTime(7_000);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
    expect(stopped).not.toHaveBeenCalled();
    stopB();
    expect(stopped).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(21_000);
    expect(b).toHaveBeenCalledTimes(2);
  });

  it("renders the time of the first render on the server, with no timer started", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00Z") });
    const started = vi.spyOn(globalThis, "setInterval");
    seen.length = 0;
    // Inside the intl provider, as every screen is (it may fix "now"; here it does not).
    const provider: ComponentProps<typeof NextIntlClientProvider> = {
      locale: "en",
      messages: {},
      children: createElement(Probe),
    };
    renderToString(createElement(NextIntlClientProvider, provider));
    expect(seen.map((time) => time.toISOString())).toEqual(["2026-11-28T10:00:00.000Z"]);
    expect(started).not.toHaveBeenCalled();
  });
});
