import { Badge } from "@/components/ui/badge";
import { statusTone } from "@/lib/payouts/phases";

/**
 * A payout status as the API spells it (ops staff search and talk in these codes), coloured
 * by meaning. An unknown status from a newer API is shown verbatim in a neutral badge.
 */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge
      tone={statusTone(status)}
      className={className ? `font-mono ${className}` : "font-mono"}
      data-status={status}
    >
      {status}
    </Badge>
  );
}
