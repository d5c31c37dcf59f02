"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction } from "@/lib/actions/safe-action";
import { endOtherOwnSessions, endOwnSession } from "@/lib/auth/sessions-list";

/** What a reference looks like (lib/auth/sessions-list.ts sessionRef): hex, never a session id. */
const endSessionSchema = z.object({ ref: z.string().regex(/^[0-9a-f]{12}$/) });

/** Refusal codes: the browser words them, the audit entry records them. */
const REFUSAL_CODES = { not_found: "SESSION.NOT_FOUND", current: "SESSION.CURRENT" } as const;

/**
 * A refusal in the shape the action kit reads as a known failure (status, kind, code), so the
 * result carries the code and the audit entry records it, like an API refusal.
 */
class SessionNotEndedError extends Error {
  override name = "SessionNotEndedError";
  readonly kind: "not_found" | "validation";
  readonly status: number;
  readonly errorCode: string;
  readonly messages: string[];
  constructor(reason: keyof typeof REFUSAL_CODES) {
    super(reason === "current" ? "Use Sign out to end the current session" : "No such session of yours");
    this.kind = reason === "current" ? "validation" : "not_found";
    this.status = reason === "current" ? 400 : 404;
    this.errorCode = REFUSAL_CODES[reason];
    this.messages = [this.message];
  }
}

/**
 * Ends one of the operator's other sessions, named by its reference; audited ("session.end",
 * the reference as target, never the id). Another operator's reference ends nothing.
 */
export const endSession = defineAction({
  action: "session.end",
  targetType: "session",
  schema: endSessionSchema,
  targetId: (input) => input.ref,
  run: async (input, { operator }) => {
    const outcome = await endOwnSession(operator, input.ref);
    if (!outcome.ended) throw new SessionNotEndedError(outcome.reason);
    revalidatePath("/account/sessions");
    return { ended: input.ref };
  },
});

/** Ends every other session of the operator; the audit entry lists the references ended. */
export const endOtherSessions = defineAction({
  action: "session.end",
  targetType: "session",
  schema: z.object({}),
  run: async (_input, { operator }) => {
    const ended = await endOtherOwnSessions(operator);
    revalidatePath("/account/sessions");
    return { scope: "others", ended };
  },
});
