import "server-only";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { endOtherOwnSessions, endOwnSession } from "@/lib/auth/sessions-list";
import { defineOperation } from "@/lib/pipeline/operation";
import { DashboardRefusal } from "./shared";

/** The operator's own sessions (account/sessions): ending one is their own rule, no API permission. */

/** What a reference looks like (lib/auth/sessions-list.ts sessionRef): hex, never a session id. */
const endSessionSchema = z.object({ ref: z.string().regex(/^[0-9a-f]{12}$/) });

/**
 * Ends one of the operator's other sessions, named by its reference; audited ("session.end",
 * the reference as target, never the id). Another operator's reference ends nothing.
 */
export const endSessionOperation = defineOperation({
  name: "session.end",
  targetType: "session",
  input: endSessionSchema,
  permission: null,
  stepUp: false,
  targetId: (input) => input.ref,
  run: async (input, { operator }) => {
    const outcome = await endOwnSession(operator, input.ref);
    if (!outcome.ended)
      throw outcome.reason === "current"
        ? new DashboardRefusal("SESSION.CURRENT", "Use Sign out to end the current session")
        : new DashboardRefusal("SESSION.NOT_FOUND", "No such session of yours", "not_found");
    revalidatePath("/account/sessions");
    return { ended: input.ref };
  },
});

/** Ends every other session of the operator; the audit entry lists the references ended. */
export const endOtherSessionsOperation = defineOperation({
  name: "session.end",
  targetType: "session",
  input: z.object({}),
  permission: null,
  stepUp: false,
  run: async (_input, { operator }) => {
    const ended = await endOtherOwnSessions(operator);
    revalidatePath("/account/sessions");
    return { scope: "others", ended };
  },
});
