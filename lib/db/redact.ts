/**
 * Removes every key that names a credential (token, secret, password, API key,
 * authorization header), at any depth, before a value is stored or logged.
 * Removed rather than masked: the audit log has no use for even their length.
 */
const SENSITIVE_KEY = /token|secret|password|passwd|authorization|api[-_]?key|cookie/i;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

export function redactSecrets(value: unknown, depth = 0): unknown {
  // Deeply nested input is not something the API produces; cut it off.
  if (depth > 20) return "[truncated]";
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, depth + 1));
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (!isSensitiveKey(k)) out[k] = redactSecrets(v, depth + 1);
    }
    return out;
  }
  return value;
}
