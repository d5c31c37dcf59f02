"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { HoldNotice } from "@/components/approvals/hold-notice";
import { MakerReasonField } from "@/components/approvals/maker-reason-field";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { diffIds } from "@/components/forms/diff";
import { ReviewDialog } from "@/components/forms/review-dialog";
import { SubmitButton } from "@/components/forms/submit-button";
import { useErrorText } from "@/components/forms/translate-error";
import { useReviewedSave } from "@/components/forms/use-reviewed-save";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { type HoldNoticeData, willBeHeld } from "@/lib/approvals/hold-notice-data";
import { type Permission, type Role, type RoleUpdateInput, roleUpdateInputSchema } from "@/lib/contract";
import { saveRole } from "../actions";
import { PermissionPicker as PermissionPickerField } from "./permission-picker";
import { RoleChanges } from "./role-changes";

const FIELDS = ["name", "description", "active", "permissionIds"] as const;

/** The contract's PUT body with every field present: the form always sends the whole role. */
const formSchema = roleUpdateInputSchema.required();
type Values = Required<RoleUpdateInput>;

const valuesOf = (role: Role): Values => ({
  name: role.name,
  description: role.description,
  active: role.active,
  permissionIds: role.permissions.map((p) => p.id),
});

export function RoleForm({
  role: initial,
  permissions,
  hold,
}: {
  role: Role;
  permissions: Permission[];
  /** The role policy in force: the confirmation says whether this change waits for approval. */
  hold?: HoldNoticeData;
}) {
  const t = useTranslations("roles.form");
  const save = useStepUpAction(saveRole);
  const errorText = useErrorText();
  const { form, leaveDialog, saved, review, pending, openReview, cancelReview, confirm, reasonForm } = useReviewedSave({
    initial,
    valuesOf,
    resolver: zodResolver(formSchema),
    fields: FIELDS,
    save: (values, makerReason) => save({ id: initial.id, ...values, makerReason }),
    savedMessage: t("saved"),
  });
  const { errors, isDirty } = form.formState;
  // The role policy holds permission and active-flag changes, not a new name or description.
  const applies =
    review !== null &&
    (review.active !== saved.active ||
      diffIds(valuesOf(saved).permissionIds, review.permissionIds).added.length > 0 ||
      diffIds(valuesOf(saved).permissionIds, review.permissionIds).removed.length > 0);
  const held = willBeHeld(hold, applies);

  const names = new Map(permissions.map((p) => [p.id, p.name]));
  for (const p of saved.permissions) names.set(p.id, p.name);

  return (
    <form noValidate onSubmit={openReview} className="grid gap-6">
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-2">
          <FormField label={t("name")} error={errorText(errors.name)} required>
            <Input {...form.register("name")} />
          </FormField>
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <FormField label={t("active")} error={errorText(errors.active)}>
                <Switch checked={field.value} onCheckedChange={field.onChange} />
              </FormField>
            )}
          />
          <FormField label={t("description")} error={errorText(errors.description)} className="sm:col-span-2">
            <Textarea {...form.register("description")} rows={2} />
          </FormField>
        </CardContent>
      </Card>
      <Controller
        control={form.control}
        name="permissionIds"
        render={({ field }) => (
          <PermissionPickerField
            permissions={permissions}
            value={field.value}
            onChange={field.onChange}
            error={errorText(errors.permissionIds as { message?: string } | undefined)}
          />
        )}
      />
      <div className="flex items-center gap-3">
        <SubmitButton pending={pending} disabled={!isDirty}>
          {t("review")}
        </SubmitButton>
        {isDirty ? <span className="text-xs text-muted-foreground">{t("unsaved")}</span> : null}
      </div>
      <ReviewDialog
        open={review !== null}
        pending={pending}
        onCancel={cancelReview}
        onConfirm={() => confirm(held)}
        notice={
          review ? (
            <>
              <HoldNotice hold={hold} applies={applies} />
              <MakerReasonField form={reasonForm} held={held} />
            </>
          ) : null
        }
      >
        {review ? (
          <RoleChanges
            before={valuesOf(saved)}
            after={review}
            names={names}
            permissionChanges={diffIds(valuesOf(saved).permissionIds, review.permissionIds)}
          />
        ) : null}
      </ReviewDialog>
      {leaveDialog}
    </form>
  );
}
