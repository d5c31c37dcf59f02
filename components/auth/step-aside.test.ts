import { describe, expect, it } from "vitest";
import { stepsAside } from "./step-aside";

/** The dialog's state after each moment, starting shown. */
const run = (moments: { busy: boolean; asking: boolean }[]) => {
  let aside = false;
  return moments.map((now) => {
    aside = stepsAside(aside, now);
    return aside;
  });
};

describe("a dialog waiting on a step-up", () => {
  it("hides from the step-up's start until its action answers, also while the action runs again", () => {
    expect(
      run([
        { busy: true, asking: false }, // sent
        { busy: true, asking: true }, // the server asks for a step-up: only that dialog shows
        { busy: true, asking: false }, // proved; the action runs again: still hidden
        { busy: false, asking: false }, // answered: shown again if still open (a refusal), else closed
      ]),
    ).toEqual([false, true, true, false]);
  });

  it("stays in view when no step-up is asked, and a step-up asked by another caller does not hide it", () => {
    expect(
      run([
        { busy: true, asking: false },
        { busy: false, asking: false },
      ]),
    ).toEqual([false, false]);
    expect(run([{ busy: false, asking: true }])).toEqual([false]);
  });
});
