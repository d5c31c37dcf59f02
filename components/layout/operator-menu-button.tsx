import { ChevronDownIcon } from "lucide-react";
import { requestTimeZone } from "@/lib/i18n/operator-time-zone";
import { OperatorMenuTrigger } from "./operator-menu-trigger";

export type OperatorMenuButtonProps = {
  operator: { name: string; email: string; customerName?: string };
  /** The button's accessible name before the operator's own name ("Operator menu"). */
  label: string;
};

/**
 * The operator menu as the server shell renders it: the button's content, and what the menu's
 * time-zone choice needs to know (whether the operator chose a zone), read on the server.
 */
export async function OperatorMenuButton({ operator, label }: OperatorMenuButtonProps) {
  const zone = await requestTimeZone();
  return (
    <OperatorMenuTrigger
      name={operator.name}
      email={operator.email}
      customerName={operator.customerName}
      timeZoneSource={zone.source}
    >
      <OperatorButtonContent name={operator.name} label={label} />
    </OperatorMenuTrigger>
  );
}

/**
 * What the operator menu's button shows: an initial, the name, a chevron, rendered by the
 * server shell inside OperatorMenuTrigger's button.
 * The visible name is part of the accessible name ("Operator menu Ops"), as WCAG 2.5.3 asks.
 */
function OperatorButtonContent({ name, label }: { name: string; label: string }) {
  return (
    <>
      <span
        aria-hidden
        className="grid size-6 shrink-0 place-items-center rounded-full bg-primary/15 text-xs font-semibold text-primary"
      >
        {name.trim().charAt(0).toUpperCase() || "?"}
      </span>
      <span className="sr-only">{label} </span>
      <span className="sr-only truncate sm:not-sr-only">{name}</span>
      <ChevronDownIcon className="opacity-60" aria-hidden />
    </>
  );
}
