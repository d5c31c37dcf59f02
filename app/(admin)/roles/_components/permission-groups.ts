import type { Permission } from "@/lib/contract";

export interface PermissionGroup {
  resource: string;
  permissions: Permission[];
}

/** Permissions grouped by resource (alphabetical), keeping only those matching the search. */
export function groupPermissions(all: readonly Permission[], search = ""): PermissionGroup[] {
  const needle = search.trim().toLowerCase();
  const matches = (p: Permission) =>
    !needle || [p.name, p.resource, p.action, p.description].some((text) => text.toLowerCase().includes(needle));
  const groups = new Map<string, Permission[]>();
  for (const permission of all) {
    if (!matches(permission)) continue;
    const list = groups.get(permission.resource) ?? [];
    list.push(permission);
    groups.set(permission.resource, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([resource, permissions]) => ({
      resource,
      permissions: permissions.sort((a, b) => a.action.localeCompare(b.action)),
    }));
}

/** State of a group's select-all box for the current selection. */
export function groupState(group: PermissionGroup, selected: ReadonlySet<string>): boolean | "indeterminate" {
  const chosen = group.permissions.filter((p) => selected.has(p.id)).length;
  if (chosen === 0) return false;
  return chosen === group.permissions.length ? true : "indeterminate";
}

/** Select-all toggles only the group's visible permissions, leaving the rest of the selection alone. */
export function toggleGroup(group: PermissionGroup, selected: readonly string[], on: boolean): string[] {
  const ids = group.permissions.map((p) => p.id);
  if (on) return [...new Set([...selected, ...ids])];
  const drop = new Set(ids);
  return selected.filter((id) => !drop.has(id));
}
