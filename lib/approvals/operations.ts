import "server-only";
import { z } from "zod";
import { getAccount } from "@/lib/api/accounts";
import { offers, whenOffered } from "@/lib/api/capabilities";
import type { ApiCaller } from "@/lib/api/client";
import { getCustomer } from "@/lib/api/customers";
import { listPermissions } from "@/lib/api/permissions";
import { getRole } from "@/lib/api/roles";
import { getWebhookConfig } from "@/lib/api/webhooks";
import {
  type Account,
  accountReviewInputSchema,
  type Customer,
  copRechargeInputSchemaFor,
  customerUpdateClientSchema,
  nonEmpty,
  type Role,
  roleUpdateInputSchema,
  type WebhookConfig,
} from "@/lib/contract";
import type { CustomerScope } from "@/lib/db/scope";
import { getEnv } from "@/lib/env";
import { webhookFormSchema } from "@/lib/webhooks/settings-schema";
import { canonicalJson } from "./canonical";
import { type PolicyInput, policyInForce, policyInputSchema, policySettings } from "./policy";
import type { DiffEntry, Operation, Policy, PolicyOperation } from "./types";

/**
 * What each operation that can wait for approval is: the permission an approver needs, the
 * API request it becomes, how its target is read (the base state a request is checked
 * against before it runs) and what the maker is shown changing.
 */

export type RequestMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "LOCAL";

/** The request a change becomes, before it is stored. */
export interface PreparedChange {
  method: RequestMethod;
  path: string;
  body: unknown;
  /** A webhook secret: sealed apart from the body, never shown. */
  secret?: string;
  targetType: string;
  targetId: string | null;
  diff: DiffEntry[];
  /** A reason the input itself carries (a recharge's description, a review's reason). */
  reason?: string;
}

export interface OperationSpec<I> {
  operation: Operation;
  /** "resource:action" an approver must hold (and a maker, where the API can say). */
  permission: string;
  /** The audit action of the change itself, as the direct path writes it. */
  auditAction: string;
  /** The action's input, as the direct path parses it. */
  // Method syntax on purpose: a spec of one input type then stands for the catalogue's OperationSpec<unknown>.
  schema(): z.ZodType<I>;
  targetId(input: I): string | null;
  /** The target as the API shows it now, reduced to what the change depends on; null where unreadable. */
  readBase(caller: ApiCaller, scope: CustomerScope, targetId: string | null): Promise<unknown>;
  /** Whether this input, against this base, waits under this policy. */
  needsApproval(input: I, policy: Policy, base: unknown): boolean;
  prepare(input: I, base: unknown, caller: ApiCaller): Promise<PreparedChange>;
}

const changed = (a: unknown, b: unknown) => canonicalJson(a) !== canonicalJson(b);
const sortedIds = (ids: readonly string[]) => [...ids].sort();

function diffOf(base: Record<string, unknown> | null, after: Record<string, unknown>): DiffEntry[] {
  return Object.entries(after)
    .filter(([, value]) => value !== undefined)
    .filter(([field, value]) => !base || changed(base[field], value))
    .map(([field, value]) => ({ field, before: base ? (base[field] ?? null) : null, after: value }));
}

/** The API reads that may be missing from an API: undefined there, not a failure. */
async function readable<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (status === 404 || status === 405) return null;
    throw error;
  }
}

// ── recharge ────────────────────────────────────────────────────────────────────────────────

const rechargeSpec: OperationSpec<{ order: string; amount: number; description: string }> = {
  operation: "recharge",
  permission: "recharges:create",
  auditAction: "recharge.create",
  schema: () => copRechargeInputSchemaFor(getEnv().RECHARGE_MAX_COP),
  targetId: (input) => input.order,
  // A recharge creates; there is nothing to read before it (a used order is the API's refusal).
  readBase: async () => null,
  needsApproval: (input, policy) => policy.enabled && input.amount >= (policy.thresholdCop ?? 0),
  prepare: async (input) => ({
    method: "POST",
    path: "/api/v2/backoffice/ops/recharges/cop",
    body: { order: input.order, amount: input.amount, description: input.description },
    targetType: "recharge",
    targetId: input.order,
    diff: [
      { field: "order", before: null, after: input.order },
      { field: "amount", before: null, after: input.amount },
      { field: "description", before: null, after: input.description },
    ],
    reason: input.description,
  }),
};

