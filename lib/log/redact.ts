/**
 * Log redaction. Keys naming a credential are replaced by "[redacted]" (kept,
 * so a reader sees that a value was there); strings that look like bearer
 * tokens, JWTs or account numbers are masked wherever they appear, because a
 * message or an error text can carry them under an innocent key.
 */
const SENSITIVE_KEY = /token|secret|password|passwd|authorization|api[-_]?key|cookie|signature/i;
/** Keys whose value is a bank or wallet account number: only the last four digits are kept. */
const ACCOUNT_KEY = /account[-_]?number|accountnumber|iban|clabe|^number$/i;

const BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
/**
 * Runs of 8 or more digits (single spaces allowed between groups): account, card
 * or CLABE numbers. Runs touching a dash or a letter (dates, UUIDs) stay readable.
 */
const LONG_NUMBER = /(?<![\w-])\d(?: ?\d){7,}(?![\w-])/g;

export const REDACTED = "[redacted]";

/** "1234567890" → "******7890": enough to tell two accounts apart, not enough to use one. */
export function maskAccountNumber(value: string): string {
  const digits = value.replace(/\D/g, "");
  if (digits.length <= 4) return "*".repeat(digits.length);
  return `${"*".repeat(digits.length - 4)}${digits.slice(-4)}`;
}

export function redactText(text: string): string {
  return text
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(LONG_NUMBER, (match) => maskAccountNumber(match));
}

/**
 * An error as a log reads it: its type, message and stack, and its own fields (an ApiError's
 * status, kind, errorCode and request id), each redacted like any other value. The logger
 * writes this shape as it is (pino's own error serializer would see a plain object and call its
 * type "Object").
 */
function redactError(error: Error, depth: number): Record<string, unknown> {
  const fields = redactValue({ ...error }, depth + 1) as Record<string, unknown>;
  return {
    ...fields,
    type: error.name,
    message: redactText(error.message),
    ...(error.stack ? { stack: redactText(error.stack) } : {}),
  };
}

export function redactValue(value: unknown, depth = 0): unknown {
  if (depth > 12) return "[truncated]";
  if (typeof value === "string") return redactText(value);
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  if (value instanceof Error) return redactError(value, depth);
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (SENSITIVE_KEY.test(key)) out[key] = REDACTED;
      else if (ACCOUNT_KEY.test(key) && (typeof v === "string" || typeof v === "number")) {
        out[key] = maskAccountNumber(String(v));
      } else out[key] = redactValue(v, depth + 1);
    }
    return out;
  }
  return value;
}
