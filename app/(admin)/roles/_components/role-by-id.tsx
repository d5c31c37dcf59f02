import { getTranslations } from "next-intl/server";
import { PartialUpdateForm } from "@/components/spec-only/partial-update-form";
import { RecordAsReturned } from "@/components/spec-only/record-as-returned";
import type { Permission } from "@/lib/contract";
import type { RecentRecord } from "@/lib/db/queries/recent-records";
import { saveRoleById } from "../actions";

/**
 * A role edited by id against an API without the role list: PUT with only the filled fields.
 * Permissions are ticked from the permission list where the API offers it, typed as ids where not.
 */
export async function RoleById({
  id,
  known,
  permissions,
}: {
  id: string;
  known: RecentRecord | undefined;
  permissions: Permission[] | undefined;
}) {
  const t = await getTranslations("roles.form");
  const tp = await getTranslations("roles.byId");
  return (
    <div className="grid gap-6">
      <RecordAsReturned record={known?.record} at={known?.recordAt ?? null} />
      <PartialUpdateForm
        request={`PUT /api/v2/backoffice/roles/${id}`}
        save={saveRoleById.bind(null, id)}
        fields={[
          { name: "name", kind: "text", label: t("name") },
          { name: "description", kind: "text", label: t("description") },
          { name: "active", kind: "boolean", label: t("active") },
          {
            name: "permissionIds",
            kind: "ids",
            label: tp("permissionIds"),
            description: permissions ? undefined : tp("permissionIdsHint"),
            options: permissions?.map((p) => ({ value: p.id, label: p.name })),
          },
        ]}
      />
    </div>
  );
}
