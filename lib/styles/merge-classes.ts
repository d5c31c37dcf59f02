import { createTailwindMerge, validators as v } from "tailwind-merge";

/*
 * tailwind-merge with only the class groups this app writes, as its maintainer advises when bundle
 * size matters: the default config (every Tailwind utility) is about 6 kB gzip of the payouts
 * page's JavaScript, this one a fraction of it. Groups, their order (validators are tried in the
 * order groups are declared: font-size before text-color) and the conflicts mirror the default
 * config; merge-classes.test.ts checks every pair of classes found in the source against the full
 * twMerge, so a class from a group missing here fails that test rather than a screen.
 */

const arbitrary = [v.isArbitraryVariable, v.isArbitraryValue];
const length = [v.isArbitraryVariableLength, v.isArbitraryLength];
const spacing = ["px", v.isNumber, ...arbitrary];
const inset = [v.isFraction, "full", "auto", ...spacing];
const margin = ["auto", ...spacing];
const sizing = [
  v.isFraction,
  "auto",
  "full",
  "dvw",
  "dvh",
  "lvw",
  "lvh",
  "svw",
  "svh",
  "min",
  "max",
  "fit",
  ...spacing,
];
const color = [v.isAny, ...arbitrary];
const borderWidth = ["", v.isNumber, ...length];
const radius = ["", "none", "full", v.isTshirtSize, ...arbitrary];
const secondaryAxis = ["start", "end", "center", "stretch", "center-safe", "end-safe"];
const lineStyle = ["solid", "dashed", "dotted", "double"];
const overflowValues = ["auto", "hidden", "clip", "visible", "scroll"];
const translate = [v.isFraction, "full", ...spacing];

