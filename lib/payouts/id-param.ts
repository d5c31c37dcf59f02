/** Longest id the detail route will ask the API about; anything longer is not an id. */
export const PAYOUT_ID_PARAM_MAX = 200;

/**
 * The payout id from the `[id]` route segment, or null when it cannot be one: a malformed
 * percent-encoding (`%E0%A4%A`), blank, control characters, or absurdly long. The route answers
 * null with a not-found page instead of a crash or a request the API would reject.
 */
export function parsePayoutIdParam(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const id = decoded.trim();
  if (id === "" || id.length > PAYOUT_ID_PARAM_MAX) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(id)) return null;
  return id;
}
