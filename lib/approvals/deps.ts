import "server-only";
import { z } from "zod";
import { ApiError, apiRequest } from "@/lib/api/client";
import { freshOperatorGrants } from "@/lib/api/operator";
import type { HttpMethod } from "@/lib/api/transport";
import { send } from "@/lib/api/transport";
import { SignInRefusedError } from "@/lib/auth/errors";
import { identifyOperator } from "@/lib/auth/identity";
import { hasFreshStepUp } from "@/lib/auth/step-up";
import { clientAddressOf, throttledLogin } from "@/lib/auth/throttle";
import { tokenPairSchema } from "@/lib/contract";
import type { ChangeRequestRow } from "@/lib/db/approvals-schema";
import { writeAudit } from "@/lib/db/audit";
import { getEnv } from "@/lib/env";
import { decryptToken, encryptToken } from "@/lib/security/token-crypto";
import { restoreReceiverSecrets, rotateReceiverSecret } from "@/lib/webhooks/receivers";
import { recordRegistration } from "@/lib/webhooks/registrations";
import { announceQueueChange } from "./live";
import { specOf } from "./operations";
import { policyInputSchema, savePolicy } from "./policy";
import type { Actor, ApprovalDeps, ExecuteOutcome } from "./service";
import type { Operation } from "./types";

const sealContext = (requestId: string) => `change-request:${requestId}`;

class WrongPassword extends Error {}

/**
 * The password typed again, checked by the API's own login as the operator's sign-in is, and
 * counted by the same sign-in protection (lib/auth/throttle.ts): approving is no side door for
 * guessing. The token pair the API answers is not kept.
 */
export async function verifyPassword(actor: Actor, password: string, headers: Headers | undefined) {
  try {
    await throttledLogin(
      {
        email: actor.email,
        clientAddress: clientAddressOf(headers),
        isCredentialFailure: (error) => error instanceof WrongPassword,
      },
      async () => {
        const login = () =>
          send({
            method: "POST",
            path: "/api/v2/auth/login",
            body: { email: actor.email, password },
            schema: tokenPairSchema,
          });
        let tokens: z.infer<typeof tokenPairSchema>;
        try {
          // A kept-alive socket the API closed fails before the request reaches it: a sign-in
          // changes nothing, so it is asked once more.
          tokens = await login().catch((error: unknown) => {
            if (error instanceof ApiError && error.kind === "network") return login();
            throw error;
          });
        } catch (error) {
          if (error instanceof ApiError && (error.kind === "unauthorized" || error.kind === "validation"))
            throw new WrongPassword();
          throw error;
        }
        // The password must be this operator's, of this customer.
        const identity = await identifyOperator(tokens.accessToken);
        if (!identity || identity.customerId !== actor.customerId) throw new WrongPassword();
      },
    );
    return true as const;
  } catch (error) {
    if (error instanceof WrongPassword) return "wrong_password" as const;
    if (error instanceof SignInRefusedError)
      return error.code === "api_error" ? ("unavailable" as const) : ("locked" as const);
    if (error instanceof ApiError && error.errorCode === "AUTH.1008") return "locked" as const;
    return "unavailable" as const;
  }
}

function bodyOf(row: ChangeRequestRow): unknown {
  if (!row.secretEnc || !row.body || typeof row.body !== "object") return row.body;
  const secret = decryptToken(row.secretEnc, getEnv().TOKEN_ENCRYPTION_KEY, sealContext(row.id));
  return { ...(row.body as Record<string, unknown>), secret };
}

async function execute(actor: Actor, row: ChangeRequestRow, body: unknown, requestId: string): Promise<ExecuteOutcome> {
  if (row.method === "LOCAL") {
    const input = policyInputSchema.safeParse(body);
    if (!input.success)
      return {
        ok: false,
        error: { kind: "validation", message: "The stored policy is not valid", errorCode: null, status: null },
        apiRequestId: null,
      };
    return { ok: true, data: await savePolicy(actor, input.data, actor.email), apiRequestId: null };
  }
  const secret =
    row.operation === "webhook" && body && typeof body === "object"
      ? ((body as { secret?: unknown }).secret as string | undefined) || undefined
      : undefined;
  // As the direct path does: this customer's receiver verifies with a secret set through the dashboard.
  const before = secret ? await rotateReceiverSecret(actor, secret) : undefined;
  try {
    const data = await apiRequest(actor, {
      method: row.method as HttpMethod,
      path: row.path,
      body: body ?? undefined,
      schema: z.unknown(),
      requestId,
    });
    if (row.operation === "webhook" && row.method === "POST" && data && typeof data === "object") {
      const config = data as { id?: unknown; url?: unknown; events?: unknown };
      if (typeof config.id === "string" && typeof config.url === "string" && Array.isArray(config.events))
        await recordRegistration(actor, {
          configId: config.id,
          url: config.url,
          events: config.events as string[],
          by: actor.email,
          secret: secret ?? "",
        });
    }
    return { ok: true, data, apiRequestId: requestId };
  } catch (error) {
    if (before !== undefined) await restoreReceiverSecrets(actor, before).catch(() => {});
    if (error instanceof ApiError)
      return {
        ok: false,
        error: { kind: error.kind, message: error.message, errorCode: error.errorCode ?? null, status: error.status },
        apiRequestId: error.requestId,
      };
    throw error;
  }
}

/** The real dependencies: the API through the approver's session, the store, the audit log. */
export function approvalDeps(headers?: Headers): ApprovalDeps {
  return {
    // Read now, not from the display cache: a permission removed a moment ago must already count.
    grants: (actor) => freshOperatorGrants(actor),
    verifyPassword: (actor, password) => verifyPassword(actor, password, headers),
    // The session's step-up replaces the password wherever second factors are in force.
    hasFreshStepUp: getEnv().OPERATOR_MFA === "off" ? undefined : (actor) => hasFreshStepUp(actor),
    readBase: (actor, row) => specOf(row.operation as Operation).readBase(actor, actor, row.targetId),
    execute,
    bodyOf,
    seal: (requestId, secret) => encryptToken(secret, getEnv().TOKEN_ENCRYPTION_KEY, sealContext(requestId)),
    audit: writeAudit,
    announce: announceQueueChange,
    now: () => new Date(),
  };
}
