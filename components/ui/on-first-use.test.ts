import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OnFirstUse, type StandInProps } from "./on-first-use";

const columns = (props: StandInProps) =>
  createElement("button", { type: "button", "aria-haspopup": "dialog", ...props }, "Columns");

describe("OnFirstUse", () => {
  it("renders the button alone, closed, and neither renders nor fetches the popup before its first use", () => {
    let fetched = 0;
    const html = renderToStaticMarkup(
      createElement(OnFirstUse, {
        trigger: columns,
        prefetch: async () => {
          fetched += 1;
        },
        // biome-ignore lint/correctness/noChildrenProp: a .ts test has no JSX, and the props type needs its children
        children: createElement("div", { role: "dialog" }, "the popup"),
      }),
    );
    expect(html).toBe('<button type="button" aria-haspopup="dialog" aria-expanded="false">Columns</button>');
    expect(fetched).toBe(0);
  });

  it("renders the popup at once when something other than its button asks for it (a keyboard shortcut)", () => {
    let fetched = 0;
    const html = renderToStaticMarkup(
      createElement(OnFirstUse, {
        trigger: columns,
        prefetch: async () => {
          fetched += 1;
        },
        used: true,
        // biome-ignore lint/correctness/noChildrenProp: a .ts test has no JSX, and the props type needs its children
        children: createElement("div", { role: "dialog" }, "the popup"),
      }),
    );
    expect(html).toBe('<div role="dialog">the popup</div>');
    // next/dynamic fetches what it renders: the button's prefetch is only for a pointer or focus.
    expect(fetched).toBe(0);
  });
});
