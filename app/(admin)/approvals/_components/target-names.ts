import "server-only";
import { getAccount } from "@/lib/api/accounts";
import { getCustomer } from "@/lib/api/customers";
import { listRoles } from "@/lib/api/roles";
import type { ChangeRequestView } from "@/lib/approvals/types";
import type { Operator } from "@/lib/auth/session";
import { offers } from "@/lib/transport/capabilities";

/** A target's key in the names map: its type and id. */
export const targetKey = (targetType: string, targetId: string) => `${targetType}:${targetId}`;

const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

function holderOf(data: Record<string, unknown>): string | null {
  const person = [text(data.firstName), text(data.lastName)].filter(Boolean).join(" ");
  return text(data.companyName) ?? (person || null);
}

/**
 * The current names of the requests' targets (a role's, a customer's, an account's holder), read
 * from the API where it offers the read, so the queue names what it changes instead of an id.
 * A read that fails leaves that target unnamed (its id still shows); the queue never fails for it.
 */
export async function currentTargetNames(
  operator: Operator,
  requests: readonly ChangeRequestView[],
): Promise<Record<string, string>> {
  const ids = (type: string) => [
    ...new Set(requests.filter((r) => r.targetType === type && r.targetId).map((r) => r.targetId as string)),
  ];
  const names: Record<string, string> = {};
  const [roleIds, customerIds, accountIds] = [ids("role"), ids("customer"), ids("account")];
  const jobs: Promise<void>[] = [];
  if (roleIds.length > 0 && (await offers("roles-list")))
    jobs.push(
      listRoles(operator)
        .then((roles) => {
          for (const role of roles) if (roleIds.includes(role.id)) names[targetKey("role", role.id)] = role.name;
        })
        .catch(() => undefined),
    );
  if (customerIds.length > 0 && (await offers("customers-read")))
    for (const id of customerIds)
      jobs.push(
        getCustomer(operator, id)
          .then((c) => {
            if (text(c.name)) names[targetKey("customer", id)] = c.name;
          })
          .catch(() => undefined),
      );
  if (accountIds.length > 0 && (await offers("accounts-read")))
    for (const id of accountIds)
      jobs.push(
        getAccount(operator, id)
          .then((a) => {
            const holder = holderOf(a.data);
            if (holder) names[targetKey("account", id)] = holder;
          })
          .catch(() => undefined),
      );
  await Promise.all(jobs);
  return names;
}
