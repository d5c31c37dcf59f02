import "server-only";
import type { z } from "zod";
import { ApiError } from "@/lib/api/client";
import { freshOperatorGrants } from "@/lib/api/operator";
import { send } from "@/lib/api/transport";
import { SignInRefusedError } from "@/lib/auth/errors";
import { identifyOperator } from "@/lib/auth/identity";
import { hasFreshStepUp } from "@/lib/auth/step-up";
import { clientAddressOf, throttledLogin } from "@/lib/auth/throttle";
import { tokenPairSchema } from "@/lib/contract";
import type { ChangeRequestRow } from "@/lib/db/queries/change-requests";
import { writeAudit } from "@/lib/db/audit";
import { getEnv } from "@/lib/env";
import { heldOperation, INPUT_INVALID_MESSAGE } from "@/lib/operations/registry";
import { forwardableAddress } from "@/lib/security/client-address";
import { decryptToken, encryptToken } from "@/lib/security/token-crypto";
import { announceQueueChange } from "./live";
import type { Actor, ApprovalDeps, ExecuteOutcome } from "./service";

const sealContext = (requestId: string) => `change-request:${requestId}`;

class WrongPassword extends Error {}

/**
 * The password typed again, checked by the API's own login as the operator's sign-in is, and
 * counted by the same sign-in protection (lib/auth/throttle.ts): approving is no side door for
 * guessing. The token pair the API answers is not kept.
 */
export async function verifyPassword(actor: Actor, password: string, headers: Headers | undefined) {
  const clientAddress = clientAddressOf(headers);
  try {
    await throttledLogin(
      {
        email: actor.email,
        clientAddress,
        isCredentialFailure: (error) => error instanceof WrongPassword,
      },
      async () => {
        const login = () =>
          send({
            method: "POST",
            path: "/api/v2/auth/login",
            body: { email: actor.email, password },
            schema: tokenPairSchema,
            // As the sign-in does (lib/auth/login.ts): the API counts each client apart.
            forwardedFor: forwardableAddress(clientAddress),
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

/** The input exactly as it is to run: a sealed secret put back under the field it came from. */
function inputOf(row: ChangeRequestRow): unknown {
  if (!row.secretEnc || !row.input || typeof row.input !== "object") return row.input;
  const secret = decryptToken(row.secretEnc, getEnv().TOKEN_ENCRYPTION_KEY, sealContext(row.id));
  return { ...(row.input as Record<string, unknown>), secret };
}

/**
 * Runs a held change: the operation found by its name, its stored input parsed again with its
 * own schema (an input that no longer parses is refused and nothing runs), then the same `run`
 * the direct path calls, with the approver as the operator.
 */
async function execute(
  actor: Actor,
  row: ChangeRequestRow,
  input: unknown,
  requestId: string,
): Promise<ExecuteOutcome> {
  const operation = heldOperation(row.operationName);
  if (!operation)
    return {
      ok: false,
      error: { kind: "validation", message: `Unknown operation ${row.operationName}`, errorCode: null, status: null },
      apiRequestId: null,
    };
  try {
    const outcome = await operation.execute(input, { operator: actor, requestId });
    if (!outcome.parsed)
      return {
        ok: false,
        error: {
          kind: "validation",
          message: INPUT_INVALID_MESSAGE,
          errorCode: "APPROVAL.INPUT_INVALID",
          status: null,
        },
        apiRequestId: null,
      };
    return { ok: true, data: outcome.data, apiRequestId: requestId };
  } catch (error) {
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
    readBase: async (actor, row) => {
      const operation = heldOperation(row.operationName);
      return operation ? operation.readBase(inputOf(row), { operator: actor, requestId: "" }) : null;
    },
    execute,
    inputOf,
    seal: (requestId, secret) => encryptToken(secret, getEnv().TOKEN_ENCRYPTION_KEY, sealContext(requestId)),
    audit: writeAudit,
    announce: announceQueueChange,
    now: () => new Date(),
  };
}
