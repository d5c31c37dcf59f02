import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { type DiffEntry, renderValue } from "./diff";

const KIND_CLASS: Record<DiffEntry["kind"], string> = {
  added: "text-success",
  removed: "text-destructive",
  changed: "text-warning",
};

/**
 * What will change (before saving) or what changed (audit log), one line per leaf. `pathLabel`
 * names a path in the operator's words ("Strategies by pair › COP/USDC › Spread (basis points)");
 * the API's path stays in the line's title for those who want it.
 */
export function DiffView({
  entries,
  className,
  pathLabel,
}: {
  entries: DiffEntry[];
  className?: string;
  pathLabel?: (path: string) => string;
}) {
  const t = useTranslations("forms.diff");
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t("none")}</p>;
  return (
    <ul className={cn("grid gap-1 font-mono text-xs", className)} data-testid="diff-view">
      {entries.map((entry) => (
        <li key={`${entry.kind}:${entry.path}`} className="break-all">
          <span className={cn("font-semibold", KIND_CLASS[entry.kind])}>{t(entry.kind)}</span>{" "}
          <span title={pathLabel ? entry.path : undefined}>
            {entry.path ? (pathLabel?.(entry.path) ?? entry.path) : t("root")}
          </span>
          {entry.kind !== "added" ? <span className="text-muted-foreground"> {renderValue(entry.before)}</span> : null}
          {entry.kind === "changed" ? " → " : null}
          {entry.kind !== "removed" ? <span> {renderValue(entry.after)}</span> : null}
        </li>
      ))}
    </ul>
  );
}