export const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    // Layout
    display: ["block", "inline-block", "inline", "flex", "inline-flex", "table", "grid", "contents", "hidden"],
    sr: ["sr-only", "not-sr-only"],
    overflow: [{ overflow: overflowValues }],
    "overflow-x": [{ "overflow-x": overflowValues }],
    "overflow-y": [{ "overflow-y": overflowValues }],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    inset: [{ inset }],
    "inset-x": [{ "inset-x": inset }],
    "inset-y": [{ "inset-y": inset }],
    top: [{ top: inset }],
    right: [{ right: inset }],
    bottom: [{ bottom: inset }],
    left: [{ left: inset }],
    z: [{ z: [v.isInteger, "auto", ...arbitrary] }],
    // Flexbox and grid
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "flex-wrap": [{ flex: ["nowrap", "wrap", "wrap-reverse"] }],
    flex: [{ flex: [v.isNumber, v.isFraction, "auto", "initial", "none", ...arbitrary] }],
    grow: [{ grow: ["", v.isNumber, ...arbitrary] }],
    shrink: [{ shrink: ["", v.isNumber, ...arbitrary] }],
    "grid-cols": [{ "grid-cols": [v.isInteger, "none", "subgrid", ...arbitrary] }],
    "col-start-end": [{ col: ["auto", { span: ["full", v.isInteger, ...arbitrary] }, v.isInteger, ...arbitrary] }],
    "col-start": [{ "col-start": [v.isInteger, "auto", ...arbitrary] }],
    "col-end": [{ "col-end": [v.isInteger, "auto", ...arbitrary] }],
    gap: [{ gap: spacing }],
    "gap-x": [{ "gap-x": spacing }],
    "gap-y": [{ "gap-y": spacing }],
    "justify-content": [{ justify: ["start", "end", "center", "between", "around", "evenly"] }],
    "align-items": [{ items: [...secondaryAxis, { baseline: ["", "last"] }] }],
    "align-self": [{ self: ["auto", ...secondaryAxis, { baseline: ["", "last"] }] }],
    "place-items": [{ "place-items": [...secondaryAxis, "baseline"] }],
    // Spacing
    p: [{ p: spacing }],
    px: [{ px: spacing }],
    py: [{ py: spacing }],
    pt: [{ pt: spacing }],
    pr: [{ pr: spacing }],
    pb: [{ pb: spacing }],
    pl: [{ pl: spacing }],
    m: [{ m: margin }],
    mx: [{ mx: margin }],
    my: [{ my: margin }],
    mt: [{ mt: margin }],
    mr: [{ mr: margin }],
    mb: [{ mb: margin }],
    ml: [{ ml: margin }],
    // Sizing
    size: [{ size: sizing }],
    w: [{ w: [v.isTshirtSize, "screen", ...sizing] }],
    "min-w": [{ "min-w": [v.isTshirtSize, "screen", "none", ...sizing] }],
    "max-w": [{ "max-w": [v.isTshirtSize, "screen", "none", "prose", ...sizing] }],
    h: [{ h: ["screen", "lh", ...sizing] }],
    "min-h": [{ "min-h": ["screen", "lh", "none", ...sizing] }],
    "max-h": [{ "max-h": ["screen", "lh", "none", ...sizing] }],
    // Typography
    "font-size": [{ text: ["base", v.isTshirtSize, ...length] }],
    "font-smoothing": ["antialiased", "subpixel-antialiased"],
    "font-weight": [
      {
        font: [
          "thin",
          "extralight",
          "light",
          "normal",
          "medium",
          "semibold",
          "bold",
          "extrabold",
          "black",
          v.isArbitraryVariableWeight,
          v.isArbitraryWeight,
        ],
      },
    ],
    "font-family": [{ font: [v.isArbitraryVariableFamilyName, v.isArbitraryFamilyName, v.isAnyNonArbitrary] }],
    "fvn-normal": ["normal-nums"],
    "fvn-spacing": ["proportional-nums", "tabular-nums"],
    "fvn-figure": ["lining-nums", "oldstyle-nums"],
    tracking: [{ tracking: ["tighter", "tight", "normal", "wide", "wider", "widest", ...arbitrary] }],
    leading: [{ leading: ["none", "tight", "snug", "normal", "relaxed", "loose", ...spacing] }],
    "list-style-type": [{ list: ["disc", "decimal", "none", ...arbitrary] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-color": [{ text: color }],
    "text-decoration": ["underline", "overline", "line-through", "no-underline"],
    "underline-offset": [{ "underline-offset": [v.isNumber, "auto", ...arbitrary] }],
    "text-transform": ["uppercase", "lowercase", "capitalize", "normal-case"],
    "text-overflow": ["truncate", "text-ellipsis", "text-clip"],
    "vertical-align": [{ align: ["baseline", "top", "middle", "bottom", ...arbitrary] }],
    whitespace: [{ whitespace: ["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"] }],
    break: [{ break: ["normal", "words", "all", "keep"] }],
    // Backgrounds
    "bg-color": [{ bg: color }],
    // Borders
    rounded: [{ rounded: radius }],
    "rounded-t": [{ "rounded-t": radius }],
    "rounded-r": [{ "rounded-r": radius }],
    "rounded-b": [{ "rounded-b": radius }],
    "rounded-l": [{ "rounded-l": radius }],
    "border-w": [{ border: borderWidth }],
    "border-w-x": [{ "border-x": borderWidth }],
    "border-w-y": [{ "border-y": borderWidth }],
    "border-w-t": [{ "border-t": borderWidth }],
    "border-w-r": [{ "border-r": borderWidth }],
    "border-w-b": [{ "border-b": borderWidth }],
    "border-w-l": [{ "border-l": borderWidth }],
    "border-style": [{ border: [...lineStyle, "hidden", "none"] }],
    "border-color": [{ border: color }],
    "outline-style": [{ outline: [...lineStyle, "none", "hidden"] }],
    "outline-w": [{ outline: ["", v.isNumber, ...length] }],
    "outline-color": [{ outline: color }],
    // Effects
    shadow: [{ shadow: ["", "inner", "none", v.isTshirtSize, v.isArbitraryVariableShadow, v.isArbitraryShadow] }],
    "shadow-color": [{ shadow: color }],
    "ring-w": [{ ring: borderWidth }],
    "ring-w-inset": ["ring-inset"],
    "ring-color": [{ ring: color }],
    "ring-offset-w": [{ "ring-offset": [v.isNumber, v.isArbitraryLength] }],
    "ring-offset-color": [{ "ring-offset": color }],
    opacity: [{ opacity: [v.isNumber, ...arbitrary] }],
    filter: [{ filter: ["", "none", ...arbitrary] }],
    "backdrop-blur": [{ "backdrop-blur": ["", "none", v.isTshirtSize, ...arbitrary] }],
    // Tables
    "border-collapse": [{ border: ["collapse", "separate"] }],
    caption: [{ caption: ["top", "bottom"] }],
    // Transitions, animation, transforms
    transition: [{ transition: ["", "all", "colors", "opacity", "shadow", "transform", "none", ...arbitrary] }],
    animate: [{ animate: ["none", "spin", "ping", "pulse", "bounce", ...arbitrary] }],
    rotate: [{ rotate: ["none", v.isNumber, ...arbitrary] }],
    translate: [{ translate }],
    "translate-x": [{ "translate-x": translate }],
    "translate-y": [{ "translate-y": translate }],
    "translate-none": ["translate-none"],
    // Interactivity and SVG
    cursor: [{ cursor: ["auto", "default", "pointer", "text", "not-allowed", "none", ...arbitrary] }],
    "pointer-events": [{ "pointer-events": ["auto", "none"] }],
    select: [{ select: ["none", "text", "all", "auto"] }],
    fill: [{ fill: ["none", ...color] }],
  },
  conflictingClassGroups: {
    overflow: ["overflow-x", "overflow-y"],
    inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
    "inset-x": ["right", "left"],
    "inset-y": ["top", "bottom"],
    flex: ["grow", "shrink"],
    gap: ["gap-x", "gap-y"],
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    size: ["w", "h"],
    "font-size": ["leading"],
    "fvn-normal": ["fvn-spacing", "fvn-figure"],
    "fvn-spacing": ["fvn-normal"],
    "fvn-figure": ["fvn-normal"],
    rounded: ["rounded-t", "rounded-r", "rounded-b", "rounded-l"],
    "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
    "border-w-x": ["border-w-r", "border-w-l"],
    "border-w-y": ["border-w-t", "border-w-b"],
    translate: ["translate-x", "translate-y", "translate-none"],
    "translate-none": ["translate", "translate-x", "translate-y"],
  },
  conflictingClassGroupModifiers: { "font-size": ["leading"] },
  orderSensitiveModifiers: [
    "*",
    "**",
    "after",
    "backdrop",
    "before",
    "details-content",
    "file",
    "first-letter",
    "first-line",
    "marker",
    "placeholder",
    "selection",
  ],
}));
