import { ExternalLinkIcon } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { ProtectedValues } from "@/components/masked-value/protected-values";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { DateTime } from "@/components/ui/date-time";
import { getAccount } from "@/lib/api/accounts";
import { listBanks } from "@/lib/api/banks";
import { requireOperator } from "@/lib/auth/session";
import { getRecent, noteOpened } from "@/lib/db/queries/recent-records";
import { load, notOffered } from "@/lib/pipeline/load";
import { maskSensitive, sensitivePaths } from "@/lib/security/masking";
import { offers } from "@/lib/transport/capabilities";
import { AccountById } from "../_components/account-by-id";
import { AccountStatusBadge } from "../_components/account-status-badge";
import { accountSummary } from "../_components/account-view";
import { usableComplianceUrl } from "../_components/compliance-link";
import { PseAccountForm } from "../_components/pse-account-form";
import { ReviewUnavailable, reviewAccess } from "../_components/review-access";
import { ReviewDecision } from "../_components/review-decision";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("accounts");
  return { title: t("editTitle") };
}

export default async function AccountPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const operator = await requireOperator();
  const t = await getTranslations("accounts");
  const byId = async () => {
    // No read by id: remember the id for "opened recently" and edit it blind (PATCH type + data).
    await noteOpened(operator, "account", id, operator.email);
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t("editTitle")} description={id} />
        <AccountById id={id} known={await getRecent(operator, "account", id)} />
      </div>
    );
  };
  if (!(await offers("accounts-read"))) return byId();
  const data = await load(() =>
    Promise.all([
      getAccount(operator, id),
      // Bank names are a nicety: a missing list never hides the account.
      offers("banks-list").then((yes) => (yes ? listBanks(operator).catch(() => []) : [])),
    ]),
  );
  // Presumed offered, but GET answered 405 (or the like): the read is not offered, edit blind.
  if (notOffered(data)) return byId();
  // An id the API does not know is a 404 with the not-found page, not a failure screen.
  if (!data.ok && data.error.kind === "not_found") notFound();
  if (!data.ok) return <LoadFailure error={data.error} path={`/accounts/${id}`} />;
  const [record, banks] = data.data;
  // Everything below gets the masked account: full values reach the browser only through "Reveal".
  const account = maskSensitive(record);
  const protectedFields = sensitivePaths(record);
  const summary = accountSummary(account);
  const complianceUrl = usableComplianceUrl(account.complianceUrl);
  const access = account.status === "PENDING" ? await reviewAccess(operator) : null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("editTitle")}
        description={`${account.type} · ${summary.holder ?? account.userId}`}
        actions={
          complianceUrl ? (
            <a
              href={complianceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm text-primary underline"
            >
              {t("verify")}
              <ExternalLinkIcon className="size-3.5" aria-hidden />
            </a>
          ) : null
        }
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("columns.status")}</dt>
        <dd>
          <AccountStatusBadge status={account.status} />
        </dd>
        <dt className="text-muted-foreground">{t("owner")}</dt>
        <dd className="font-mono text-xs">{account.userId}</dd>
        <dt className="text-muted-foreground">{t("updatedAt")}</dt>
        <dd>
          <DateTime value={account.updatedAt} />
        </dd>
      </dl>
      {access?.offered ? (
        <section aria-label={t("review.title")} className="flex flex-col gap-2 rounded-md border p-4">
          <h2 className="text-sm font-semibold">{t("review.title")}</h2>
          <p className="text-sm text-muted-foreground">{t("review.description")}</p>
          <ReviewDecision accountId={account.id} deniedReason={access.deniedReason} after="next" />
        </section>
      ) : access ? (
        <ReviewUnavailable access={access} />
      ) : null}
      <ProtectedValues recordType="account" recordId={account.id} fields={protectedFields} />
      {account.type === "PSE" ? (
        <PseAccountForm account={account} banks={banks} />
      ) : (
        <>
          <Alert tone="info">
            <AlertDescription>{t("onlyPse")}</AlertDescription>
          </Alert>
          <pre className="overflow-x-auto rounded-md border bg-muted p-3 text-xs">
            {JSON.stringify(account.data, null, 2)}
          </pre>
        </>
      )}
    </div>
  );
}
