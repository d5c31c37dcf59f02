import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { displayGrants } from "@/lib/api/operator";
import { getCopRechargeByOrder } from "@/lib/api/recharges";
import { holdNoticeFor } from "@/lib/approvals/hold-notice";
import { requireOperator } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { newOrderId } from "@/lib/operations/recharge-outcome";
import { mayPerform, rechargeHistoryAccessFor } from "@/lib/permissions/dashboard";
import { load } from "@/lib/pipeline/load";
import { readRechargeAttempts } from "./_components/recharge-attempts";
import { RechargeForm } from "./_components/recharge-form";
import { RECHARGE_HISTORY_LIMIT, RechargeHistory } from "./_components/recharge-history";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("recharges") };
}

/** An order no one will ever use: asking for it tells whether this operator may touch recharges. */
const PERMISSION_PROBE_ORDER = "permission-probe-never-used";

export default async function RechargesPage() {
  const operator = await requireOperator();
  const t = await getTranslations("recharges");
  // The API has no "what may I do" endpoint; the one read of this resource answers 403
  // to an operator without recharge rights, so they see that before typing an amount.
  const probe = await load(() => getCopRechargeByOrder(operator, PERMISSION_PROBE_ORDER));
  const header = <PageHeader title={t("title")} description={t("description")} />;
  if (!probe.ok && (probe.error.kind === "forbidden" || probe.error.kind === "unauthorized")) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <LoadFailure error={probe.error} path="/recharges" />
      </div>
    );
  }
  // The history is the customer's own records: all of them with recharges:read, the
  // operator's own where the API cannot say what the operator holds.
  const grants = await displayGrants(operator).catch(() => ({ known: false, names: new Set<string>() }));
  // Offered only to an operator who may make one; one who may only read sees the history.
  const mayCreate = mayPerform(grants, "recharges:create");
  const history = await load(async () => {
    const access = rechargeHistoryAccessFor(grants);
    if (access === "none") return [];
    return readRechargeAttempts(operator, access === "own" ? operator.email : null, RECHARGE_HISTORY_LIMIT);
  });
  const env = getEnv();
  return (
    <div className="flex flex-col gap-6">
      {header}
      {mayCreate ? (
        <RechargeForm
          initialOrder={newOrderId()}
          production={env.API_ENV === "production"}
          limits={{ maxCop: env.RECHARGE_MAX_COP, confirmAboveCop: env.RECHARGE_CONFIRM_ABOVE_COP }}
          hold={await holdNoticeFor(operator, "recharge", "recharges:create")}
        />
      ) : (
        <Alert tone="info" data-testid="recharge-create-denied">
          <AlertTitle>{t("denied.title")}</AlertTitle>
          <AlertDescription>{t("denied.body")}</AlertDescription>
        </Alert>
      )}
      <section aria-labelledby="recharge-history" className="flex flex-col gap-3">
        <h2 id="recharge-history" className="text-base font-semibold">
          {t("history.title")}
        </h2>
        {history.ok ? (
          <RechargeHistory attempts={history.data} />
        ) : (
          <LoadFailure error={history.error} path="/recharges" />
        )}
      </section>
    </div>
  );
}
