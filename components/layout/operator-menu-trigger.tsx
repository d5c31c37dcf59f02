"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { OPERATOR_BUTTON_CLASSES, OperatorButtonContent } from "./operator-button-content";
import type { OperatorMenuProps } from "./operator-menu";

const loadMenu = () => import("./operator-menu");
const OperatorMenu = lazy(() => loadMenu().then((module) => ({ default: module.OperatorMenu })));

/**
 * The operator menu's button, with the menu itself (Radix menu, language and theme choices,
 * sign-out) fetched on first use: a click or Enter opens it as soon as its code arrives. Until
 * then this stand-in looks and reads exactly like the real trigger.
 */
export function OperatorMenuTrigger(props: Omit<OperatorMenuProps, "open" | "onOpenChange">) {
  const t = useTranslations("shell.operator");
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);

  const standIn = (
    <Button
      variant="ghost"
      className={OPERATOR_BUTTON_CLASSES}
      aria-haspopup="menu"
      aria-expanded={false}
      // A pointer on its way to the button is a good moment to start the download.
      onPointerEnter={() => void loadMenu()}
      onClick={() => {
        setRequested(true);
        setOpen(true);
      }}
    >
      <OperatorButtonContent name={props.name} label={t("menuLabel")} />
    </Button>
  );

  if (!requested) return standIn;
  return (
    <Suspense fallback={standIn}>
      <OperatorMenu {...props} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
