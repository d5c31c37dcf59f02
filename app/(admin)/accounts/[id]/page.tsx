import { ExternalLinkIcon } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PendingChangeBanner } from "@/components/approvals/pending-change-banner";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { ProtectedValues } from "@/components/masked-value/protected-values";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { DateTime } from "@/components/ui/date-time";
import { getAccount } from "@/lib/api/accounts";
import { holdNoticeFor } from "@/lib/approvals/hold-notice";
import { listBanks } from "@/lib/api/banks";
import { requireOperator } from "@/lib/auth/session";
import { getRecent, noteOpened } from "@/lib/db/queries/recent-records";
import { load, notOffered } from "@/lib/pipeline/load";
import { maskSensitive, sensitivePaths } from "@/lib/security/masking";
import { offers } from "@/lib/transport/capabilities";
import { rejectionReasonsFor } from "@/lib/accounts/review-rules";
import { AccountById } from "../_components/account-by-id";
import { AccountData } from "../_components/account-data";
import { protectedValueLabel } from "../_components/account-fields";
import { AccountStatusBadge } from "../_components/account-status-badge";
import { accountSummary } from "../_components/account-view";
import { usableComplianceUrl } from "../_components/compliance-link";
import { PseAccountForm } from "../_components/pse-account-form";
import { ReviewUnavailable, reviewAccess } from "../_components/review-access";
import { queuePosition, reviewHoldNotice } from "../_components/review-context";
import { ReviewDecision } from "../_components/review-decision";
import { ReviewHistory } from "../_components/review-history";

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
  // "2 of 74": where this account stands in the pending queue, and which one "Approve and next" opens.
  const position = access?.offered ? await queuePosition(operator, account.id) : null;
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
      <PendingChangeBanner scope={operator} targetType="account" targetId={account.id} />
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
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-sm font-semibold">{t("review.title")}</h2>
            {position ? (
              <p className="text-sm text-muted-foreground" data-testid="queue-position">
                {position.position
                  ? t("review.position", { position: position.position, total: position.total })
                  : t("review.pendingTotal", { total: position.total })}
              </p>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">{t("review.description")}</p>
          <ReviewDecision
            account={{
              id: account.id,
              holder: summary.holder ?? null,
              userId: account.userId,
              type: account.type,
              number: summary.number,
              updatedAt: account.updatedAt,
              reasons: rejectionReasonsFor({ type: account.type, company: summary.company }),
            }}
            deniedReason={access.deniedReason}
            holdNotice={await reviewHoldNotice(operator)}
            next={{ id: position?.nextId ?? null }}
          />
        </section>
      ) : access ? (
        <ReviewUnavailable access={access} />
      ) : null}
      <ProtectedValues
        recordType="account"
        recordId={account.id}
        fields={protectedFields.map((f) => ({ ...f, label: protectedValueLabel(f.path, (key) => t(`fields.${key}`)) }))}
      />
      {account.type === "PSE" ? (
        <PseAccountForm
          account={account}
          banks={banks}
          hold={await holdNoticeFor(operator, "account_edit", "accounts:update")}
        />
      ) : (
        <>
          <Alert tone="info">
            <AlertDescription>{t("onlyPse")}</AlertDescription>
          </Alert>
          <AccountData type={account.type} data={account.data} />
        </>
      )}
      <ReviewHistory operator={operator} accountId={account.id} />
    </div>
  );
}