// ── role ────────────────────────────────────────────────────────────────────────────────────

type RoleInput = z.infer<typeof roleUpdateInputSchema> & { id: string };
interface RoleBase {
  name: string;
  description: string;
  active: boolean;
  permissionIds: string[];
  permissionNames: Record<string, string>;
}
const roleView = (role: Role): RoleBase => ({
  name: role.name,
  description: role.description,
  active: role.active,
  permissionIds: sortedIds(role.permissions.map((p) => p.id)),
  permissionNames: Object.fromEntries(role.permissions.map((p) => [p.id, p.name])),
});

const roleSpec: OperationSpec<RoleInput> = {
  operation: "role",
  permission: "roles:update",
  auditAction: "role.update",
  schema: () => roleUpdateInputSchema.extend({ id: nonEmpty }),
  targetId: (input) => input.id,
  readBase: async (caller, _scope, id) => {
    const role = id ? await getRole(caller, id) : undefined;
    if (!role) return null;
    // Names are for the diff only; the base compared is what the role grants.
    const { permissionNames: _names, ...rest } = roleView(role);
    return rest;
  },
  // Permissions and active decide what an operator may do; a new name or description does not.
  needsApproval: (input, policy, base) => {
    if (!policy.enabled) return false;
    const known = base as Omit<RoleBase, "permissionNames"> | null;
    if (!known) return input.permissionIds !== undefined || input.active !== undefined;
    return (
      (input.permissionIds !== undefined && changed(sortedIds(input.permissionIds), known.permissionIds)) ||
      (input.active !== undefined && input.active !== known.active)
    );
  },
  prepare: async ({ id, ...body }, base, caller) => {
    const known = base as Omit<RoleBase, "permissionNames"> | null;
    const names = new Map((await listPermissions(caller).catch(() => [])).map((p) => [p.id, p.name]));
    const name = (pid: string) => names.get(pid) ?? pid;
    const diff: DiffEntry[] = diffOf(
      known && { name: known.name, description: known.description, active: known.active },
      {
        name: body.name,
        description: body.description,
        active: body.active,
      },
    );
    if (body.permissionIds) {
      const before = new Set(known?.permissionIds ?? []);
      const after = new Set(body.permissionIds);
      const added = [...after]
        .filter((p) => !before.has(p))
        .map(name)
        .sort();
      const removed = [...before]
        .filter((p) => !after.has(p))
        .map(name)
        .sort();
      if (added.length > 0) diff.push({ field: "permissionsAdded", before: null, after: added });
      if (removed.length > 0) diff.push({ field: "permissionsRemoved", before: removed, after: null });
    }
    return {
      method: "PUT",
      path: `/api/v2/backoffice/roles/${encodeURIComponent(id)}`,
      body,
      targetType: "role",
      targetId: id,
      diff,
    };
  },
};

// ── customer ────────────────────────────────────────────────────────────────────────────────

type CustomerInput = z.infer<typeof customerUpdateClientSchema> & { id: string };
const customerView = (c: Customer) => ({
  name: c.name,
  active: c.active,
  availableProducts: c.availableProducts,
  strategiesByPair: c.strategiesByPair,
});

const customerSpec: OperationSpec<CustomerInput> = {
  operation: "customer",
  permission: "customers:update",
  auditAction: "customer.update",
  schema: () => customerUpdateClientSchema.extend({ id: nonEmpty }),
  targetId: (input) => input.id,
  readBase: async (caller, _scope, id) => {
    const customer = id ? await readable(() => getCustomer(caller, id)) : null;
    return customer ? customerView(customer) : null;
  },
  // What the customer may use and how it is routed wait; its name does not.
  needsApproval: (input, policy, base) => {
    if (!policy.enabled) return false;
    const known = base as ReturnType<typeof customerView> | null;
    const touches = (field: "availableProducts" | "strategiesByPair") =>
      input[field] !== undefined && (!known || changed(input[field], known[field]));
    return touches("availableProducts") || touches("strategiesByPair");
  },
  prepare: async ({ id, ...body }, base) => ({
    method: "PATCH",
    path: `/api/v2/customers/${encodeURIComponent(id)}`,
    body,
    targetType: "customer",
    targetId: id,
    diff: diffOf(base as Record<string, unknown> | null, body),
  }),
};

