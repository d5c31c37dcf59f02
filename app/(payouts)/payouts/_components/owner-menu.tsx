"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type ReactElement, type SyntheticEvent, useTransition } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { assignPayout } from "../actions";
import { payoutWorkKeys, useWorkError } from "./use-payout-work";

export type OwnerMenuProps = {
  payoutId: string;
  /** Whether somebody owns the payout (then it can be unassigned). */
  assigned: boolean;
  /** Opens the payout (the sheet, or its page from the read model's list). */
  onOpen: (id: string) => void;
  /** The row's owner button, drawn by OwnerCell. */
  trigger: ReactElement;
};

/** The menu lives in a portal, but React events still bubble to the row, which would open the sheet. */
const keepFromRow = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A row's owner menu: assign to me, unassign, or open the payout to assign someone else.
 * OwnerCell loads this module on the button's first use and renders it open.
 */
export function OwnerMenu({ payoutId, assigned, onOpen, trigger }: OwnerMenuProps) {
  const t = useTranslations("payoutWork");
  const queryClient = useQueryClient();
  const fail = useWorkError();
  const [pending, start] = useTransition();
  const assign = (assignee: "me" | null) =>
    start(async () => {
      const result = await assignPayout({ payoutId, assignee });
      fail(result);
      await queryClient.invalidateQueries({ queryKey: payoutWorkKeys.all });
    });
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild disabled={pending}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent onClick={keepFromRow} onKeyDown={keepFromRow} align="start">
        <DropdownMenuItem onSelect={() => assign("me")}>{t("assignToMe")}</DropdownMenuItem>
        {assigned ? <DropdownMenuItem onSelect={() => assign(null)}>{t("unassign")}</DropdownMenuItem> : null}
        <DropdownMenuItem onSelect={() => onOpen(payoutId)}>{t("openDetails")}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
