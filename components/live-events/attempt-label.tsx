"use client";

import { useTranslations } from "next-intl";
import { attemptCount } from "@/lib/webhooks/attempt-count";

/**
 * "1st attempt", "retry 3 of 5", as the operator counts tries, with the API's own `attempts`
 * value second for whoever reads the payload or the API's documentation.
 */
export function AttemptLabel({ apiAttempts }: { apiAttempts: number }) {
  const t = useTranslations("webhooks.attempt");
  const count = attemptCount(apiAttempts);
  return (
    <span data-testid="attempt-label">
      {count.kind === "first" ? t("first") : t("retry", { n: count.retry, max: count.of })}
      <span className="text-muted-foreground"> · {t("api", { n: apiAttempts })}</span>
    </span>
  );
}
