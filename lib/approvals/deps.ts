import "server-only";
import { writeAudit } from "@/lib/db/audit";
import type { ChangeRequestRow } from "@/lib/db/queries/change-requests";
import { getEnv } from "@/lib/env";
import { decryptToken, encryptToken } from "@/lib/security/token-crypto";
import { announceQueueChange } from "./live";
import type { SubmitDeps } from "./service";

/*
 * The approvals' own real dependencies: the store's sealing, the audit log, the queue's
 * announcements. What a decision also needs (the approver's grants and proof, and the held
 * operations to read a base and run) is bound above, with the operations
 * (lib/operations/approval-deps.ts): the approvals sit below the operations they hold.
 */

const sealContext = (requestId: string) => `change-request:${requestId}`;

/** The input exactly as it is to run: a sealed secret put back under the field it came from. */
export function inputOf(row: ChangeRequestRow): unknown {
  if (!row.secretEnc || !row.input || typeof row.input !== "object") return row.input;
  const secret = decryptToken(row.secretEnc, getEnv().TOKEN_ENCRYPTION_KEY, sealContext(row.id));
  return { ...(row.input as Record<string, unknown>), secret };
}

/** What storing a held change needs (the pipeline's hold stage): sealing, audit, announcement, clock. */
export function submitDeps(): SubmitDeps {
  return {
    seal: (requestId, secret) => encryptToken(secret, getEnv().TOKEN_ENCRYPTION_KEY, sealContext(requestId)),
    audit: writeAudit,
    announce: announceQueueChange,
    now: () => new Date(),
  };
}
