"use client";

import { SendIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { TestEventRefusal } from "@/lib/operations/webhook-test-event";
import { sendTestEvent } from "../actions";

/**
 * "Send test event": the API's own simulation moves a sandbox ramp through its cash-in, and its
 * RAMP events arrive below as any event would. Where it cannot run (production, no ramp list, no
 * ramp awaiting payment) the reason is said, with the next step.
 */
export function TestEvent({ sandbox }: { sandbox: boolean }) {
  const t = useTranslations("webhooks.testEvent");
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<TestEventRefusal | null>(sandbox ? null : "not_sandbox");

  async function send() {
    setPending(true);
    setRefusal(null);
    try {
      const result = await sendTestEvent({});
      if (result.ok !== true) {
        toast.error(t("failed"), { description: result.ok === false ? result.error.message : undefined });
        return;
      }
      if (result.data.sent) toast.success(t("sent", { id: result.data.rampId }));
      else setRefusal(result.data.reason);
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="test-event-title" className="grid gap-2" data-testid="test-event">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 id="test-event-title" className="text-base font-semibold">
            {t("title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("description")}</p>
        </div>
        {sandbox ? (
          <Button variant="outline" onClick={() => void send()} disabled={pending} aria-busy={pending || undefined}>
            <SendIcon aria-hidden />
            {t("send")}
          </Button>
        ) : null}
      </div>
      {refusal ? (
        <Alert tone="info" data-testid="test-event-refusal" data-reason={refusal}>
          <AlertDescription>
            {t(`refusals.${refusal}`)}{" "}
            {refusal === "no_ramp_awaiting_payment" ? (
              <Link href="/ramps" className="text-primary underline-offset-2 hover:underline">
                {t("openRamps")}
              </Link>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}
    </section>
  );
}
