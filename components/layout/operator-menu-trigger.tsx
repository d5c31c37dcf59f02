"use client";

import dynamic from "next/dynamic";
import { Suspense } from "react";
import { Button } from "@/components/ui/button";
import { useLazyPopup } from "@/components/ui/use-lazy-popup";
import { OPERATOR_BUTTON_CLASSES } from "./operator-button-content";
import type { OperatorMenuProps } from "./operator-menu";

const loadMenu = () => import("./operator-menu");
// No loading option: the Suspense below shows the stand-in button while the code arrives.
const OperatorMenu = dynamic(() => import("./operator-menu").then((module) => module.OperatorMenu));

/**
 * The operator menu's button, with the menu itself (Radix menu, language and theme choices,
 * sign-out) fetched on first use: a click or Enter opens it as soon as its code arrives. Until
 * then this stand-in looks and reads exactly like the real trigger: both show the content the
 * server shell rendered (`children`).
 */
export function OperatorMenuTrigger(props: Omit<OperatorMenuProps, "open" | "onOpenChange">) {
  const menu = useLazyPopup(loadMenu);
  const standIn = (
    <Button variant="ghost" className={OPERATOR_BUTTON_CLASSES} aria-haspopup="menu" {...menu.triggerProps}>
      {props.children}
    </Button>
  );
  if (!menu.mounted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <OperatorMenu {...props} open={menu.open} onOpenChange={menu.setOpen} />
    </Suspense>
  );
}
