"use client";

import { PlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { addKey } from "./json-table";

interface Props {
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
}

/** availableProducts: one toggle per product key; non-boolean values are left to raw mode. */
export function ProductsEditor({ value, onChange }: Props) {
  const t = useTranslations("customers.products");
  const id = useId();
  const [newKey, setNewKey] = useState("");
  const entries = Object.entries(value);
  return (
    <div className="grid gap-3">
      {entries.length === 0 ? <p className="text-sm text-muted-foreground">{t("empty")}</p> : null}
      <ul className="grid gap-2 sm:grid-cols-2">
        {entries.map(([key, enabled]) => (
          <li key={key} className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
            <label htmlFor={`${id}-${key}`} className="font-mono text-xs">
              {key}
            </label>
            {typeof enabled === "boolean" ? (
              <Switch
                id={`${id}-${key}`}
                checked={enabled}
                onCheckedChange={(checked) => onChange({ ...value, [key]: checked })}
              />
            ) : (
              <span className="truncate font-mono text-xs text-muted-foreground" title={JSON.stringify(enabled)}>
                {t("rawOnly")}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Input
          aria-label={t("newKey")}
          placeholder={t("newKey")}
          value={newKey}
          onChange={(e) => setNewKey(e.target.value)}
          className="max-w-xs font-mono"
        />
        <Button
          variant="outline"
          disabled={!newKey.trim() || newKey.trim() in value}
          onClick={() => {
            onChange(addKey(value, newKey, true));
            setNewKey("");
          }}
        >
          <PlusIcon aria-hidden /> {t("add")}
        </Button>
      </div>
    </div>
  );
}
