import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { type ChangeNode, leafText } from "./audit-diff";

const KIND_CLASS = { added: "text-success", removed: "text-destructive", changed: "text-warning" } as const;

/** Field names the log shows in words; any other key is shown as the API spells it. */
const KEY_LABELS = ["permissionIds", "strategiesByPair", "availableProducts", "reason"] as const;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** A nested value as nested keys, so an added pair or a recharge response reads as a tree. */
function ValueTree({ value }: { value: unknown }) {
  if (!isObject(value)) return <span className="break-all">{leafText(value)}</span>;
  return (
    <ul className="ml-4 border-l pl-2">
      {Object.entries(value).map(([key, v]) => (
        <li key={key}>
          <span className="text-muted-foreground">{key}:</span> <ValueTree value={v} />
        </li>
      ))}
    </ul>
  );
}

/** One audit entry's change as a tree: sets by name, pricing by pair, values nested. */
export function ChangeTreeView({ nodes, className }: { nodes: readonly ChangeNode[]; className?: string }) {
  const t = useTranslations("audit.diff");
  const td = useTranslations("forms.diff");
  const label = (key: string) =>
    (KEY_LABELS as readonly string[]).includes(key) ? t(`keys.${key as (typeof KEY_LABELS)[number]}`) : key;
  if (nodes.length === 0) return <p className="text-sm text-muted-foreground">{td("none")}</p>;
  return (
    <ul className={cn("grid gap-1 text-xs", className)} data-testid="change-tree">
      {nodes.map((node) => (
        <li key={node.key} className="min-w-0">
          <span className="font-medium">{label(node.key)}</span>
          {node.set ? (
            <span className="ml-2 inline-flex flex-wrap gap-x-3 gap-y-0.5">
              {node.set.added.map((name) => (
                <span key={`+${name}`} className="font-mono text-success">
                  + {name}
                </span>
              ))}
              {node.set.removed.map((name) => (
                <span key={`-${name}`} className="font-mono text-destructive">
                  − {name}
                </span>
              ))}
            </span>
          ) : null}
          {node.kind ? (
            <span className="ml-2 font-mono">
              <span className={cn("font-sans font-semibold", KIND_CLASS[node.kind])}>{td(node.kind)}</span>{" "}
              {node.kind === "changed" ? (
                <>
                  <span className="text-muted-foreground line-through">{leafText(node.before)}</span> →{" "}
                  {leafText(node.after)}
                </>
              ) : (
                <ValueTree value={node.kind === "added" ? node.after : node.before} />
              )}
            </span>
          ) : null}
          {node.children ? <ChangeTreeView nodes={node.children} className="mt-1 ml-4 border-l pl-2" /> : null}
        </li>
      ))}
    </ul>
  );
}
