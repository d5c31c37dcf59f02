"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { validationKeyOf } from "@/lib/i18n/validation-keys";

/**
 * The contract's zod messages are English literals shared with the sandbox. The form
 * shows them in the operator's language under the key lib/i18n/validation-keys.ts gives
 * each (by the message constant or zod issue code, not by its wording); a message the
 * dashboard does not know (e.g. from a newer API) is shown as it came.
 */
export function useErrorText() {
  const t = useTranslations("forms.validation");
  return useCallback(
    (error: { message?: string; type?: string } | undefined): string | undefined => {
      if (!error?.message) return undefined;
      // zod's enum message lists every option in one unbreakable line; chooseOption says it short.
      const key = validationKeyOf(error);
      return key ? t(key) : error.message;
    },
    [t],
  );
}
