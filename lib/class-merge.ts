/**
 * Tailwind class conflict resolution for `cn()`: a later utility overrides an earlier one of the
 * same group under the same variants (`h-9 … h-8` keeps `h-8`; `p-3 … px-2` keeps both, `px-2 … p-3`
 * keeps `p-3`). It covers the utilities this code base uses and agrees with tailwind-merge on
 * them (lib/__tests__/class-merge.test.ts compares the two over every pair of class names found
 * in app/ and components/); tailwind-merge's full table costs every page about 8 kB gzip.
 * Unknown classes never conflict, so they are always kept.
 */

const KEYWORDS: Record<string, string> = {};
const keywordGroup = (group: string, words: string) => {
  for (const word of words.split(" ")) KEYWORDS[word] = group;
};
keywordGroup(
  "display",
  "block inline-block inline flex inline-flex grid inline-grid contents hidden table table-row table-cell flow-root list-item",
);
keywordGroup("position", "static fixed absolute relative sticky");
keywordGroup("visibility", "visible invisible collapse");
keywordGroup("sr", "sr-only not-sr-only");
keywordGroup("font-style", "italic not-italic");
keywordGroup("text-decoration", "underline overline line-through no-underline");
keywordGroup("text-transform", "uppercase lowercase capitalize normal-case");
keywordGroup("text-overflow", "truncate text-ellipsis text-clip");
keywordGroup("isolation", "isolate isolation-auto");
keywordGroup("fvn-spacing", "tabular-nums proportional-nums");
keywordGroup("animate", "animate-spin animate-ping animate-pulse animate-bounce animate-none");
keywordGroup(
  "align-content",
  "content-normal content-center content-start content-end content-between content-around content-evenly content-baseline content-stretch",
);

/** Groups whose prefix alone decides (the value does not change what the utility sets). */
const PREFIXES = new Set(
  (
    "p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me w h size min-w min-h max-w max-h gap gap-x gap-y " +
    "space-x space-y inset inset-x inset-y top right bottom left start end z order opacity grid-cols grid-rows " +
    "col-span col-start col-end row-span basis items justify self place-items place-content place-self " +
    "justify-items justify-self overflow overflow-x overflow-y leading tracking line-clamp whitespace break " +
    "cursor select pointer-events translate-x translate-y scale rotate duration ease delay " +
    "underline-offset decoration aspect object shrink grow field-sizing scroll-m scroll-p caret accent fill " +
    "align caption list backdrop-blur"
  ).split(" "),
);

/** Later group → groups it overrides (a shorthand clears its longhands written before it). */
const CONFLICTS: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  overflow: ["overflow-x", "overflow-y"],
  rounded: ["rounded-s", "rounded-e", "rounded-t", "rounded-r", "rounded-b", "rounded-l"].concat(
    ["ss", "se", "ee", "es", "tl", "tr", "br", "bl"].map((c) => `rounded-${c}`),
  ),
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": [
    "border-color-x",
    "border-color-y",
    "border-color-t",
    "border-color-r",
    "border-color-b",
    "border-color-l",
  ],
  "border-color-x": ["border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
  "font-size": ["leading"],
  flex: ["basis", "grow", "shrink"],
  "line-clamp": ["display", "overflow"],
};

