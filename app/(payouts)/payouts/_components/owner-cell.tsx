"use client";

import { useQueryClient } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { CheckCircle2Icon, PauseCircleIcon, UserIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { createContext, type ReactNode, type SyntheticEvent, useContext, useTransition } from "react";
import { toast } from "sonner";
import type { DataTableFeatures } from "@/components/data-table/features";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { Payout } from "@/lib/contract";
import type { OwnershipView } from "@/lib/payouts/ownership";
import type { ActionResult } from "@/lib/pipeline/result";
import { assignPayout } from "../actions";
import { payoutWorkKeys, useOwnershipOf, usePayoutWorkLive } from "./use-payout-work";

/**
 * The owner marker of each list row (issue 29, point 5): who is on the payout, whether it is
 * acknowledged or resolved, and a small menu (assign to me, unassign, or open the sheet to assign
 * someone else). The rows' owners are read once per page and kept current live.
 */

const OwnershipContext = createContext<{ owners: Record<string, OwnershipView>; open: (id: string) => void }>({
  owners: {},
  open: () => {},
});

/** Reads the owners of the payouts on screen for the rows below it, and keeps them current. */
export function PayoutOwnersScope({
  ids,
  onOpen,
  children,
}: {
  ids: readonly string[];
  onOpen: (id: string) => void;
  children: ReactNode;
}) {
  usePayoutWorkLive();
  const owners = useOwnershipOf(ids).data ?? {};
  return <OwnershipContext value={{ owners, open: onOpen }}>{children}</OwnershipContext>;
}

/** The read model's list (a server table): "assign to someone else" opens the payout's page. */
export function FlightOwnersScope({ ids, children }: { ids: readonly string[]; children: ReactNode }) {
  const router = useRouter();
  return (
    <PayoutOwnersScope ids={ids} onOpen={(id) => router.push(`/payouts/${encodeURIComponent(id)}`)}>
      {children}
    </PayoutOwnersScope>
  );
}

/** The menu lives in a portal, but React events still bubble to the row, which would open the sheet. */
const keepFromRow = (event: SyntheticEvent) => event.stopPropagation();

/** Words for an action's refusal, from its code when the catalog has one. */
export function useWorkError() {
  const t = useTranslations("payoutWork");
  return (result: ActionResult<unknown>) => {
    if (result.ok) return;
    const code = result.error.code ?? "";
    toast.error(
      code === "PAYOUT.NOT_FOUND" || code === "PAYOUT.UNKNOWN_OPERATOR"
        ? t(`errors.${code}`)
        : t("errors.failed", { message: result.error.message }),
    );
  };
}

/** One payout's owner marker and menu, inside a PayoutOwnersScope. */
export function OwnerCell({ payoutId }: { payoutId: string }) {
  const t = useTranslations("payoutWork");
  const { owners, open } = useContext(OwnershipContext);
  const queryClient = useQueryClient();
  const fail = useWorkError();
  const [pending, start] = useTransition();
  const owner = owners[payoutId];
  const name = owner?.assignee?.name ?? null;
  const assign = (assignee: "me" | null) =>
    start(async () => {
      const result = await assignPayout({ payoutId, assignee });
      fail(result);
      await queryClient.invalidateQueries({ queryKey: payoutWorkKeys.all });
    });
  return (
    <span className="relative z-[3] inline-flex items-center gap-1" data-owner={owner?.assignee?.email ?? ""}>
      <DropdownMenu>
        {/* Out of the Tab order: the table is one Tab stop (its rows); the sheet a row opens has the full panel. */}
        <DropdownMenuTrigger
          tabIndex={-1}
          onClick={keepFromRow}
          onKeyDown={keepFromRow}
          disabled={pending}
          aria-label={t("ownerMenu", { id: payoutId, owner: name ?? t("unassigned") })}
          data-testid="owner-menu"
          className="inline-flex max-w-[9rem] items-center gap-1 rounded-md px-1.5 py-1 text-xs hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <UserIcon className="size-3.5 shrink-0" aria-hidden />
          <span className={name ? "truncate" : "truncate text-muted-foreground"}>{name ?? t("unassigned")}</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent onClick={keepFromRow} onKeyDown={keepFromRow} align="start">
          <DropdownMenuItem onSelect={() => assign("me")}>{t("assignToMe")}</DropdownMenuItem>
          {owner?.assignee ? <DropdownMenuItem onSelect={() => assign(null)}>{t("unassign")}</DropdownMenuItem> : null}
          <DropdownMenuItem onSelect={() => open(payoutId)}>{t("openDetails")}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {owner?.resolved ? (
        <CheckCircle2Icon className="size-3.5 text-muted-foreground" aria-label={t("resolvedMark")} role="img" />
      ) : owner?.acknowledged ? (
        <PauseCircleIcon className="size-3.5 text-muted-foreground" aria-label={t("acknowledgedMark")} role="img" />
      ) : null}
    </span>
  );
}

const helper = createColumnHelper<DataTableFeatures, Payout>();

/** The list's owner column; its name comes from the caller's catalog (payoutWork.column). */
export function ownerColumn(label: string) {
  return helper.display({
    id: "owner",
    header: label,
    meta: { label, hideBelow: "md", className: "whitespace-nowrap" },
    cell: (ctx) => <OwnerCell payoutId={ctx.row.original.id} />,
  });
}
