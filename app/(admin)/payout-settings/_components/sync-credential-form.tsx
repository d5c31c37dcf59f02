"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { configurePayoutSync, removePayoutSync } from "../actions";

/**
 * The read-only API operator the payouts sync signs in as. The password goes to the server once and
 * is stored sealed; the screen shows only the email, who set it and when.
 */
export function SyncCredentialForm({
  mayEdit,
  configured,
  sandboxDefault,
}: {
  mayEdit: boolean;
  configured: { email: string; by: string; at: string } | null;
  sandboxDefault: boolean;
}) {
  const t = useTranslations("payoutSettings.credential");
  const router = useRouter();
  const configure = useStepUpAction(configurePayoutSync);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      const result = await configure({ email: email.trim(), password });
      if (result.ok === false) {
        setError(result.error.message);
        return;
      }
      setPassword("");
      toast.success(t("saved"));
      router.refresh();
    } finally {
      setPending(false);
    }
  }

  async function remove() {
    setPending(true);
    try {
      const result = await removePayoutSync({});
      if (result.ok === false) setError(result.error.message);
      else router.refresh();
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="flex flex-col gap-3" aria-labelledby="credential-title" data-testid="sync-credential">
      <div>
        <h2 id="credential-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      {configured ? (
        <p className="text-sm">
          {t.rich("configured", {
            email: configured.email,
            by: configured.by,
            at: () => <DateTime value={configured.at} />,
          })}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{sandboxDefault ? t("sandboxDefault") : t("none")}</p>
      )}
      {mayEdit ? (
        <form onSubmit={submit} className="flex max-w-md flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="sync-email">{t("email")}</Label>
            <Input
              id="sync-email"
              type="email"
              autoComplete="off"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="sync-password">{t("password")}</Label>
            <Input
              id="sync-password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending}>
              {t("save")}
            </Button>
            {configured ? (
              <Button type="button" variant="outline" disabled={pending} onClick={() => void remove()}>
                {t("remove")}
              </Button>
            ) : null}
          </div>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">{t("readOnly")}</p>
      )}
    </section>
  );
}
