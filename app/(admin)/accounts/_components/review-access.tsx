import "server-only";
import { getTranslations } from "next-intl/server";
import { Alert, AlertDescription } from "@/components/ui/alert";
import type { Operator } from "@/lib/auth/session";
import { grantsForOffers, mayPerform } from "@/lib/permissions/dashboard";
import { offers } from "@/lib/transport/capabilities";

/** Whether decisions can be offered here: the API must offer them, the operator must hold accounts:review. */
export interface ReviewAccess {
  offered: boolean;
  /** Why the buttons are disabled (the operator lacks accounts:review), or null. */
  deniedReason: string | null;
}

export async function reviewAccess(operator: Operator): Promise<ReviewAccess> {
  const t = await getTranslations("accounts.review");
  if (!(await offers("accounts-review"))) return { offered: false, deniedReason: null };
  const grants = await grantsForOffers(operator);
  return { offered: true, deniedReason: mayPerform(grants, "accounts:review") ? null : t("noPermission") };
}

/** Without the review extension the queue can be read but not decided; the screen says so. */
export async function ReviewUnavailable({ access }: { access: ReviewAccess }) {
  if (access.offered) return null;
  const t = await getTranslations("accounts.review");
  return (
    <Alert tone="info" data-testid="review-unavailable">
      <AlertDescription>{t("notOffered")}</AlertDescription>
    </Alert>
  );
}
