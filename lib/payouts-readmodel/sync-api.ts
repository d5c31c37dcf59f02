import "server-only";
import { type Payout, type PayoutListResponse, payoutListResponseSchema, tokenPairSchema } from "@/lib/contract";
import { ApiError } from "@/lib/transport/errors";
import { send } from "@/lib/transport/transport";

/**
 * The sync's own way to the API: it signs in as the customer's read-only API operator (never a
 * signed-in operator's session), renews by signing in again on a 401, and retries what the API
 * may answer better later (429, 5xx, timeouts, a dropped connection) with exponential backoff.
 */

export interface SyncCredential {
  email: string;
  password: string;
}

export interface BackoffPolicy {
  /** Attempts per call, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { attempts: 5, baseDelayMs: 500, maxDelayMs: 15_000 };

/** What the sync asks of the API; tests and the bench count the calls. */
export interface SyncApi {
  listPage(status: string, page: number, limit: number): Promise<PayoutListResponse>;
  /** The payout by id (the list's `id` filter: the spec offers no GET by id), or null when there is none. */
  findById(id: string): Promise<Payout | null>;
  /** Calls made so far, retries included. */
  readonly calls: number;
}

export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 429 || error.status >= 500 || error.kind === "timeout" || error.kind === "network";
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withBackoff<T>(policy: BackoffPolicy, call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!isRetryable(error) || attempt >= policy.attempts) throw error;
      // Full jitter: instances that met the same 429 do not come back in step.
      const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
      await sleep(Math.round(ceiling / 2 + (Math.random() * ceiling) / 2));
    }
  }
}

export async function signInForSync(credential: SyncCredential): Promise<string> {
  const tokens = await send({
    method: "POST",
    path: "/api/v2/auth/login",
    body: { email: credential.email, password: credential.password },
    schema: tokenPairSchema,
  });
  return tokens.accessToken;
}

/**
 * A SyncApi over HTTP. `onSignIn` is told of every sign-in (the credential's use is audited
 * there). The token lives in memory for this client only.
 */
export function httpSyncApi(
  credential: SyncCredential,
  options: { backoff?: BackoffPolicy; onSignIn?: () => Promise<void> | void; token?: string } = {},
): SyncApi & { token(): string | undefined } {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  let token = options.token;
  let calls = 0;

  async function signIn(): Promise<string> {
    calls++;
    token = await withBackoff(backoff, () => signInForSync(credential));
    await options.onSignIn?.();
    return token;
  }

  async function authorised<T>(call: (accessToken: string) => Promise<T>): Promise<T> {
    const first = token ?? (await signIn());
    try {
      return await withBackoff(backoff, () => {
        calls++;
        return call(token ?? first);
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      const renewed = await signIn();
      calls++;
      return withBackoff(backoff, () => call(renewed));
    }
  }

  return {
    get calls() {
      return calls;
    },
    token: () => token,
    listPage: (status, page, limit) =>
      authorised((accessToken) =>
        send({
          method: "GET",
          path: "/api/v2/payouts",
          query: { status, page, limit },
          schema: payoutListResponseSchema,
          accessToken,
        }),
      ),
    async findById(id) {
      const answer = await authorised((accessToken) =>
        send({ method: "GET", path: "/api/v2/payouts", query: { id }, schema: payoutListResponseSchema, accessToken }),
      );
      return answer.payouts.find((p) => p.id === id) ?? null;
    },
  };
}
