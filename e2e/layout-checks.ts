import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/**
 * Layout checks that read the rendered page: what a person would notice at a glance. Each
 * returns sentences naming the element, empty when the page is fine. Used by e2e/layout.spec.ts
 * and by `npm run screens`, which writes them beside the screenshots.
 */

/** Pixels of slack for sub-pixel rounding. */
const SLACK = 1;

/**
 * The page is no wider than the window. A table may scroll inside its own region (an ancestor
 * with overflow-x auto/scroll/hidden clips it and does not widen the page); this is the page
 * itself scrolling sideways. Names the widest elements that reach past the window.
 */
export async function pageOverflow(page: Page): Promise<string[]> {
  return page.evaluate((slack) => {
    const width = window.innerWidth;
    const excess = document.documentElement.scrollWidth - width;
    if (excess <= slack) return [];
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if (overflowX !== "visible") return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((el) => el.getBoundingClientRect().right > width + slack && !clipped(el))
      .slice(0, 3)
      .map((el) => describeElement(el));
    return [`the page is ${excess}px wider than the ${width}px window (${culprits.join("; ") || "?"})`];

    function describeElement(el: Element): string {
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const cls = (el.getAttribute("class") ?? "").split(/\s+/).slice(0, 3).join(".");
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""}${text ? ` "${text}"` : ""} ends at ${Math.round(el.getBoundingClientRect().right)}px`;
    }
  }, SLACK);
}

/**
 * No two cards or landmark regions overlap. Pairs where one holds the other are fine, and so is
 * whatever a modal hides (aria-hidden or inert behind an open dialog).
 */
export async function overlappingRegions(page: Page): Promise<string[]> {
  return page.evaluate((slack) => {
    const selector = [
      "[data-slot=card]",
      "main",
      "nav",
      "header",
      "aside",
      "footer",
      "[role=main]",
      "[role=navigation]",
      "[role=banner]",
      "[role=complementary]",
    ].join(",");
    // A dialog or sheet lies over the page by design: compare only regions in the same layer.
    const layer = (el: Element) => el.closest("[role=dialog], [role=alertdialog]");
    const shown = [...document.querySelectorAll(selector)].filter((el) => {
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    });
    const problems: string[] = [];
    for (let i = 0; i < shown.length; i++) {
      for (let j = i + 1; j < shown.length; j++) {
        const a = shown[i] as Element;
        const b = shown[j] as Element;
        if (a.contains(b) || b.contains(a) || layer(a) !== layer(b)) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (w > slack && h > slack) {
          problems.push(`${name(a)} and ${name(b)} overlap by ${Math.round(w)}×${Math.round(h)}px`);
        }
      }
    }
    return problems.slice(0, 10);

    function name(el: Element): string {
      const label =
        el.getAttribute("aria-label") ??
        el.querySelector("h1, h2, h3, [class*=font-semibold]")?.textContent ??
        el.textContent ??
        "";
      const slot = el.getAttribute("data-slot") ?? el.getAttribute("role") ?? el.tagName.toLowerCase();
      const r = el.getBoundingClientRect();
      return `${slot} "${label.trim().replace(/\s+/g, " ").slice(0, 40)}" (${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)})`;
    }
  }, SLACK);
}

/**
 * No two runs of text drawn over each other (two amounts running into each other on a phone).
 * Each line box of each text node, cut to what its scrolling or clipping ancestors show, is
 * compared with the others in the same layer.
 */
export async function overlappingText(page: Page): Promise<string[]> {
  return page.evaluate((slack) => {
    type Box = { left: number; top: number; right: number; bottom: number; el: Element; layer: Element | null };
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !(node.textContent ?? "").trim()) continue;
      if (el.closest('[aria-hidden="true"], [inert], script, style, noscript, template')) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== "visible" || Number(style.opacity) === 0) continue;
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
        for (let p: Element | null = el; p && p !== document.documentElement; p = p.parentElement) {
          const ps = getComputedStyle(p);
          if (ps.opacity === "0") box = { left: 0, top: 0, right: 0, bottom: 0 };
          if (ps.overflowX !== "visible" || ps.overflowY !== "visible" || ps.clip !== "auto") {
            const c = p.getBoundingClientRect();
            box = {
              left: Math.max(box.left, c.left),
              top: Math.max(box.top, c.top),
              right: Math.min(box.right, c.right),
              bottom: Math.min(box.bottom, c.bottom),
            };
          }
          if (box.right - box.left <= slack || box.bottom - box.top <= slack) break;
        }
        if (box.right - box.left > slack && box.bottom - box.top > slack) {
          boxes.push({ ...box, el, layer: el.closest("[role=dialog], [role=alertdialog]") });
        }
      }
    }
    boxes.sort((a, b) => a.top - b.top);
    const problems: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < boxes.length && problems.length < 10; i++) {
      const a = boxes[i] as Box;
      for (let j = i + 1; j < boxes.length && (boxes[j] as Box).top < a.bottom - slack; j++) {
        const b = boxes[j] as Box;
        if (a.el === b.el || a.layer !== b.layer) continue;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w <= slack || h <= slack) continue;
        const key = `${text(a.el)}|${text(b.el)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        problems.push(`text "${text(a.el)}" and "${text(b.el)}" overlap by ${Math.round(w)}×${Math.round(h)}px`);
      }
    }
    return problems;

    function text(el: Element): string {
      return (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
    }
  }, SLACK);
}

