"use client";

import { browserSupportsWebAuthn, startAuthentication } from "@simplewebauthn/browser";
import { KeyRoundIcon } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { cleanCode, TotpCodeInput } from "@/components/auth/mfa/totp-code-input";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { passkeySignInOptions, type VerifyResult, verifyCode, verifyPasskey } from "../actions";

type Mode = "totp" | "recovery";

/**
 * The second step's form: a code from the authenticator app (or a recovery code), or the
 * passkey. A good proof opens the page the operator asked for; too many wrong ones end the
 * sign-in. While the operator's codes are locked (too many wrong ones, in any session) the form
 * says until when and offers only the passkey.
 */
export function VerifyForm(props: {
  callbackUrl: string;
  hasPasskey: boolean;
  hasTotp: boolean;
  /** ISO time until which codes are refused, when they are now. */
  lockedUntil?: string;
}) {
  const t = useTranslations("mfa");
  const format = useFormatter();
  const [lockedUntil, setLockedUntil] = useState(props.lockedUntil);
  const [mode, setMode] = useState<Mode>(props.hasTotp ? "totp" : "recovery");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const codeId = useId();

  function settle(result: VerifyResult) {
    if (result.ok) {
      // A full load: the layouts read the now-settled session afresh.
      window.location.assign(props.callbackUrl);
      return;
    }
    setCode("");
    switch (result.reason) {
      case "ended":
        setEnded(true);
        return;
      case "unauthorized":
        window.location.assign(`/login?${new URLSearchParams({ callbackUrl: props.callbackUrl })}`);
        return;
      case "malformed":
        setError(t("errors.invalid"));
        return;
      case "locked":
        setLockedUntil(result.lockedUntil);
        return;
      default:
        setError(
          `${t(`errors.${result.reason}`)} ${result.remaining > 0 ? t("verify.attemptsLeft", { count: result.remaining }) : ""}`.trim(),
        );
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      settle(await verifyCode({ kind: mode, code: mode === "totp" ? cleanCode(code) : code }));
    } finally {
      setBusy(false);
    }
  }

  async function proveWithPasskey() {
    setError(null);
    if (!browserSupportsWebAuthn()) {
      setError(t("errors.no_webauthn"));
      return;
    }
    setBusy(true);
    try {
      const optionsJSON = await passkeySignInOptions();
      if (!optionsJSON) {
        setError(t("errors.no_factor"));
        return;
      }
      let response: Awaited<ReturnType<typeof startAuthentication>>;
      try {
        response = await startAuthentication({ optionsJSON });
      } catch {
        setError(t("errors.passkey_cancelled"));
        return;
      }
      settle(await verifyPasskey(response));
    } finally {
      setBusy(false);
    }
  }

  if (ended) {
    return (
      <Alert tone="destructive" role="alert">
        <AlertDescription className="grid gap-2">
          <span>{t("verify.ended")}</span>
          <Link href="/login" className="underline">
            {t("verify.signInAgain")}
          </Link>
        </AlertDescription>
      </Alert>
    );
  }

  const locked = lockedUntil ? (
    <Alert tone="destructive" role="alert">
      <AlertDescription>
        {t("verify.locked", { time: format.dateTime(new Date(lockedUntil), { timeStyle: "short" }) })}
      </AlertDescription>
    </Alert>
  ) : null;

  return (
    <div className="grid gap-4" aria-busy={busy}>
      {locked}
      {props.hasPasskey ? (
        <Button type="button" onClick={proveWithPasskey} disabled={busy} className="w-full">
          <KeyRoundIcon aria-hidden />
          {t("verify.usePasskey")}
        </Button>
      ) : null}
      {locked ? null : (
        <form noValidate onSubmit={submitCode} className="grid gap-3">
          {mode === "totp" ? (
            <FormField label={t("verify.totpLabel")} id={codeId} description={t("verify.totpHint")} required>
              <TotpCodeInput
                name="code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoFocus={!props.hasPasskey}
              />
            </FormField>
          ) : (
            <FormField label={t("verify.recoveryLabel")} id={codeId} description={t("verify.recoveryHint")} required>
              <Input
                name="recovery-code"
                value={code}
                autoComplete="off"
                spellCheck={false}
                maxLength={32}
                className="font-mono"
                onChange={(e) => setCode(e.target.value)}
              />
            </FormField>
          )}
          {error ? (
            <Alert tone="destructive" role="alert">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
          <Button
            type="submit"
            variant={props.hasPasskey ? "outline" : "default"}
            disabled={busy || code.trim() === ""}
          >
            {t("verify.submit")}
          </Button>
        </form>
      )}
      {locked ? null : (
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {mode === "totp" ? (
            <button
              type="button"
              className="underline"
              onClick={() => {
                setMode("recovery");
                setCode("");
                setError(null);
              }}
            >
              {t("verify.useRecovery")}
            </button>
          ) : props.hasTotp ? (
            <button
              type="button"
              className="underline"
              onClick={() => {
                setMode("totp");
                setCode("");
                setError(null);
              }}
            >
              {t("verify.useTotp")}
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
