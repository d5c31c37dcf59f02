import "server-only";
import { type AccountListQuery, listAccounts } from "@/lib/api/accounts";
import { ACCOUNT_STATUSES } from "@/lib/contract";

export type StatusCounts = Record<(typeof ACCOUNT_STATUSES)[number], number>;

/**
 * How many accounts each status holds, from the list extension alone: one page of one record per
 * status, whose totalPage is then the number of records (ceil(n / 1) = n). Exact for an API that
 * counts pages as the specification describes; an empty page counts 0 whatever totalPage says.
 */
export async function countByStatus(
  caller: Parameters<typeof listAccounts>[0],
  filter: Pick<AccountListQuery, "type">,
): Promise<StatusCounts> {
  const counts = await Promise.all(
    ACCOUNT_STATUSES.map(async (status) => {
      const page = await listAccounts(caller, { ...filter, status, page: 1, limit: 1 });
      return [status, page.accounts.length === 0 ? 0 : page.totalPage] as const;
    }),
  );
  return Object.fromEntries(counts) as StatusCounts;
}
