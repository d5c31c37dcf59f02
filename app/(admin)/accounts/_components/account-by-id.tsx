import { getTranslations } from "next-intl/server";
import { PartialUpdateForm } from "@/components/spec-only/partial-update-form";
import { RecordAsReturned } from "@/components/spec-only/record-as-returned";
import { ACCOUNT_TYPES, BANK_ACCOUNT_TYPES } from "@/lib/contract";
import type { RecentRecord } from "@/lib/db/queries/recent-records";
import { saveAccountById } from "../actions";
import { maskSensitive } from "@/lib/security/masking";

const TEXT_FIELDS = [
  "accountNumber",
  "bankCode",
  "countryCode",
  "firstName",
  "middleName",
  "lastName",
  "companyName",
  "email",
  "phone",
] as const;

/**
 * A bank account edited by id against an API that cannot read one. PATCH /accounts/{id} takes
 * the type and the whole data object (both required in the specification), so the form asks for
 * the type and the PSE data fields; an empty optional field is left out.
 */
export async function AccountById({ id, known }: { id: string; known: RecentRecord | undefined }) {
  const t = await getTranslations("accounts.byId");
  return (
    <div className="grid gap-6">
      <RecordAsReturned record={maskSensitive(known?.record)} at={known?.recordAt ?? null} />
      <PartialUpdateForm
        request={`PATCH /api/v2/accounts/${id}`}
        save={saveAccountById.bind(null, id)}
        fields={[
          { name: "type", kind: "text", label: t("type"), choices: [...ACCOUNT_TYPES], required: true },
          { name: "data.type", kind: "text", label: t("bankAccountType"), choices: [...BANK_ACCOUNT_TYPES] },
          { name: "data.document", kind: "json", label: t("document"), description: t("documentHint") },
          ...TEXT_FIELDS.map((name) => ({ name: `data.${name}`, kind: "text" as const, label: t(`fields.${name}`) })),
        ]}
      />
    </div>
  );
}
