import compile from "icu-minify/compile";
import type { Messages } from "./load-messages";

/**
 * Compiles every ICU message of a catalog ahead of formatting, as next-intl's own
 * `experimental.messages.precompile` does for catalogs it imports. next.config.ts points
 * `use-intl/format-message` at its format-only variant, so neither the server nor the browser
 * needs intl-messageformat and its parser (about a quarter of the shell's own JavaScript); the
 * catalogs here are read from disk at run time, so the compiling happens here, once per locale.
 */
/**
 * A text that is not valid ICU (e.g. "({ … })" with unescaped braces) stays as written: the
 * format-only runtime shows a string as is, which is what its author meant to show.
 */
function compileOrKeep(message: string): unknown {
  try {
    // icu-minify builds plural and select options on null-prototype objects, which React
    // refuses to pass from a server component to the client provider: copy them to plain ones.
    return JSON.parse(JSON.stringify(compile(message))) as unknown;
  } catch {
    return message;
  }
}

export function precompileMessages(messages: Messages): Messages {
  const result: Messages = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") result[key] = compileOrKeep(value);
    else if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      result[key] = precompileMessages(value as Messages);
    } else result[key] = value;
  }
  return result;
}
