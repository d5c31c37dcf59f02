"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Switch } from "@/components/ui/switch";
import { PRODUCTS } from "@/lib/contract";
import { extraKeys } from "./json-table";

interface Props {
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
}

/**
 * availableProducts: one switch per product the sandbox knows (a missing one reads as off).
 * Products the dashboard does not know, and values that are not on/off, are kept as they
 * came and shown read-only; the raw JSON view edits them.
 */
export function ProductsEditor({ value, onChange }: Props) {
  const t = useTranslations("customers.products");
  const id = useId();
  const others = extraKeys(value, PRODUCTS);
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2 sm:grid-cols-2">
        {PRODUCTS.map((product) => {
          const current = value[product];
          return (
            <li key={product} className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
              <label htmlFor={`${id}-${product}`} className="text-sm">
                {t(`names.${product}`)} <span className="font-mono text-xs text-muted-foreground">{product}</span>
              </label>
              {current === undefined || typeof current === "boolean" ? (
                <Switch
                  id={`${id}-${product}`}
                  checked={current === true}
                  onCheckedChange={(checked) => onChange({ ...value, [product]: checked })}
                />
              ) : (
                <span className="truncate font-mono text-xs text-destructive" title={JSON.stringify(current)}>
                  {JSON.stringify(current)} · {t("rawOnly")}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <div className="grid gap-1 text-xs" data-testid="products-other">
          <p className="text-muted-foreground">{t("other")}</p>
          <ul className="grid gap-1 sm:grid-cols-2">
            {others.map((key) => (
              <li key={key} className="truncate rounded-md border border-dashed px-3 py-1.5 font-mono">
                {key}: {JSON.stringify(value[key])}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
