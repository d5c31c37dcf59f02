const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * True when JSON text nests objects and arrays deeper than `max`. One pass, no
 * recursion and no allocation, so it is safe on any input before JSON.parse
 * (whose nesting would otherwise reach recursive code: validation, jsonb).
 * Brackets inside strings do not count. On malformed text the answer may be
 * anything; JSON.parse refuses such text anyway. On valid JSON it is exact.
 */
export function exceedsJsonDepth(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) {
      inString = true;
    } else if (ch === OPEN_BRACE || ch === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (ch === CLOSE_BRACE || ch === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}