/**
 * No text cut off inside a button or a badge: the element, or a block inside it, holds more than
 * it shows, across or down. Deliberate truncation is allowed when it is marked (`truncate` or
 * `line-clamp-*`) and the full text is offered in a title.
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate((slack) => {
    const problems: string[] = [];
    const holders = document.querySelectorAll("button, [role=button], [role=tab], [data-slot=badge]");
    for (const holder of holders) {
      if (holder.closest('[aria-hidden="true"], [inert]')) continue;
      const rect = holder.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (!(holder.textContent ?? "").trim()) continue;
      for (const el of [holder, ...holder.querySelectorAll("*")]) {
        if (!(el instanceof HTMLElement) || el.clientWidth === 0) continue;
        if (!(el.textContent ?? "").trim() || screenReaderOnly(el)) continue;
        const across = el.scrollWidth - el.clientWidth;
        const down = el.scrollHeight - el.clientHeight;
        if (across <= slack && down <= slack) continue;
        if (deliberate(el, holder)) continue;
        const text = (holder.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
        problems.push(
          `"${text}" is clipped in its ${holder.getAttribute("data-slot") ?? holder.tagName.toLowerCase()} (${across > slack ? `${across}px across` : `${down}px down`})`,
        );
        break;
      }
    }
    return problems.slice(0, 10);

    /** Text for screen readers is a 1px clipped box on purpose (the sr-only utility). */
    function screenReaderOnly(el: HTMLElement): boolean {
      const style = getComputedStyle(el);
      return (
        style.position === "absolute" &&
        (el.clientWidth <= 1 || style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)")
      );
    }

    function deliberate(el: HTMLElement, holder: Element): boolean {
      const marked =
        /\b(truncate|line-clamp-\d+)\b/.test(el.className) || getComputedStyle(el).textOverflow === "ellipsis";
      if (!marked) return false;
      for (let p: Element | null = el; p; p = p.parentElement) {
        if (p.getAttribute("title")) return true;
        if (p === holder) break;
      }
      return false;
    }
  }, SLACK);
}

/** Everything above, in one list. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return [
    ...(await pageOverflow(page)),
    ...(await overlappingRegions(page)),
    ...(await overlappingText(page)),
    ...(await clippedText(page)),
  ];
}

/**
 * Resolves once every finite animation on the page has finished (a dialog or sheet sliding in);
 * a spinner or a skeleton's pulse never finishes, so infinite ones are not waited for.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

type AxeResult = {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
};

let axeSource: string | undefined;

/**
 * The rule sets axe runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices
 * (what it runs by default). Naming the tags turns on the rules axe leaves off by default among
 * them: target-size (WCAG 2.2, 2.5.8: a pointer target of at least 24 × 24 px, or spaced so).
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] as const;

/**
 * Serious and critical axe-core findings. The library is evaluated through the DevTools protocol
 * rather than a <script> tag, which the nonce-based Content-Security-Policy would refuse.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  // Judged as the operator sees it: in front. A page behind another browser window gets no
  // animation frames, so a streamed <title> or a Suspense reveal can wait there indefinitely.
  await page.bringToFront();
  // Next streams a page's metadata: right after a navigation or a server action's refresh,
  // <title> can be absent for a moment. Wait for it (a page that never gets one still fails).
  // Polled on a timer: the default (animation frames) never fires in a page that is not in front,
  // as the first of two browser windows is.
  await page.waitForFunction(() => document.title !== "", undefined, { timeout: 15_000, polling: 100 });
  // Contrast is judged on the settled screen: a dialog fading in is briefly see-through.
  await animationsFinished(page);
  axeSource ??= readFileSync(path.resolve("node_modules/axe-core/axe.min.js"), "utf8");
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(axeSource);
  const result = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (options: object) => Promise<unknown> } }).axe.run({
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    [...AXE_TAGS],
  )) as AxeResult;
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
}