const PLACEMENT = new Set("inset inset-x inset-y top right bottom left start end".split(" "));
const PLACEMENT_VALUE = /^(\d|\[|\(|auto|full|px)/;
const SIZES = /^(2?xs|sm|md|lg|xl|[2-9]xl|base|none|inner)$/;
const NUMBER = /^\d+(\.\d+)?$/;
const isLength = (value: string) => NUMBER.test(value) || /^\[(length:|\d)|^\((length:)/.test(value) || value === "px";
const words = (list: string) => new Set(list.split(" "));
const TEXT_ALIGN = words("left center right justify start end");
const TEXT_WRAP = words("wrap nowrap balance pretty");
const FONT_WEIGHT = words("thin extralight light normal medium semibold bold extrabold black");
const BORDER_STYLE = words("solid dashed dotted double hidden none");
const SIDES = words("x y t r b l s e");
const ROUNDED_CORNERS = words("s e t r b l ss se ee es tl tr br bl");
const FLEX_DIRECTION = words("row row-reverse col col-reverse");
const FLEX_WRAP = words("wrap wrap-reverse nowrap");
const OUTLINE_STYLE = words("none hidden dashed dotted double solid");

/** The conflict group of a utility without variants, or undefined when it never conflicts. */
function groupOf(utility: string): string | undefined {
  const keyword = KEYWORDS[utility];
  if (keyword) return keyword;
  if (utility === "border") return "border-w";
  if (utility === "rounded") return "rounded";
  if (utility === "shadow") return "shadow";
  if (utility === "ring") return "ring-w";
  if (utility === "outline") return "outline-w";
  if (utility === "transition" || utility.startsWith("transition-")) return "transition";
  if (utility === "grow" || utility === "shrink") return utility;
  const dash = utility.indexOf("-");
  if (dash <= 0) return undefined;
  // Longest known prefix first: `min-w-0` is min-w, `gap-x-2` is gap-x.
  const parts = utility.split("-");
  for (let n = parts.length - 1; n >= 1; n--) {
    const prefix = parts.slice(0, n).join("-");
    if (!PREFIXES.has(prefix)) continue;
    // `bottom-right` (a position name, not a utility) is not `bottom-*`.
    if (PLACEMENT.has(prefix) && !PLACEMENT_VALUE.test(parts.slice(n).join("-"))) return undefined;
    return prefix;
  }
  const [head = "", ...rest] = parts;
  const value = rest.join("-").split("/")[0] ?? "";
  switch (head) {
    case "text":
      if (SIZES.test(value) || /^\[(length:|\d)/.test(value)) return "font-size";
      if (TEXT_ALIGN.has(value)) return "text-align";
      if (TEXT_WRAP.has(value)) return "text-wrap";
      return "text-color";
    case "font":
      return FONT_WEIGHT.has(value) || NUMBER.test(value) ? "font-weight" : "font-family";
    case "border": {
      const [first = "", ...more] = rest;
      if (SIDES.has(first)) {
        const tail = more.join("-");
        return tail === "" || isLength(tail) ? `border-w-${first}` : `border-color-${first}`;
      }
      if (isLength(value)) return "border-w";
      if (BORDER_STYLE.has(value)) return "border-style";
      if (value === "collapse" || value === "separate") return "border-collapse";
      return "border-color";
    }
    case "rounded":
      return ROUNDED_CORNERS.has(rest[0] ?? "") ? `rounded-${rest[0]}` : "rounded";
    case "shadow":
      return SIZES.test(value) || (value.startsWith("[") && !value.startsWith("[color:")) ? "shadow" : "shadow-color";
    case "ring":
      if (rest[0] === "offset") return isLength(rest.slice(1).join("-")) ? "ring-offset-w" : "ring-offset-color";
      if (value === "inset") return "ring-inset";
      return isLength(value) ? "ring-w" : "ring-color";
    case "outline":
      if (rest[0] === "offset") return "outline-offset";
      if (OUTLINE_STYLE.has(value)) return "outline-style";
      return isLength(value) ? "outline-w" : "outline-color";
    case "flex":
      if (FLEX_DIRECTION.has(value)) return "flex-direction";
      if (FLEX_WRAP.has(value)) return "flex-wrap";
      return "flex";
    case "bg":
      return "bg-color";
    default:
      return undefined;
  }
}

/** Splits `md:hover:!px-2` into its variant prefix (`md:hover:`), `!` and the utility (`px-2`). */
function parse(className: string): { variants: string; important: boolean; utility: string } {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) end = i + 1;
  }
  let utility = className.slice(end);
  let important = false;
  if (utility.startsWith("!")) {
    important = true;
    utility = utility.slice(1);
  } else if (utility.endsWith("!")) {
    important = true;
    utility = utility.slice(0, -1);
  }
  if (utility.startsWith("-")) utility = utility.slice(1);
  return { variants: className.slice(0, end), important, utility };
}

/** Keeps, for each group and variant set, only the last utility (and drops longhands a later shorthand covers). */
export function mergeClasses(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i] as string;
    const { variants, important, utility } = parse(className);
    const group = groupOf(utility);
    if (group === undefined) {
      kept.push(className);
      continue;
    }
    const scope = `${variants}${important ? "!" : ""}`;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const other of CONFLICTS[group] ?? []) taken.add(scope + other);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
