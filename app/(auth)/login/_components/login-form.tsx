"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { isLoginErrorCode, type LoginErrorCode } from "@/lib/auth/errors";
import { type LoginInput, loginInputSchema } from "@/lib/contract";

type FormError = LoginErrorCode | "unknown";

/** next-auth reports a plain `null` authorize as CredentialsSignin; ours always throws a code. */
function toFormError(code: string | null | undefined): FormError {
  if (code === "CredentialsSignin") return "invalid_credentials";
  return isLoginErrorCode(code) ? code : "unknown";
}

export function LoginForm(props: { callbackUrl: string; expired: boolean; initialError?: FormError }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const [formError, setFormError] = useState<FormError | undefined>(props.initialError);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: "", password: "" },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: LoginInput) {
    setFormError(undefined);
    const result = await signIn("credentials", { ...values, redirect: false, callbackUrl: props.callbackUrl });
    if (result?.ok && !result.error) {
      router.replace(props.callbackUrl);
      router.refresh();
      return;
    }
    const code = toFormError(result?.error);
    // The API's own 400 on the email lands on the field, like the client-side check.
    if (code === "invalid_email") form.setError("email", { type: "server" }, { shouldFocus: true });
    else setFormError(code);
  }

  // Schema messages are English; the field decides which translated message to show.
  const emailError = errors.email ? t("errors.invalid_email") : undefined;
  const passwordError = errors.password ? t("errors.password_required") : undefined;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" aria-busy={isSubmitting}>
      {props.expired && !formError ? (
        <Alert tone="warning">
          <AlertDescription>{t("expired")}</AlertDescription>
        </Alert>
      ) : null}
      {formError ? (
        <Alert tone="destructive">
          <AlertTitle>{t("errors.title")}</AlertTitle>
          <AlertDescription>{t(`errors.${formError}`)}</AlertDescription>
        </Alert>
      ) : null}
      <FormField label={t("email")} error={emailError} required>
        <Input type="email" autoComplete="username" autoFocus inputMode="email" {...form.register("email")} />
      </FormField>
      <FormField label={t("password")} error={passwordError} required>
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
