"use client";

import { useTranslations } from "next-intl";
import type { ActionError } from "@/lib/pipeline/result";

/** Refusal codes the MFA actions return (error.code), each with a message in the "mfa" catalog. */
export const MFA_ERROR_CODES = [
  "invalid",
  "replayed",
  "no_factor",
  "expired",
  "too_many_attempts",
  "duplicate",
  "last_factor",
  "not_found",
  "not_allowed",
] as const;
type MfaErrorCode = (typeof MFA_ERROR_CODES)[number];
const isMfaErrorCode = (code: unknown): code is MfaErrorCode => (MFA_ERROR_CODES as readonly unknown[]).includes(code);

/** Words an action's refusal: a known code from the catalog, a step-up request or a generic failure. */
export function useMfaErrorText(): (error: ActionError) => string {
  const t = useTranslations("mfa");
  return (error) => {
    if (isMfaErrorCode(error.code)) return t(`errors.${error.code}`);
    if (error.kind === "step_up_required") return t("errors.step_up_required");
    if (error.kind === "unauthorized") return t("errors.unauthorized");
    return t("errors.failed");
  };
}
