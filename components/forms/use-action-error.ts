"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import { matchFormField } from "@/lib/pipeline/error-mapper";
import type { ActionError, HeldResult } from "@/lib/pipeline/result";

/**
 * Client half of the one error mapper: field errors land on the form fields they name
 * (or the nearest ancestor the form has); whatever lands nowhere, and every non-field
 * error, becomes a toast with the API's message and request id.
 */
export function useActionError<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly string[]) {
  const t = useTranslations("forms.errors");
  return useCallback(
    (error: ActionError) => {
      const unplaced: string[] = [];
      let first = true;
      for (const [key, message] of Object.entries(error.fieldErrors ?? {})) {
        const field = matchFormField(key, fields);
        if (!field) {
          unplaced.push(`${key}: ${message}`);
          continue;
        }
        setError(field as Path<T>, { type: "server", message }, { shouldFocus: first });
        first = false;
      }
      const placedAll = error.fieldErrors && unplaced.length === 0;
      if (placedAll) return;
      const description = [
        unplaced.join("; ") || error.message,
        error.requestId && t("requestId", { id: error.requestId }),
      ]
        .filter(Boolean)
        .join(" · ");
      toast.error(t(error.kind), { description: description || undefined });
    },
    [setError, fields, t],
  );
}

/** A change held for a second operator: not a failure, and said so plainly, with the way to Approvals. */
export function useHeldNotice() {
  const t = useTranslations("approvals.submitted");
  return useCallback(
    (held: HeldResult) => {
      toast.info(t("title"), {
        description: t("body", { count: held.approval.requiredApprovals }),
        action: { label: t("open"), onClick: () => window.location.assign("/approvals") },
      });
    },
    [t],
  );
}
