"use client";

import { useState } from "react";
import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { useMakerReason } from "@/components/approvals/maker-reason-field";
import type { HoldableResult } from "@/lib/pipeline/result";
import { useUnsavedChangesGuard } from "./unsaved-changes-guard";
import { useActionError, useHeldNotice } from "./use-action-error";

export interface ReviewedSaveOptions<TRecord, TValues extends FieldValues> {
  /** The record as the page loaded it. */
  initial: TRecord;
  /** The form's values for a record: the baseline for "unsaved" and for the review's diff. */
  valuesOf: (record: TRecord) => TValues;
  resolver: Resolver<TValues>;
  /** Form field names that API field errors may land on. */
  fields: readonly string[];
  /** `makerReason`: why, when the change will be held (components/approvals/maker-reason-field.tsx). */
  save: (values: TValues, makerReason: string | undefined) => Promise<HoldableResult<TRecord>>;
  /** Toast text after a save the API accepted. */
  savedMessage: string;
}

/**
 * The edit-review-confirm cycle of the management forms: submit opens a review
 * of the changes, confirm sends them, and the record the API answers becomes
 * the new baseline (so the next diff and the unsaved-changes guard compare
 * against what is really stored). Refusals land on their fields or in a toast,
 * and the operator's input stays as typed.
 */
export function useReviewedSave<TRecord, TValues extends FieldValues>(options: ReviewedSaveOptions<TRecord, TValues>) {
  const { initial, valuesOf, resolver, fields, save, savedMessage } = options;
  const [saved, setSaved] = useState(initial);
  const form = useForm<TValues>({ resolver, defaultValues: valuesOf(initial) as DefaultValues<TValues> });
  const [review, setReview] = useState<TValues | null>(null);
  const [pending, setPending] = useState(false);
  const onError = useActionError(form.setError, fields);
  const onHeld = useHeldNotice();
  // The app's own "leave with unsaved changes?" dialog: the form renders it.
  const leaveDialog = useUnsavedChangesGuard(form.formState.isDirty);
  const reason = useMakerReason();

  async function send(values: TValues, makerReason: string | undefined) {
    setPending(true);
    try {
      const result = await save(values, makerReason);
      // A refused reason stays in the review, on its field, to be corrected there.
      if (result.ok === false && reason.takeError(result.error)) return;
      setReview(null);
      reason.reset();
      if (result.ok === true) {
        setSaved(result.data);
        form.reset(valuesOf(result.data));
        toast.success(savedMessage);
      } else if (result.ok === "held") {
        // Held for approval: nothing changed yet, so the form shows the record as it is.
        form.reset(valuesOf(saved));
        onHeld(result);
      } else {
        onError(result.error);
      }
    } finally {
      setPending(false);
    }
  }

  return {
    form,
    leaveDialog,
    saved,
    review,
    pending,
    openReview: form.handleSubmit((values) => setReview(values)),
    cancelReview: () => setReview(null),
    /** Sends the reviewed values; `held` (the notice says so) asks the maker's reason first. */
    confirm: (held = false) => {
      const values = review;
      if (values) void reason.confirmWith(held, (makerReason) => send(values, makerReason));
    },
    /** The maker's reason field's form (MakerReasonField). */
    reasonForm: reason.form,
  };
}
