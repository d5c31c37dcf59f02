import "server-only";
import { claimAlertKeys, readAlertSettings } from "@/lib/db/queries/alert-settings";
import { ownershipOf } from "@/lib/db/queries/payout-ownership";
import { getEnv } from "@/lib/env";
import { formatLocaleFor, formatMoney } from "@/lib/i18n/format";
import type { AppLocale } from "@/lib/i18n/locale";
import { serverText } from "@/lib/i18n/server-text";
import { getLogger } from "@/lib/log/logger";
import { notify } from "@/lib/notifications/notify";
import { decryptToken } from "@/lib/security/token-crypto";
import { checkChatWebhookUrl, postChatMessage } from "./chat-webhook";
import { isQuiet } from "./ownership";
import { type PayoutTransition, transitionKey } from "./transitions";

/**
 * Alerts (issue 29, point 7). The payouts sync calls `alertTransitions` once per finished cycle
 * with what entered attention in it (lib/payouts/transitions.ts). Each payout's assignee, or the
 * customer's on-call list when nobody owns it, gets an in-app notification per payout; the chat
 * webhook, when configured, gets ONE digest message for the whole cycle. A transition raised
 * before (a retried cycle) is not raised again; a payout an operator set aside in the status it
 * still has is left alone.
 *
 * It never blocks the sync: the store writes are awaited (a few rows), the chat message is sent
 * in the background with retries and backoff, and every failure is logged, never thrown.
 */

/** Waits before the 2nd, 3rd and 4th attempts of a chat message. */
export const CHAT_RETRY_DELAYS_MS = [2_000, 15_000, 60_000] as const;
/** Payouts listed in a digest; the rest are counted. */
const DIGEST_LINES = 20;

export interface AlertOptions {
  /** Waits between chat attempts (tests shorten them). */
  retryDelaysMs?: readonly number[];
  now?: () => number;
}

export interface AlertReport {
  /** Transitions not raised before, and not set aside. */
  raised: number;
  /** In-app notifications stored. */
  notified: number;
  /** Whether a chat digest was queued. */
  chat: boolean;
}

/** Chat messages still being sent or retried (tests and shutdown wait for them). */
const inFlight = new Set<Promise<void>>();

