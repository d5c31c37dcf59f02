"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { OnFirstUse, type StandInProps } from "@/components/ui/on-first-use";
import type { OperatorMenuProps } from "./operator-menu";

const loadMenu = () => import("./operator-menu");
// The menu (Radix menu, language and theme choices, time zone dialog, sign-out) loads on first use.
const OperatorMenu = dynamic(() => import("./operator-menu").then((module) => module.OperatorMenu));

/**
 * The operator menu's button, with the menu itself fetched on first use: a click opens it as
 * soon as its code arrives. The button shows the content the server shell rendered (`children`).
 */
export function OperatorMenuTrigger({
  children,
  ...props
}: Omit<OperatorMenuProps, "trigger"> & { children: ReactNode }) {
  const button = (standIn: StandInProps) => (
    <Button variant="ghost" className="max-w-56 gap-2 px-2" aria-haspopup="menu" {...standIn}>
      {children}
    </Button>
  );
  return (
    <OnFirstUse trigger={button} prefetch={loadMenu}>
      <OperatorMenu {...props} trigger={button({})} />
    </OnFirstUse>
  );
}
