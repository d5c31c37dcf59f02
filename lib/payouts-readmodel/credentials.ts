import "server-only";
import { identifyOperator } from "@/lib/auth/identity";
import {
  deleteSyncCredential,
  listSyncCredentials,
  readSyncCredential,
  saveSyncCredential,
} from "@/lib/db/queries/payout-sync";
import type { CustomerScope } from "@/lib/db/scope";
import { getEnv } from "@/lib/env";
import { decryptToken, encryptToken } from "@/lib/security/token-crypto";
import { type SyncCredential, signInForSync } from "./sync-api";

/**
 * The API operator the sync signs in as, per customer. A customer's administrator configures one
 * (an operator with read permissions only); its password is sealed with TOKEN_ENCRYPTION_KEY and
 * the customer's id as associated data, so a sealed value copied to another customer's row does
 * not open. Against the sandbox, customers without one use the seed's read-only operators
 * (PAYOUT_SYNC_SANDBOX_OPERATORS), so the model fills itself with no set-up.
 */

const aad = (customerId: string) => `payout-sync:${customerId}`;

export interface CustomerSyncCredential extends SyncCredential {
  customerId: string;
  /** configured: by the customer's administrator; sandbox: the seed's default. */
  origin: "configured" | "sandbox";
}

export function sealSyncPassword(scope: CustomerScope, password: string): string {
  return encryptToken(password, getEnv().TOKEN_ENCRYPTION_KEY, aad(scope.customerId));
}

export async function configureSyncCredential(
  scope: CustomerScope,
  input: { email: string; password: string },
  configuredBy: string,
): Promise<void> {
  await saveSyncCredential(scope, {
    email: input.email.toLowerCase(),
    sealedPassword: sealSyncPassword(scope, input.password),
    configuredBy,
  });
}

export const removeSyncCredential = (scope: CustomerScope) => deleteSyncCredential(scope);

/** What the screens may show of the credential (never the password). */
export async function syncCredentialSummary(
  scope: CustomerScope,
): Promise<{ email: string; configuredBy: string; configuredAt: Date } | undefined> {
  const row = await readSyncCredential(scope);
  return row && { email: row.email, configuredBy: row.configuredBy, configuredAt: row.configuredAt };
}

/** Customers the sandbox defaults speak for, learnt once per process by signing in. */
const sandboxIdentities = new Map<string, string>();

async function sandboxDefaults(): Promise<CustomerSyncCredential[]> {
  const env = getEnv();
  if (env.API_ENV !== "sandbox") return [];
  const found: CustomerSyncCredential[] = [];
  for (const email of env.PAYOUT_SYNC_SANDBOX_OPERATORS) {
    const credential = { email, password: env.PAYOUT_SYNC_SANDBOX_PASSWORD };
    let customerId = sandboxIdentities.get(email);
    if (!customerId) {
      try {
        const identity = await identifyOperator(await signInForSync(credential));
        if (!identity) continue;
        customerId = identity.customerId;
        sandboxIdentities.set(email, customerId);
      } catch {
        // Not this sandbox's operator (or the sandbox is down): no default for it this time.
        continue;
      }
    }
    found.push({ ...credential, customerId, origin: "sandbox" });
  }
  return found;
}

/** Every customer the sync runs for, with the credential it signs in with (configured first). */
export async function syncCredentials(): Promise<CustomerSyncCredential[]> {
  const configured: CustomerSyncCredential[] = [];
  for (const row of await listSyncCredentials()) {
    try {
      const password = decryptToken(row.sealedPassword, getEnv().TOKEN_ENCRYPTION_KEY, aad(row.customerId));
      configured.push({ customerId: row.customerId, email: row.email, password, origin: "configured" });
    } catch {
      // Sealed under another key: the administrator configures it again; the others still sync.
    }
  }
  const have = new Set(configured.map((c) => c.customerId));
  return [...configured, ...(await sandboxDefaults()).filter((d) => !have.has(d.customerId))];
}

/** The credential of one customer, if any (the on-demand refresh). */
export async function syncCredentialOf(scope: CustomerScope): Promise<CustomerSyncCredential | undefined> {
  return (await syncCredentials()).find((c) => c.customerId === scope.customerId);
}

/** Whether the sync has a credential for the customer, without signing in (the screens ask it). */
export async function hasSyncCredential(scope: CustomerScope): Promise<boolean> {
  if ([...sandboxIdentities.values()].includes(scope.customerId)) return true;
  return (await readSyncCredential(scope)) !== undefined;
}
