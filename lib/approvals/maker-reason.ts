import { z } from "zod";

/**
 * Why the maker asks for a change that waits for approval (issue 30): required on every held
 * change, sent beside the operation's input as `makerReason`, stored on the change request and
 * shown to the approvers as plain text. Client-safe: the confirmation's field and the
 * pipeline's hold stage (lib/pipeline/run.ts) check it with the same schema.
 */

export const MAKER_REASON_MIN = 10;
export const MAKER_REASON_MAX = 500;

/** The key a form sends it under, beside the operation's own input. */
export const MAKER_REASON_FIELD = "makerReason";

export const MAKER_REASON_MESSAGES = {
  required: `Say why this change is needed (${MAKER_REASON_MIN} characters or more)`,
  tooLong: `Say it in ${MAKER_REASON_MAX} characters or fewer`,
  plainText: "Write the reason as plain text, without control characters",
} as const;

// Line breaks and tabs are text; other control characters (and bidi overrides) are not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

export const makerReasonSchema = z
  .string(MAKER_REASON_MESSAGES.required)
  .trim()
  .min(MAKER_REASON_MIN, MAKER_REASON_MESSAGES.required)
  .max(MAKER_REASON_MAX, MAKER_REASON_MESSAGES.tooLong)
  .refine((value) => !CONTROL.test(value), MAKER_REASON_MESSAGES.plainText);

/** The confirmation's own small form (react-hook-form + zod). */
export const makerReasonFormSchema = z.object({ makerReason: makerReasonSchema });
export type MakerReasonValues = z.infer<typeof makerReasonFormSchema>;

/** The reason, trimmed, or the refusal's message. */
export function checkMakerReason(value: unknown): { ok: true; reason: string } | { ok: false; message: string } {
  const parsed = makerReasonSchema.safeParse(value ?? "");
  return parsed.success
    ? { ok: true, reason: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? MAKER_REASON_MESSAGES.required };
}

/**
 * Takes `makerReason` off a form's raw input, so the operation's schema sees only its own
 * fields (a strict schema would refuse the extra key, a loose one would store it as input).
 */
export function takeMakerReason(raw: unknown): { raw: unknown; makerReason: unknown } {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw) || !(MAKER_REASON_FIELD in raw))
    return { raw, makerReason: undefined };
  const { [MAKER_REASON_FIELD]: makerReason, ...rest } = raw as Record<string, unknown>;
  return { raw: rest, makerReason };
}
