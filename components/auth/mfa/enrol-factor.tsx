"use client";

import { browserSupportsWebAuthn, startRegistration, WebAuthnError } from "@simplewebauthn/browser";
import { KeyRoundIcon, SmartphoneIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { ActionError } from "@/lib/pipeline/result";
import { useMfaErrorText } from "./error-text";
import { cleanCode, TotpCodeInput } from "./totp-code-input";
import type { EnrolActions, TotpEnrolmentView } from "./types";

type Mode = { kind: "choose" } | { kind: "totp"; enrolment: TotpEnrolmentView };

/**
 * Adds a second factor: a passkey (this device or a security key, through the browser) or an
 * authenticator app (QR code or the secret typed in, then one code to confirm). Used at sign-in
 * (first factor) and in the security settings.
 */
export function EnrolFactor<Done>({
  actions,
  onDone,
  onCancel,
}: {
  actions: EnrolActions<Done>;
  onDone: (done: Done) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations("mfa");
  const errorText = useMfaErrorText();
  const [mode, setMode] = useState<Mode>({ kind: "choose" });
  const [label, setLabel] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { label: useId(), code: useId() };

  const fail = (e: ActionError) => setError(errorText(e));

  async function addPasskey() {
    setError(null);
    if (!browserSupportsWebAuthn()) {
      setError(t("errors.no_webauthn"));
      return;
    }
    setBusy(true);
    try {
      const options = await actions.passkeyOptions({});
      if (!options.ok) return fail(options.error);
      let response: Awaited<ReturnType<typeof startRegistration>>;
      try {
        response = await startRegistration({ optionsJSON: options.data });
      } catch (err) {
        setError(
          err instanceof WebAuthnError && err.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED"
            ? t("errors.duplicate")
            : t("errors.passkey_cancelled"),
        );
        return;
      }
      const result = await actions.registerPasskey({ response, label });
      if (!result.ok) return fail(result.error);
      onDone(result.data);
    } finally {
      setBusy(false);
    }
  }

  async function startTotp() {
    setError(null);
    setBusy(true);
    try {
      const result = await actions.startTotp({});
      if (!result.ok) return fail(result.error);
      setCode("");
      setMode({ kind: "totp", enrolment: result.data });
    } finally {
      setBusy(false);
    }
  }

  async function confirmTotp(event: FormEvent) {
    event.preventDefault();
    if (mode.kind !== "totp") return;
    setError(null);
    setBusy(true);
    try {
      const result = await actions.confirmTotp({
        enrolmentId: mode.enrolment.enrolmentId,
        code: cleanCode(code),
        label,
      });
      if (!result.ok) {
        if (result.error.code === "expired" || result.error.code === "too_many_attempts") setMode({ kind: "choose" });
        return fail(result.error);
      }
      onDone(result.data);
    } finally {
      setBusy(false);
    }
  }

  const errorAlert = error ? (
    <Alert tone="destructive" role="alert">
      <AlertDescription>{error}</AlertDescription>
    </Alert>
  ) : null;

  if (mode.kind === "totp") {
    const src = `data:image/svg+xml;base64,${btoa(mode.enrolment.qrSvg)}`;
    return (
      <form onSubmit={confirmTotp} className="grid gap-4" aria-busy={busy}>
        <p className="text-sm">{t("totp.scan")}</p>
        {/* biome-ignore lint/performance/noImgElement: a data: URL made on the server, not an optimisable asset */}
        <img src={src} alt={t("totp.qrAlt")} width={192} height={192} className="size-48 rounded-md border bg-white" />
        <div className="grid gap-1 text-sm">
          <span className="text-muted-foreground">{t("totp.manual")}</span>
          <code data-testid="totp-secret" className="break-all rounded bg-muted px-2 py-1 font-mono">
            {mode.enrolment.secretBase32}
          </code>
        </div>
        <FormField label={t("label")} id={ids.label} description={t("labelHint")}>
          <Input
            value={label}
            maxLength={64}
            onChange={(e) => setLabel(e.target.value)}
            placeholder={t("totp.labelPlaceholder")}
          />
        </FormField>
        <FormField label={t("totp.code")} id={ids.code} required>
          <TotpCodeInput value={code} onChange={(e) => setCode(e.target.value)} autoFocus />
        </FormField>
        {errorAlert}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy || cleanCode(code).length === 0}>
            {t("totp.confirm")}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setMode({ kind: "choose" })} disabled={busy}>
            {t("back")}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="grid gap-4" aria-busy={busy}>
      <FormField label={t("label")} id={ids.label} description={t("labelHint")}>
        <Input
          value={label}
          maxLength={64}
          onChange={(e) => setLabel(e.target.value)}
          placeholder={t("passkey.labelPlaceholder")}
        />
      </FormField>
      {errorAlert}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button type="button" onClick={addPasskey} disabled={busy}>
          <KeyRoundIcon aria-hidden />
          {t("passkey.add")}
        </Button>
        <Button type="button" variant="outline" onClick={startTotp} disabled={busy}>
          <SmartphoneIcon aria-hidden />
          {t("totp.add")}
        </Button>
      </div>
      {onCancel ? (
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          {t("cancel")}
        </Button>
      ) : null}
    </div>
  );
}