// ── webhook ─────────────────────────────────────────────────────────────────────────────────

type WebhookInput = z.infer<ReturnType<typeof webhookFormSchema>>;
const webhookView = (c: WebhookConfig | null) =>
  c && { id: c.id, url: c.url, events: [...c.events].sort(), active: c.active };

const webhookSpec: OperationSpec<WebhookInput> = {
  operation: "webhook",
  permission: "webhooks:write",
  auditAction: "webhook.save",
  schema: () => webhookFormSchema(getEnv().API_ENV),
  targetId: (input) => input.id ?? null,
  readBase: async (caller) => {
    const read = await whenOffered("webhooks-read", () => getWebhookConfig(caller));
    return read.offered ? webhookView(read.data) : null;
  },
  // Where events go and what signs them wait; the event types alone do not.
  needsApproval: (input, policy, base) => {
    if (!policy.enabled) return false;
    const known = base as ReturnType<typeof webhookView>;
    return Boolean(input.secret?.trim()) || !known || !input.id || known.url !== input.url;
  },
  prepare: async (input, base) => {
    const secret = input.secret?.trim() || undefined;
    const known = base as ReturnType<typeof webhookView>;
    const update = Boolean(input.id) && (await offers("webhooks-update"));
    const diff = diffOf(known && { url: known.url, events: known.events }, {
      url: input.url,
      events: [...input.events].sort(),
    });
    if (secret) diff.push({ field: "signingSecret", before: null, after: "changed" });
    return {
      method: update ? "PATCH" : "POST",
      path: update && input.id ? `/api/v2/webhooks/${encodeURIComponent(input.id)}` : "/api/v2/webhooks",
      body: update
        ? { url: input.url, events: input.events, secret }
        : { url: input.url, events: input.events, secret: secret ?? "" },
      secret,
      targetType: "webhook",
      targetId: input.id ?? null,
      diff,
    };
  },
};

// ── account review ──────────────────────────────────────────────────────────────────────────

type ReviewInput = { id: string; input: z.infer<typeof accountReviewInputSchema> };

const accountReviewSpec: OperationSpec<ReviewInput> = {
  operation: "account_review",
  permission: "accounts:review",
  auditAction: "account.review",
  schema: () => z.strictObject({ id: nonEmpty, input: accountReviewInputSchema }),
  targetId: (input) => input.id,
  readBase: async (caller, _scope, id) => {
    const account: Account | null = id ? await readable(() => getAccount(caller, id)) : null;
    return account ? { status: account.status } : null;
  },
  needsApproval: (_input, policy) => policy.enabled,
  prepare: async ({ id, input }, base) => ({
    method: "POST",
    path: `/api/v2/accounts/${encodeURIComponent(id)}/review`,
    body: input,
    targetType: "account",
    targetId: id,
    diff: [
      {
        field: "status",
        before: (base as { status?: string } | null)?.status ?? null,
        after: input.decision === "APPROVE" ? "APPROVED" : "REJECTED",
      },
      ...(input.reason ? [{ field: "reviewReason", before: null, after: input.reason }] : []),
    ],
    reason: input.reason,
  }),
};

// ── policy (executed in the dashboard's store) ──────────────────────────────────────────────

const policySpec: OperationSpec<PolicyInput> = {
  operation: "policy",
  permission: "roles:update",
  auditAction: "approval_policy.update",
  schema: () => policyInputSchema,
  targetId: (input) => input.operation,
  readBase: async (_caller, scope, operation) =>
    policySettings(await policyInForce(scope, (operation ?? "recharge") as PolicyOperation)),
  needsApproval: () => true,
  prepare: async (input, base) => ({
    method: "LOCAL",
    path: `approval_policies/${input.operation}`,
    body: input,
    targetType: "approval_policy",
    targetId: input.operation,
    diff: diffOf(base as Record<string, unknown>, policySettings(input)),
  }),
};

export const OPERATION_SPECS = {
  recharge: rechargeSpec,
  role: roleSpec,
  customer: customerSpec,
  webhook: webhookSpec,
  account_review: accountReviewSpec,
  policy: policySpec,
} satisfies { [K in Operation]: OperationSpec<unknown> };

/** The spec of an operation; its input is whatever its own schema parses. */
export function specOf(operation: Operation): OperationSpec<unknown> {
  return OPERATION_SPECS[operation];
}
