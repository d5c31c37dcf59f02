import { Badge } from "@/components/ui/badge";
import { useCodeLabels } from "@/components/ui/code-label";
import { statusTone } from "@/lib/payouts/phases";
import { cn } from "@/lib/utils";

/**
 * A payout status in the operator's language ("Cash-out waiting for file"), coloured by meaning.
 * The API's code, which ops staff search and talk in, is the badge's tooltip, or shown beside the
 * label in a monospace hint with `withCode` (pickers, the payout's own page). An unknown status
 * from a newer API is shown verbatim in a neutral badge.
 */
export function StatusBadge({
  status,
  className,
  withCode = false,
}: {
  status: string;
  className?: string;
  withCode?: boolean;
}) {
  const label = useCodeLabels("payoutStatus")(status);
  return (
    <Badge
      tone={statusTone(status)}
      className={cn(!label && "font-mono", className)}
      data-status={status}
      title={label && !withCode ? status : undefined}
    >
      {label ?? status}
      {label && withCode ? <code className="font-mono text-[0.65rem] font-normal">{status}</code> : null}
    </Badge>
  );
}
