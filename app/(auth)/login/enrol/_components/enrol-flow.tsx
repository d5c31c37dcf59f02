"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { EnrolFactor } from "@/components/auth/mfa/enrol-factor";
import { RecoveryCodes } from "@/components/auth/mfa/recovery-codes";
import { Button } from "@/components/ui/button";
import { confirmTotp, type EnrolDone, passkeyOptions, registerPasskey, startTotp } from "../actions";

const actions = { startTotp, confirmTotp, passkeyOptions, registerPasskey };

/** Enrol the first factor, then keep the recovery codes, then continue to the page asked for. */
export function EnrolFlow({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations("mfa");
  const [done, setDone] = useState<EnrolDone | null>(null);
  if (!done) return <EnrolFactor actions={actions} onDone={setDone} />;
  return (
    <div className="grid gap-4">
      <p className="text-sm font-medium" role="status">
        {t("enrol.added")}
      </p>
      <RecoveryCodes codes={done.recoveryCodes} />
      <Button type="button" onClick={() => window.location.assign(callbackUrl)}>
        {t("enrol.continue")}
      </Button>
    </div>
  );
}
