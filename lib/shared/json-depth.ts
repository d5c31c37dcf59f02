/**
 * How deeply a JSON-like text nests arrays and objects, counted outside
 * strings. Parsers and revivers that recurse (React's decodeReply for server
 * action arguments among them) overflow the stack on a few thousand levels and
 * the request ends in a 500; counting brackets first is linear and cannot
 * overflow. The text need not be valid JSON: the count is only an upper bound
 * of what a parser could recurse into.
 */
export function nestingDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
      continue;
    }
    if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if ((code === 0x5d || code === 0x7d) && depth > 0) depth--;
  }
  return deepest;
}

/** Whether a text nests deeper than `max` (exact on valid JSON; stops counting past `max`). */
export function exceedsJsonDepth(text: string, max: number): boolean {
  return nestingDepth(text, max) > max;
}
