import { requestTimeZone } from "@/lib/i18n/operator-time-zone";
import { OperatorButtonContent } from "./operator-button-content";
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
