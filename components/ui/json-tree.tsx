import type { ReactNode } from "react";

type JsonValue = unknown;

const isObject = (value: JsonValue): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

function Leaf({ value }: { value: JsonValue }) {
  if (value === null) return <span className="text-muted-foreground">null</span>;
  if (typeof value === "string") return <span className="break-all text-success">&quot;{value}&quot;</span>;
  if (typeof value === "number") return <span className="text-info">{value}</span>;
  if (typeof value === "boolean") return <span className="text-primary">{String(value)}</span>;
  return <span className="text-muted-foreground">{String(value)}</span>;
}

/**
 * Metadata as a readable tree: nested objects and arrays fold with the native <details>
 * element (keyboard and screen-reader friendly, works before hydration). The first two
 * levels start open; deeper ones closed so a large blob stays scannable.
 */
export function JsonTree({ value, depth = 0, label }: { value: JsonValue; depth?: number; label?: ReactNode }) {
  const entries = isObject(value)
    ? Object.entries(value)
    : Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : null;
  if (entries === null) {
    return (
      <div className="font-mono text-xs">
        {label !== undefined ? <span className="text-muted-foreground">{label}: </span> : null}
        <Leaf value={value} />
      </div>
    );
  }
  const brackets = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  return (
    <details open={depth < 2} className="font-mono text-xs">
      <summary className="cursor-pointer select-none rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {label !== undefined ? <span className="text-muted-foreground">{label}: </span> : null}
        <span>
          {brackets[0]}
          <span className="text-muted-foreground"> {entries.length} </span>
          {brackets[1]}
        </span>
      </summary>
      <div className="ml-3 border-l pl-3">
        {entries.map(([key, child]) => (
          <JsonTree key={key} value={child} depth={depth + 1} label={key} />
        ))}
      </div>
    </details>
  );
}
