/**
 * The floor of bench/payouts-page: the payouts list as a minimal client-only page, written the way
 * TanStack Query and TanStack Table's authors show it. A native select picks the status; the
 * table has our list's columns and reads the same route (`/api/payouts`) with the same session.
 * Rows carry the markup the bench's probe reads (`tbody tr[data-row-id] [data-status]`).
 * Bundled at bench time by bench/floor/bundle.ts; never part of the app.
 */
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createColumnHelper, FlexRender, tableFeatures, useTable } from "@tanstack/react-table";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import type { Payout, PayoutListResponse } from "../../lib/contract";
import { PAYOUT_STATUSES } from "../../lib/contract/payout-statuses";
import { formatMoney } from "../../lib/i18n/format";
import { holderName, shortenAddress } from "../../lib/payouts/mask";

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Payout>();
const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const ago = (iso: string) => relative.format(Math.round((Date.parse(iso) - Date.now()) / 60_000), "minute");
const text = (value: unknown) => (typeof value === "string" ? value : undefined);

const columns = helper.columns([
  helper.accessor("id", { header: "ID" }),
  helper.accessor((row) => row.externalId ?? "—", { id: "externalId", header: "External ID" }),
  helper.accessor("amount", {
    header: "Amount",
    // The project's own formatter (pure), so both pages do the same Intl work per amount.
    cell: (ctx) => formatMoney(ctx.getValue(), ctx.row.original.currency, "en"),
  }),
  helper.accessor("currency", { header: "Currency" }),
  helper.display({
    id: "beneficiary",
    header: "Beneficiary",
    cell: (ctx) => {
      const account = ctx.row.original.beneficiary.account as Record<string, unknown>;
      const address = text(account.address);
      const reference = text(account.accountNumber) ?? text(account.alias) ?? (address && shortenAddress(address));
      return `${ctx.row.original.beneficiary.type} ${holderName(account) ?? "—"} ${reference ?? ""}`;
    },
  }),
  helper.accessor("status", {
    header: "Status",
    cell: (ctx) => <span data-status={ctx.getValue()}>{ctx.getValue()}</span>,
  }),
  helper.accessor("updatedAt", { id: "timeInStatus", header: "Time in status", cell: (ctx) => ago(ctx.getValue()) }),
  helper.accessor("createdAt", { header: "Created", cell: (ctx) => ago(ctx.getValue()) }),
  helper.accessor("updatedAt", { header: "Updated", cell: (ctx) => ago(ctx.getValue()) }),
]);

async function fetchPage(status: string, signal: AbortSignal): Promise<PayoutListResponse> {
  const query = new URLSearchParams({ page: "1", limit: "25", ...(status ? { status } : {}) });
  const response = await fetch(`/api/payouts?${query}`, { signal });
  if (!response.ok) throw new Error(`/api/payouts answered ${response.status}`);
  return response.json() as Promise<PayoutListResponse>;
}

function Payouts() {
  const [status, setStatus] = useState("");
  const query = useQuery({
    queryKey: ["payouts", status],
    queryFn: ({ signal }) => fetchPage(status, signal),
    placeholderData: keepPreviousData,
  });
  const table = useTable({
    features,
    columns,
    data: query.data?.payouts ?? [],
    getRowId: (row) => row.id,
  });
  return (
    <main>
      <label>
        Status{" "}
        <select value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">All</option>
          {PAYOUT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <table>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id}>
                  <FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-row-id={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <QueryClientProvider client={client}>
      <Payouts />
    </QueryClientProvider>,
  );
