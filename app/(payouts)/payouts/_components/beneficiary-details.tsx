import { ExternalLinkIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { CodeLabel, useCodeLabels } from "@/components/ui/code-label";
import { CopyButton } from "@/components/ui/copy-button";
import { Field, FieldList } from "@/components/ui/field-list";
import { MaskedValue } from "@/components/masked-value/masked-value";
import { JsonTree } from "@/components/ui/json-tree";
import type { BeneficiaryRecord } from "@/lib/contract";
import { explorerUrl } from "@/lib/payouts/explorer";
import { holderName } from "@/lib/payouts/mask";
import { DocumentDetails } from "./document-details";

const text = (account: Record<string, unknown>, key: string) =>
  typeof account[key] === "string" && account[key] !== "" ? (account[key] as string) : undefined;

/** Fields each shape renders itself; anything else the API sends is listed under "other fields". */
const KNOWN = new Set([
  "firstName",
  "middleName",
  "lastName",
  "companyName",
  "email",
  "phone",
  "document",
  "accountNumber",
  "bankCode",
  "type",
  "countryCode",
  "aliasType",
  "alias",
  "currency",
  "network",
  "address",
]);

/**
 * The beneficiary by its type: BANK (holder, document, bank, account), BREB (alias), WALLET
 * (network, address). The account number, document number and alias arrive masked from the
 * server; "Reveal" reads the one value again from the payout (`payoutId`).
 */
export function BeneficiaryDetails({ beneficiary, payoutId }: { beneficiary: BeneficiaryRecord; payoutId: string }) {
  const t = useTranslations("payouts.detail.beneficiary");
  const types = useTranslations("payouts.beneficiaryTypes");
  const aliasTypes = useCodeLabels("aliasType");
  const bankAccountTypes = useCodeLabels("bankAccountType");
  const account = beneficiary.account as Record<string, unknown>;
  const aliasType = text(account, "aliasType");
  const accountType = text(account, "type");
  const other = Object.fromEntries(Object.entries(account).filter(([key]) => !KNOWN.has(key)));
  const address = text(account, "address");
  const network = text(account, "network");
  const explorer = address && network ? explorerUrl(network, address) : undefined;
  return (
    <div className="flex flex-col gap-4" data-beneficiary-type={beneficiary.type}>
      <FieldList>
        <Field label={t("type")}>
          <CodeLabel
            label={types.has(beneficiary.type) ? types(beneficiary.type) : undefined}
            code={beneficiary.type}
          />
        </Field>
        <Field label={t("holder")}>{holderName(account)}</Field>
        {text(account, "email") ? <Field label={t("email")}>{text(account, "email")}</Field> : null}
        {text(account, "phone") ? <Field label={t("phone")}>{text(account, "phone")}</Field> : null}
        {beneficiary.type === "BANK" ? (
          <>
            <Field label={t("bankCode")}>{text(account, "bankCode")}</Field>
            <Field label={t("accountType")}>
              {accountType ? <CodeLabel label={bankAccountTypes(accountType)} code={accountType} /> : null}
            </Field>
            <Field label={t("accountNumber")}>
              {text(account, "accountNumber") ? (
                <MaskedValue
                  masked={text(account, "accountNumber") ?? ""}
                  recordType="payout"
                  recordId={payoutId}
                  field="beneficiary.account.accountNumber"
                  label={t("accountNumber")}
                />
              ) : null}
            </Field>
          </>
        ) : null}
        {beneficiary.type === "BREB" ? (
          <>
            <Field label={t("aliasType")}>
              {aliasType ? <CodeLabel label={aliasTypes(aliasType)} code={aliasType} /> : null}
            </Field>
            <Field label={t("alias")}>
              {text(account, "alias") ? (
                <MaskedValue
                  masked={text(account, "alias") ?? ""}
                  recordType="payout"
                  recordId={payoutId}
                  field="beneficiary.account.alias"
                  label={t("alias")}
                />
              ) : null}
            </Field>
          </>
        ) : null}
        {beneficiary.type === "WALLET" ? (
          <>
            <Field label={t("network")}>{network}</Field>
            <Field label={t("walletCurrency")}>{text(account, "currency")}</Field>
            <Field label={t("address")} wide>
              <span className="inline-flex flex-wrap items-center gap-1">
                <span className="break-all font-mono text-xs">{address}</span>
                {address ? <CopyButton value={address} label={t("copyAddress")} /> : null}
                {explorer ? (
                  <a
                    href={explorer}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-xs text-primary underline-offset-4 hover:underline"
                  >
                    {t("explorer", { network: network ?? "" })}
                    <ExternalLinkIcon className="size-3" aria-hidden />
                  </a>
                ) : null}
              </span>
            </Field>
          </>
        ) : null}
        <Field label={t("countryCode")}>{text(account, "countryCode")}</Field>
      </FieldList>
      {account.document ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-xs font-semibold text-muted-foreground uppercase">{t("document")}</h3>
          <FieldList>
            <DocumentDetails
              document={account.document}
              reveal={{ recordType: "payout", recordId: payoutId, field: "beneficiary.account.document.number" }}
            />
          </FieldList>
        </div>
      ) : null}
      {Object.keys(other).length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-xs font-semibold text-muted-foreground uppercase">{t("otherFields")}</h3>
          <JsonTree value={other} />
        </div>
      ) : null}
    </div>
  );
}
