"use client";

import { useTranslations } from "next-intl";
import { useFormatLocale } from "@/components/ui/use-format-locale";
import { type HoldNoticeData, willBeHeld } from "@/lib/approvals/hold-notice-data";
import { formatMinutes } from "@/lib/i18n/duration";
import { formatMoney } from "@/lib/i18n/format";

/**
 * One line in a confirmation saying, before the click, whether the change is sent to the API now
 * or held for approval, by how many other operators with which permission, within how long.
 * `applies`: whether this change is of the kind the policy holds (a role's description alone is
 * not); a recharge passes its amount, compared with the policy's threshold (no amount yet: the
 * line says from which amount recharges wait).
 */
export function HoldNotice({
  hold,
  applies = true,
  amount,
}: {
  hold: HoldNoticeData | null | undefined;
  applies?: boolean;
  amount?: number | null;
}) {
  const t = useTranslations("held.notice");
  const locale = useFormatLocale();
  if (!hold) return null;
  const values = { permission: hold.permission, ttl: formatMinutes(hold.ttlMinutes, locale) };
  const threshold = hold.thresholdCop ?? 0;
  // The same rule the maker's reason field follows (components/approvals/maker-reason-field.tsx).
  const held = willBeHeld(hold, applies, amount);
  let text: string;
  if (hold.enabled && applies && threshold > 0 && (amount === undefined || amount === null)) {
    text = t(hold.approvers === 2 ? "heldFromTwo" : "heldFromOne", {
      ...values,
      threshold: formatMoney(threshold, "COP", locale),
    });
  } else {
    text = held ? t(hold.approvers === 2 ? "heldTwo" : "heldOne", values) : t("sentNow");
  }
  return (
    <p className="text-sm text-muted-foreground" data-testid="hold-notice" data-held={held ? "true" : "false"}>
      {text}
    </p>
  );
}
