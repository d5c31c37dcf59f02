"use client";

import { useTranslations } from "next-intl";
import { diffValues } from "@/components/forms/diff";
import { DiffView } from "@/components/forms/diff-view";
import type { RoleUpdateInput } from "@/lib/contract";

interface Props {
  before: Required<RoleUpdateInput>;
  after: Required<RoleUpdateInput>;
  names: ReadonlyMap<string, string>;
  permissionChanges: { added: string[]; removed: string[] };
}

/** Before saving a role: the plain fields that change, and the permissions added and removed by name. */
export function RoleChanges({ before, after, names, permissionChanges }: Props) {
  const t = useTranslations("roles.changes");
  const { permissionIds: _b, ...fieldsBefore } = before;
  const { permissionIds: _a, ...fieldsAfter } = after;
  const fieldDiff = diffValues(fieldsBefore, fieldsAfter);
  const list = (ids: string[], testId: string) => (
    <ul className="grid gap-0.5 font-mono text-xs" data-testid={testId}>
      {ids.map((id) => (
        <li key={id}>{names.get(id) ?? id}</li>
      ))}
    </ul>
  );
  return (
    <div className="grid gap-4 text-sm">
      {fieldDiff.length > 0 ? <DiffView entries={fieldDiff} /> : null}
      <div className="grid gap-1">
        <h3 className="font-medium text-success">{t("added", { count: permissionChanges.added.length })}</h3>
        {list(permissionChanges.added, "permissions-added")}
      </div>
      <div className="grid gap-1">
        <h3 className="font-medium text-destructive">{t("removed", { count: permissionChanges.removed.length })}</h3>
        {list(permissionChanges.removed, "permissions-removed")}
      </div>
    </div>
  );
}
