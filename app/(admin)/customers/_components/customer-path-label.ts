import { useTranslations } from "next-intl";
import { PRODUCTS, STRATEGY_FIELDS } from "@/lib/contract";

const TOP_FIELDS = ["name", "active", "availableProducts", "strategiesByPair"] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/**
 * A customer field's path as the operator reads it: "strategiesByPair.COP/USDC.spreadBps" →
 * "Strategies by pair › COP/USDC › Spread (basis points)". A key the dashboard does not know
 * (a field from a newer API) is shown as it came.
 */
export function useCustomerPathLabel(): (path: string) => string {
  const t = useTranslations("customers");
  return (path) => {
    const [top, key, field, ...rest] = path.split(".");
    const parts: string[] = [isOneOf(TOP_FIELDS, top) ? t(`form.${top}`) : (top ?? "")];
    if (top === "availableProducts" && key !== undefined) {
      parts.push(isOneOf(PRODUCTS, key) ? t(`products.names.${key}`) : key);
    } else if (key !== undefined) {
      parts.push(key);
    }
    if (field !== undefined) parts.push(isOneOf(STRATEGY_FIELDS, field) ? t(`strategies.fields.${field}`) : field);
    return [...parts, ...rest].join(" › ");
  };
}