/** Resolves once every chat message queued so far has been delivered or given up. */
export async function settleAlertDeliveries(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** Slack's mrkdwn reserves &, < and >: values are data, shown as typed. */
const escapeChat = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The Slack-compatible body of one cycle's digest, in the language the customer chose for its
 * chat (alert settings): `text` for any client, `blocks` for Slack. Statuses by their names, with
 * the API's code beside; amounts in that language's format.
 */
export async function digestMessage(
  transitions: readonly PayoutTransition[],
  locale: AppLocale,
): Promise<{ text: string; blocks: unknown[] }> {
  const [t, statuses] = await Promise.all([serverText(locale, "alertSettings"), serverText(locale, "codes")]);
  const statusName = (code: string) => {
    try {
      return statuses(`payoutStatus.${code}`);
    } catch {
      return code; // A status newer than the catalog: its code.
    }
  };
  const line = (x: PayoutTransition) => {
    const values = { status: statusName(x.status), code: x.status };
    const what = x.kind === "failed" ? t("digest.failed", values) : t("digest.overdue", values);
    const amount =
      x.amount !== undefined && x.currency ? ` · ${formatMoney(x.amount, x.currency, formatLocaleFor(locale))}` : "";
    const who = x.beneficiaryName ? ` · ${x.beneficiaryName}` : "";
    return escapeChat(`• ${x.payoutId} ${what}${amount}${who}`);
  };
  const failed = transitions.filter((x) => x.kind === "failed").length;
  const headline = escapeChat(
    t("digest.headline", { count: transitions.length, failed, overdue: transitions.length - failed }),
  );
  const lines = transitions.slice(0, DIGEST_LINES).map(line);
  const more = transitions.length - lines.length;
  if (more > 0) lines.push(escapeChat(t("digest.more", { count: more })));
  return {
    text: `${headline}\n${lines.join("\n")}`,
    blocks: [
      { type: "section", text: { type: "mrkdwn", text: `*${headline}*` } },
      { type: "section", text: { type: "mrkdwn", text: lines.join("\n") } },
    ],
  };
}

export async function alertTransitions(
  customerId: string,
  transitions: readonly PayoutTransition[],
  options: AlertOptions = {},
): Promise<AlertReport> {
  const report: AlertReport = { raised: 0, notified: 0, chat: false };
  if (!customerId || transitions.length === 0) return report;
  const scope = { customerId };
  try {
    const owners = new Map(
      (
        await ownershipOf(
          scope,
          transitions.map((t) => t.payoutId),
        )
      ).map((r) => [r.payoutId, r]),
    );
    const now = new Date(options.now?.() ?? Date.now());
    // Set aside in the status it still has (acknowledged and snoozed, or resolved): not news.
    const live = transitions.filter((t) => {
      const row = owners.get(t.payoutId);
      if (!row) return true;
      const quiet = row.resolvedAt
        ? { payoutId: t.payoutId, state: "resolved" as const, statusThen: row.resolvedStatus, snoozedUntil: null }
        : row.ackAt
          ? {
              payoutId: t.payoutId,
              state: "acknowledged" as const,
              statusThen: row.ackStatus,
              snoozedUntil: row.snoozedUntil,
            }
          : null;
      return !quiet || !isQuiet(quiet, t.status, now);
    });
    const fresh = await claimAlertKeys(
      scope,
      live.map((t) => ({ key: transitionKey(t), payoutId: t.payoutId, kind: t.kind })),
    );
    const raised = live.filter((t) => fresh.has(transitionKey(t)));
    report.raised = raised.length;
    if (raised.length === 0) return report;

    const settings = await readAlertSettings(scope);
    for (const t of raised) {
      const assignee = owners.get(t.payoutId)?.assigneeEmail;
      const recipients = assignee ? [assignee] : settings.onCall;
      report.notified += await notify(
        customerId,
        recipients,
        t.kind === "failed" ? "payout.failed" : "payout.overdue",
        {
          payoutId: t.payoutId,
          status: t.status,
        },
      );
    }

    if (settings.chatWebhookUrl && settings.chatSecretEnc) {
      const secret = decryptToken(settings.chatSecretEnc, getEnv().TOKEN_ENCRYPTION_KEY, chatSecretContext(customerId));
      const message = await digestMessage(raised, settings.chatLanguage);
      queueChat(customerId, settings.chatWebhookUrl, secret, JSON.stringify(message), options);
      report.chat = true;
    }
  } catch (error) {
    getLogger().error({ err: error, customerId }, "payout alerts not raised");
  }
  return report;
}

/** The sealed chat secret's associated data: a secret sealed for one customer opens for no other. */
export const chatSecretContext = (customerId: string) => `alert-chat:${customerId}`;

function queueChat(customerId: string, rawUrl: string, secret: string, body: string, options: AlertOptions): void {
  const delays = options.retryDelaysMs ?? CHAT_RETRY_DELAYS_MS;
  const allowLoopback = getEnv().ALERT_WEBHOOK_ALLOW_LOOPBACK;
  const log = getLogger();
  const sending = (async () => {
    // Checked again before sending: the address a name resolves to may have changed since it was configured.
    const verdict = await checkChatWebhookUrl(rawUrl, allowLoopback);
    if (!verdict.ok) {
      log.warn({ customerId, reason: verdict.reason }, "alert chat webhook refused");
      return;
    }
    for (let attempt = 0; ; attempt++) {
      const result = await postChatMessage(verdict.url, body, secret, { allowLoopback, now: options.now });
      if (result.ok) return;
      const wait = delays[attempt];
      if (wait === undefined) {
        log.warn({ customerId, status: result.status, error: result.error }, "alert chat message given up");
        return;
      }
      await new Promise<void>((resolve) => {
        setTimeout(resolve, wait).unref?.();
      });
    }
  })().catch((error: unknown) => log.error({ err: error, customerId }, "alert chat message failed"));
  inFlight.add(sending);
  void sending.finally(() => inFlight.delete(sending));
}
