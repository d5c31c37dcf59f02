import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/payouts/status-badge";
import { CopyButton } from "@/components/ui/copy-button";
import { DateTime } from "@/components/ui/date-time";
import { Field, FieldList, SafeLink, Section } from "@/components/ui/field-list";
import { JsonTree } from "@/components/ui/json-tree";
import { Money } from "@/components/ui/money";
import { PAYOUT_FIELDS, type Payout } from "@/lib/contract";
import { BeneficiaryDetails } from "./beneficiary-details";
import { LifecycleStepper } from "./lifecycle-stepper";

const KNOWN_KEYS = PAYOUT_FIELDS;

/**
 * Every field of a payout, used by the detail page and the side sheet. Fields a newer API adds
 * are not dropped: they are listed under "Other fields" exactly as received.
 */
export function PayoutDetail({ payout }: { payout: Payout }) {
  const t = useTranslations("payouts.detail");
  const extra = Object.fromEntries(Object.entries(payout).filter(([key]) => !KNOWN_KEYS.has(key)));
  return (
    <div className="flex flex-col gap-4" data-testid="payout-detail">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <Money amount={payout.amount} currency={payout.currency} className="text-2xl font-semibold" />
        <StatusBadge status={payout.status} />
      </div>
      <Section title={t("identifiers")}>
        <FieldList>
          <Field label={t("id")}>
            <span className="inline-flex items-center gap-1 font-mono text-xs">
              {payout.id}
              <CopyButton value={payout.id} label={t("copyId")} />
            </span>
          </Field>
          <Field label={t("externalId")}>
            {payout.externalId ? (
              <span className="inline-flex items-center gap-1 font-mono text-xs">
                {payout.externalId}
                <CopyButton value={payout.externalId} label={t("copyExternalId")} />
              </span>
            ) : null}
          </Field>
        </FieldList>
      </Section>
      <Section title={t("lifecycle")}>
        <LifecycleStepper status={payout.status} />
      </Section>
      <Section title={t("payout")}>
        <FieldList>
          <Field label={t("amount")}>
            <Money amount={payout.amount} currency={payout.currency} />
          </Field>
          <Field label={t("currency")}>
            <span className="font-mono">{payout.currency}</span>
          </Field>
          <Field label={t("createdAt")}>
            <DateTime value={payout.createdAt} focusable />
          </Field>
          <Field label={t("updatedAt")}>
            <DateTime value={payout.updatedAt} focusable />
          </Field>
          <Field label={t("transferProof")} wide>
            {payout.transferProof ? <SafeLink href={payout.transferProof} /> : null}
          </Field>
          <Field label={t("details")} wide>
            {payout.details ? <span className="whitespace-pre-wrap">{payout.details}</span> : null}
          </Field>
        </FieldList>
      </Section>
      <Section title={t("beneficiaryTitle")}>
        <BeneficiaryDetails beneficiary={payout.beneficiary} payoutId={payout.id} />
      </Section>
      <Section title={t("metadata")}>
        {payout.metadata && Object.keys(payout.metadata).length > 0 ? (
          <JsonTree value={payout.metadata} />
        ) : (
          <p className="text-sm text-muted-foreground">{t("noMetadata")}</p>
        )}
      </Section>
      {Object.keys(extra).length > 0 ? (
        <Section title={t("otherFields")}>
          <JsonTree value={extra} />
        </Section>
      ) : null}
    </div>
  );
}
