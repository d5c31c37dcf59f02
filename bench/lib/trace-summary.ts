/**
 * Self time by event name on a renderer's main thread, from a Chromium trace (devtools.timeline
 * categories): what a CPU profile calls "(program)" split into style, layout, paint, commit and
 * the rest, over chosen time windows. Complete events ("X") nest on a thread; an event's self
 * time is its span minus its children's.
 */
export type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
};

type Node = { event: TraceEvent; end: number; children: Node[] };

/** Sums into `into` the parts of [from, to) that fall in any window. */
function overlap(from: number, to: number, windows: [number, number][]): number {
  let us = 0;
  for (const [a, b] of windows) us += Math.max(0, Math.min(to, b) - Math.max(from, a));
  return us;
}

function forest(events: TraceEvent[]): Node[] {
  const sorted = events
    .filter((e) => e.ph === "X" && e.dur !== undefined)
    .sort((x, y) => x.ts - y.ts || (y.dur ?? 0) - (x.dur ?? 0));
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const event of sorted) {
    const node = { event, end: event.ts + (event.dur ?? 0), children: [] };
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

/** Self time (µs) by event name of the thread's events, inside the windows (µs, the trace's clock). */
export function selfByEvent(events: TraceEvent[], windows: [number, number][]): Map<string, number> {
  const totals = new Map<string, number>();
  const visit = (node: Node) => {
    let cursor = node.event.ts;
    let self = 0;
    for (const child of node.children) {
      self += overlap(cursor, child.event.ts, windows);
      cursor = Math.max(cursor, child.end);
      visit(child);
    }
    self += overlap(cursor, node.end, windows);
    totals.set(node.event.name, (totals.get(node.event.name) ?? 0) + self);
  };
  for (const root of forest(events)) visit(root);
  return totals;
}

/** The events of the thread that recorded the user-timing mark `mark` (the page's main thread), and the marks' times. */
export function mainThreadOf(events: TraceEvent[], mark: string): { thread: TraceEvent[]; marks: number[] } {
  const marks = events.filter((e) => e.cat.includes("blink.user_timing") && e.name === mark);
  const first = marks[0];
  if (!first) return { thread: [], marks: [] };
  return {
    thread: events.filter((e) => e.pid === first.pid && e.tid === first.tid),
    marks: marks.map((e) => e.ts).sort((a, b) => a - b),
  };
}

/** A FunctionCall's script position, as a CPU profile's call frame (0-based), for naming through source maps. */
export type ScriptFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };

function scriptFrameOf(event: TraceEvent): ScriptFrame | undefined {
  const data = event.args?.data as
    | { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number }
    | undefined;
  if (!data?.url) return undefined;
  return {
    functionName: data.functionName ?? "",
    url: data.url,
    lineNumber: (data.lineNumber ?? 1) - 1,
    columnNumber: (data.columnNumber ?? 1) - 1,
  };
}

/**
 * The main thread's tasks inside the windows, by what started each one: an input event, a
 * timer or a posted task (named by the function it ran, through `name`), or a frame with no
 * script (style, layout, paint). Returns time (µs) and the number of tasks by kind.
 */
export function tasksByKind(
  events: TraceEvent[],
  windows: [number, number][],
  name: (frame: ScriptFrame) => string,
): Map<string, { us: number; count: number }> {
  const kinds = new Map<string, { us: number; count: number }>();
  for (const root of forest(events)) {
    if (root.event.name !== "RunTask") continue;
    const us = overlap(root.event.ts, root.end, windows);
    if (us <= 0) continue;
    const inside: TraceEvent[] = [];
    const collect = (node: Node) => {
      inside.push(node.event);
      node.children.forEach(collect);
    };
    root.children.forEach(collect);
    const types = inside
      .filter((e) => e.name === "EventDispatch")
      .map((e) => (e.args?.data as { type?: string } | undefined)?.type ?? "?");
    const input = ["click", "input", "change", "keydown", "pointerup", "pointerdown"].find((t) => types.includes(t));
    const call = inside.find((e) => e.name === "FunctionCall");
    const frame = call && scriptFrameOf(call);
    const timer = inside.some((e) => e.name === "TimerFire");
    const painted = inside.some((e) => ["Paint", "Layout", "UpdateLayoutTree", "Commit"].includes(e.name));
    // A frame dispatches the animation, transition and pointer events of its own update.
    const kind = input
      ? `input ${input}`
      : frame
        ? `${timer ? "timer" : "task"} → ${name(frame)}`
        : painted
          ? "frame: style, layout, paint (with its animation/pointer events)"
          : types[0]
            ? `event ${types[0]}`
            : "other (no script, no frame)";
    const entry = kinds.get(kind) ?? { us: 0, count: 0 };
    kinds.set(kind, { us: entry.us + us, count: entry.count + 1 });
  }
  return kinds;
}
