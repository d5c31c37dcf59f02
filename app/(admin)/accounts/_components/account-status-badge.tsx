import { useTranslations } from "next-intl";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { ACCOUNT_STATUSES } from "@/lib/contract";

const TONE: Record<string, BadgeProps["tone"]> = {
  PENDING: "warning",
  ACTIVE: "success",
  REJECTED: "destructive",
  INACTIVE: "neutral",
};

/** Known statuses translated, with the API's code as the tooltip; an unknown one from a newer API shown as it came. */
export function AccountStatusBadge({ status }: { status: string }) {
  const t = useTranslations("accounts.status");
  const known = (ACCOUNT_STATUSES as readonly string[]).includes(status);
  return (
    <Badge
      tone={TONE[status] ?? "outline"}
      title={known ? status : undefined}
      className={known ? undefined : "font-mono"}
    >
      {known ? t(status as (typeof ACCOUNT_STATUSES)[number]) : status}
    </Badge>
  );
}
