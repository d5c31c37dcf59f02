import "server-only";
import { findByExternalId } from "@/lib/db/queries/audit";
import { createUser } from "@/lib/api/users";
import { type User, userCreateInputSchema } from "@/lib/contract";
import { defineOperation } from "@/lib/pipeline/operation";

/** A user created more than this long before our request started existed already (idempotent replay). */
const REPLAY_SLACK_MS = 2_000;

export type CreatedUser = { user: User; existing: boolean };

export const createUserOperation = defineOperation({
  name: "user.create",
  targetType: "user",
  input: userCreateInputSchema,
  permission: "users:create",
  // A new user is given a role, so permissions change: a fresh proof of identity first.
  stepUp: true,
  audit: {
    targetIdFromResult: (data: CreatedUser) => data.user.id,
    // Replays are audited too, under their own name, so "user.create" lists real creations.
    action: (data: CreatedUser) => (data.existing ? "user.replay" : "user.create"),
    after: (data: CreatedUser) => data.user,
  },
  run: async (input, { operator, requestId }): Promise<CreatedUser> => {
    const startedAt = Date.now();
    const earlier = input.externalId ? await findByExternalId(operator, "user.create", input.externalId) : undefined;
    const user = await createUser(operator, input, { requestId });
    // The API answers 200 with the original for a repeated externalId, 201 for a new user; the
    // seam hides the status. This dashboard's own audit log knows its earlier creations; for
    // one made elsewhere, a creation time well before this request gives it away.
    const createdAt = user.createdAt ? Date.parse(user.createdAt) : Number.NaN;
    const old = Number.isFinite(createdAt) && createdAt < startedAt - REPLAY_SLACK_MS;
    return { user, existing: earlier?.targetId === user.id || old };
  },
});
