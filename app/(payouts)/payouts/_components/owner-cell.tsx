"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { CheckCircle2Icon, PauseCircleIcon, UserIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { createContext, memo, type ReactNode, type SyntheticEvent, useContext, useDeferredValue, useMemo } from "react";
import type { DataTableFeatures } from "@/components/data-table/features";
import { OnFirstUse, type StandInProps } from "@/components/ui/on-first-use";
import type { Payout } from "@/lib/contract";
import type { OwnershipView } from "@/lib/payouts/ownership";
import { useOwnershipOf, usePayoutWorkLive } from "./use-payout-work";

const loadMenu = () => import("./owner-menu");
// The row's menu (Radix menu, its positioning) loads on the button's first use, like the export options.
const OwnerMenu = dynamic(() => import("./owner-menu").then((m) => m.OwnerMenu));

/**
 * The owner marker of each list row (issue 29, point 5): who is on the payout, whether it is
 * acknowledged or resolved, and a small menu (assign to me, unassign, or open the sheet to assign
 * someone else; owner-menu.tsx, loaded on first use). The rows' owners are read once per page and
 * kept current live.
 */

const NO_OWNERS: Record<string, OwnershipView> = {};

const OwnershipContext = createContext<{ owners: Record<string, OwnershipView>; open: (id: string) => void }>({
  owners: NO_OWNERS,
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
  // Asked for once the new rows are on screen: their markers come a round trip later either way,
  // and starting the request in the rows' own render only held their first frame back.
  const owners = useOwnershipOf(useDeferredValue(ids)).data ?? NO_OWNERS;
  // The same value while the owners and the opener stay: every row's marker reads this context,
  // so a new object on each render of the screen (a filter picked, the URL synced) would render
  // every row again, past the table's memoised rows.
  const value = useMemo(() => ({ owners, open: onOpen }), [owners, onOpen]);
  return <OwnershipContext value={value}>{children}</OwnershipContext>;
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

/**
 * One payout's owner marker and menu, inside a PayoutOwnersScope. Only the row's own entry is
 * handed on: when the owners of a page arrive (or change), the markers whose entry stayed the
 * same render nothing again. Most rows have no owner, before the answer and after it.
 */
export function OwnerCell({ payoutId }: { payoutId: string }) {
  const { owners, open } = useContext(OwnershipContext);
  return <OwnerMarker payoutId={payoutId} owner={owners[payoutId]} open={open} />;
}

const OwnerMarker = memo(function OwnerMarker({
  payoutId,
  owner,
  open,
}: {
  payoutId: string;
  owner: OwnershipView | undefined;
  open: (id: string) => void;
}) {
  const t = useTranslations("payoutWork");
  const name = owner?.assignee?.name ?? null;
  const button = ({ onClick, ...standIn }: StandInProps) => (
    // Out of the Tab order: the table is one Tab stop (its rows); the sheet a row opens has the full panel.
    <button
      type="button"
      tabIndex={-1}
      aria-haspopup="menu"
      aria-label={t("ownerMenu", { id: payoutId, owner: name ?? t("unassigned") })}
      data-testid="owner-menu"
      className="inline-flex max-w-[9rem] items-center gap-1 rounded-md px-1.5 py-1 text-xs hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      {...standIn}
      onClick={(event) => {
        keepFromRow(event);
        onClick?.(event);
      }}
      onKeyDown={keepFromRow}
    >
      <UserIcon className="size-3.5 shrink-0" aria-hidden />
      <span className={name ? "truncate" : "truncate text-muted-foreground"}>{name ?? t("unassigned")}</span>
    </button>
  );
  return (
    <span className="relative z-[3] inline-flex items-center gap-1" data-owner={owner?.assignee?.email ?? ""}>
      <OnFirstUse trigger={button} prefetch={loadMenu}>
        <OwnerMenu payoutId={payoutId} assigned={Boolean(owner?.assignee)} onOpen={open} trigger={button({})} />
      </OnFirstUse>
      {owner?.resolved ? (
        <CheckCircle2Icon className="size-3.5 text-muted-foreground" aria-label={t("resolvedMark")} role="img" />
      ) : owner?.acknowledged ? (
        <PauseCircleIcon className="size-3.5 text-muted-foreground" aria-label={t("acknowledgedMark")} role="img" />
      ) : null}
    </span>
  );
});

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
