import { useTranslations } from "next-intl";

const ITEMS = [
  ["success", "bg-success"],
  ["info", "bg-info"],
  ["warning", "bg-warning"],
  ["destructive", "bg-destructive"],
  ["primary", "bg-primary"],
] as const;

/** What the bar colours mean; same meaning as the status badges in the table. */
export function OverviewLegend() {
  const t = useTranslations("overview.legend");
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {ITEMS.map(([key, className]) => (
        <li key={key} className="flex items-center gap-1.5">
          <span aria-hidden className={`size-2.5 rounded-sm ${className}`} />
          {t(key)}
        </li>
      ))}
    </ul>
  );
}
