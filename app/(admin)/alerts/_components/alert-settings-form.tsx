"use client";

import { useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { LOCALES } from "@/lib/i18n/locale";
import type { AlertSettingsView } from "@/lib/operations/alert-settings";
import { saveAlertSettings } from "../actions";

const KNOWN_ERRORS = new Set(["ALERTS.UNKNOWN_OPERATOR", "ALERTS.URL_REFUSED", "ALERTS.SECRET_REQUIRED"]);

/**
 * On-call operators and the chat webhook. The signing secret is typed once and stored sealed:
 * the form never shows it back, only whether one is set (left empty, the stored one is kept).
 */
export function AlertSettingsForm({
  settings,
  operators,
  mayEdit,
}: {
  settings: AlertSettingsView;
  operators: { email: string; name: string }[];
  mayEdit: boolean;
}) {
  const t = useTranslations("alertSettings");
  const save = useStepUpAction(saveAlertSettings);
  const [pending, start] = useTransition();
  const [onCall, setOnCall] = useState(new Set(settings.onCall));
  const [url, setUrl] = useState(settings.chatWebhookUrl ?? "");
  const [secret, setSecret] = useState("");
  const [chatLanguage, setChatLanguage] = useState(settings.chatLanguage);
  const [error, setError] = useState<string | null>(null);
  const ids = { url: useId(), secret: useId(), language: useId() };

  const submit = () =>
    start(async () => {
      setError(null);
      const result = await save({
        onCall: [...onCall],
        chatWebhookUrl: url.trim() === "" ? null : url.trim(),
        chatLanguage,
        ...(secret ? { signingSecret: secret } : {}),
      });
      if (result.ok === true) {
        setSecret("");
        toast.success(t("saved"));
      } else if (result.ok === false) {
        const code = result.error.code ?? "";
        setError(KNOWN_ERRORS.has(code) ? t(`errors.${code}`, { reason: result.error.message }) : result.error.message);
      }
    });

  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="flex flex-col gap-2" disabled={!mayEdit || pending}>
        <legend className="text-sm font-semibold">{t("onCall")}</legend>
        <p className="text-sm text-muted-foreground">{t("onCallHint")}</p>
        {operators.length === 0 ? <p className="text-sm text-muted-foreground">{t("noOperators")}</p> : null}
        {/* Rows 12 px apart: each checkbox keeps the 24 px target WCAG 2.2 asks (2.5.8). */}
        <ul className="flex flex-col gap-3">
          {operators.map((operator) => {
            const id = `on-call-${operator.email}`;
            return (
              <li key={operator.email} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={onCall.has(operator.email)}
                  onCheckedChange={(checked) => {
                    const next = new Set(onCall);
                    if (checked === true) next.add(operator.email);
                    else next.delete(operator.email);
                    setOnCall(next);
                  }}
                />
                <Label htmlFor={id} className="font-normal">
                  {operator.name === operator.email ? operator.email : `${operator.name} (${operator.email})`}
                </Label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset className="flex flex-col gap-2" disabled={!mayEdit || pending}>
        <legend className="text-sm font-semibold">{t("chat")}</legend>
        <p className="text-sm text-muted-foreground">{t("chatHint")}</p>
        <Label htmlFor={ids.url}>{t("url")}</Label>
        <Input
          id={ids.url}
          type="url"
          inputMode="url"
          value={url}
          placeholder="https://hooks.slack.com/services/…"
          onChange={(event) => setUrl(event.target.value)}
        />
        <Label htmlFor={ids.secret}>{t("secret")}</Label>
        <Input
          id={ids.secret}
          type="password"
          autoComplete="new-password"
          value={secret}
          minLength={16}
          placeholder={settings.hasSecret ? t("secretKept") : t("secretPlaceholder")}
          onChange={(event) => setSecret(event.target.value)}
        />
        <p className="text-xs text-muted-foreground">{t("signatureHint")}</p>
        <Label htmlFor={ids.language}>{t("chatLanguage")}</Label>
        <Select value={chatLanguage} onValueChange={(value) => setChatLanguage(value === "es" ? "es" : "en")}>
          <SelectTrigger id={ids.language} className="sm:w-60">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {LOCALES.map((locale) => (
              <SelectItem key={locale} value={locale}>
                {t(`languages.${locale}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {mayEdit ? (
        <div>
          <Button type="submit" disabled={pending}>
            {t("save")}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t("readOnly")}</p>
      )}
    </form>
  );
}
