import { loadMessages, type Messages } from "./load-messages";
import type { AppLocale } from "./locale";
import { precompileMessages } from "./precompile-messages";

const compiled = new Map<string, Promise<Messages>>();

/**
 * A language's catalog with every ICU message compiled (lib/i18n/precompile-messages.ts): once per
 * locale in production (loadMessages caches the same way), fresh in development so an edited
 * catalog shows. Read by next-intl's request config and by the text the dashboard writes outside
 * a request (lib/i18n/server-text.ts).
 */
export function compiledMessages(locale: AppLocale): Promise<Messages> {
  // NODE_ENV is read directly, not through getEnv(): Next sets it and inlines it at build time.
  if (process.env.NODE_ENV !== "production") return loadMessages(locale).then(precompileMessages);
  let pending = compiled.get(locale);
  if (!pending) {
    pending = loadMessages(locale).then(precompileMessages);
    compiled.set(locale, pending);
    pending.catch(() => compiled.delete(locale));
  }
  return pending;
}
