"use client";

import { SearchIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import type { Permission } from "@/lib/contract";
import { groupPermissions, groupState, toggleGroup } from "./permission-groups";

interface Props {
  permissions: readonly Permission[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** Permissions grouped by resource, with a search box and a select-all box per resource. */
export function PermissionPicker({ permissions, value, onChange, error }: Props) {
  const t = useTranslations("roles.picker");
  const searchId = useId();
  const [search, setSearch] = useState("");
  const groups = useMemo(() => groupPermissions(permissions, search), [permissions, search]);
  const selected = useMemo(() => new Set(value), [value]);

  return (
    <fieldset
      className="grid min-w-0 gap-3"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${searchId}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{t("legend", { count: value.length })}</legend>
      {error ? (
        <p
          id={`${searchId}-error`}
          role="alert"
          className="text-xs font-medium text-destructive"
          data-testid="permissions-error"
        >
          {error}
        </p>
      ) : null}
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground"
          aria-hidden
        />
        <label htmlFor={searchId} className="sr-only">
          {t("search")}
        </label>
        <Input
          id={searchId}
          type="search"
          placeholder={t("search")}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-8"
        />
      </div>
      {groups.length === 0 ? <p className="text-sm text-muted-foreground">{t("noMatch")}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {groups.map((group) => {
          const allId = `${searchId}-${group.resource}`;
          return (
            <div key={group.resource} className="rounded-md border p-3" data-testid={`resource-${group.resource}`}>
              <div className="mb-2 flex items-center gap-2 border-b pb-2">
                <Checkbox
                  id={allId}
                  checked={groupState(group, selected)}
                  onCheckedChange={(checked) => onChange(toggleGroup(group, value, checked === true))}
                  aria-label={t("selectAll", { resource: group.resource })}
                />
                <label htmlFor={allId} className="text-sm font-semibold capitalize">
                  {group.resource}
                </label>
              </div>
              <ul className="grid gap-1.5">
                {group.permissions.map((p) => (
                  <li key={p.id} className="flex items-start gap-2">
                    <Checkbox
                      id={`${allId}-${p.id}`}
                      checked={selected.has(p.id)}
                      onCheckedChange={(checked) =>
                        onChange(checked === true ? [...value, p.id] : value.filter((id) => id !== p.id))
                      }
                    />
                    <label htmlFor={`${allId}-${p.id}`} className="grid text-sm leading-tight">
                      {/* What the permission allows first; its code second, for those who know it by its code. */}
                      {p.description ? <span>{p.description}</span> : null}
                      <span className="font-mono text-xs text-muted-foreground">{p.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
