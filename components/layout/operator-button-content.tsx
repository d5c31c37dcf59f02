import { ChevronDownIcon } from "lucide-react";

export const OPERATOR_BUTTON_CLASSES = "max-w-56 gap-2 px-2";

/**
 * What the operator menu's button shows: an initial, the name, a chevron. Shared by the real
 * menu trigger and the stand-in rendered before the menu's code is loaded, so they look alike.
 * The visible name is part of the accessible name ("Operator menu Ops"), as WCAG 2.5.3 asks.
 */
export function OperatorButtonContent({ name, label }: { name: string; label: string }) {
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
