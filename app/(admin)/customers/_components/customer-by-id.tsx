import { getTranslations } from "next-intl/server";
import { PartialUpdateForm } from "@/components/spec-only/partial-update-form";
import { RecordAsReturned } from "@/components/spec-only/record-as-returned";
import type { RecentRecord } from "@/lib/db/queries/recent-records";
import { saveCustomerById } from "../actions";

/**
 * A customer edited by id against an API that cannot read one: PATCH with only the filled
 * fields. The pricing objects are JSON, as the specification does not show their structure.
 */
export async function CustomerById({ id, known }: { id: string; known: RecentRecord | undefined }) {
  const t = await getTranslations("customers.byId");
  return (
    <div className="grid gap-6">
      <RecordAsReturned record={known?.record} at={known?.recordAt ?? null} />
      <PartialUpdateForm
        request={`PATCH /api/v2/customers/${id}`}
        save={saveCustomerById.bind(null, id)}
        fields={[
          { name: "name", kind: "text", label: t("name") },
          { name: "active", kind: "boolean", label: t("active") },
          { name: "availableProducts", kind: "json", label: t("availableProducts"), description: t("jsonHint") },
          { name: "strategiesByPair", kind: "json", label: t("strategiesByPair"), description: t("jsonHint") },
        ]}
      />
    </div>
  );
}
