import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { encryptToken } from "@/lib/security/token-crypto";
import type { PayoutTransition } from "./transitions";

vi.mock("server-only", () => ({}));

/**
 * Alerts end to end on a real store and a real local HTTP receiver (the chat webhook): one
 * signed digest per cycle, retried after a failure, never twice for the same transitions, never
 * holding up the caller; in-app notifications to the assignee or the on-call list, per customer.
 */

const SECRET = "chat-signing-secret-0123456789";

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  answered: number;
}

let store: TestStore;
let receiver: http.Server;
let url: string;
const received: Received[] = [];
/** Status codes the receiver answers, in order; 200 once they run out. */
let script: number[] = [];
let answerDelayMs = 0;
let alerts: typeof import("./alerts");
let settings: typeof import("@/lib/db/queries/alert-settings");
let ownership: typeof import("@/lib/db/queries/payout-ownership");
let notifications: typeof import("@/lib/db/queries/notifications");

const ACME = { customerId: "cus-acme" };
const at = new Date("2026-11-27T10:00:00.000Z");
const transition = (payoutId: string, kind: PayoutTransition["kind"], status: string): PayoutTransition => ({
  payoutId,
  kind,
  status,
  at,
  amount: 1500,
  currency: "COP",
  beneficiaryName: "Ana <b>Gómez</b>",
});

async function configureChat(customerId: string, target: string, chatLanguage: "en" | "es" = "en") {
  await settings.writeAlertSettings(
    { customerId },
    {
      onCall: ["oncall@acme.example"],
      chatWebhookUrl: target,
      chatSecretEnc: encryptToken(SECRET, getEnv().TOKEN_ENCRYPTION_KEY, alerts.chatSecretContext(customerId)),
      chatLanguage,
      updatedBy: "admin@acme.example",
    },
  );
}

const unread = (customerId: string, email: string) => notifications.unreadCount({ customerId }, email);
/** Requests the receiver answered 2xx: messages delivered. */
const delivered = () => received.filter((r) => r.answered >= 200 && r.answered < 300);

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const status = script.shift() ?? 200;
      setTimeout(() => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), answered: status });
        res.writeHead(status).end();
      }, answerDelayMs);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/alerts`;
  process.env.ALERT_WEBHOOK_ALLOW_LOOPBACK = "true";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  alerts = await import("./alerts");
  settings = await import("@/lib/db/queries/alert-settings");
  ownership = await import("@/lib/db/queries/payout-ownership");
  notifications = await import("@/lib/db/queries/notifications");
}, 60_000);

afterAll(async () => {
  delete process.env.ALERT_WEBHOOK_ALLOW_LOOPBACK;
  resetEnvForTests();
  setStoreForTests(undefined);
  await store?.dispose();
  await new Promise((resolve) => receiver?.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  script = [];
  answerDelayMs = 0;
});

describe(`alertTransitions (${testStoreKind()})`, () => {
  it("sends one signed digest per cycle, retried after a failure, and tells the assignee or the on-call list", async () => {
    await configureChat("cus-acme", url);
    await ownership.changeOwnership(ACME, "po_1", { assigneeEmail: "ana@acme.example", assigneeName: "Ana" });
    script = [503];
    const cycle = [
      transition("po_1", "failed", "CASH_OUT_FAILED"),
      transition("po_2", "overdue", "KYT_OUT_PENDING"),
      transition("po_3", "overdue", "CASH_IN_PENDING"),
    ];
    const report = await alerts.alertTransitions("cus-acme", cycle, { retryDelaysMs: [20, 20] });
    expect(report).toEqual({ raised: 3, notified: 3, chat: true });
    await alerts.settleAlertDeliveries();
    expect(received.map((r) => r.answered)).toEqual([503, 200]);
    expect(delivered()).toHaveLength(1);
    const message = delivered()[0];
    if (!message) throw new Error("no message");
    const timestamp = message.headers["x-dashboard-timestamp"];
    const expected = createHmac("sha256", SECRET).update(`${timestamp}.${message.body}`).digest("hex");
    expect(message.headers["x-dashboard-signature"]).toBe(`v1=${expected}`);
    expect(message.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(message.body) as { text: string; blocks: unknown[] };
    expect(body.text).toContain("3 payouts need attention: 1 failed, 2 overdue");
    expect(body.text).toContain("po_1 failed: Cash-out failed (CASH_OUT_FAILED) · COP\u00a01,500");
    // A name is data: Slack's markup characters arrive escaped.
    expect(body.text).toContain("Ana &lt;b&gt;Gómez&lt;/b&gt;");
    expect(body.blocks).toHaveLength(2);
    expect(await unread("cus-acme", "ana@acme.example")).toBe(1);
    expect(await unread("cus-acme", "oncall@acme.example")).toBe(2);
    expect(await unread("cus-globex", "oncall@acme.example")).toBe(0);
  });

  it("raises nothing twice: the same cycle again sends no message and stores no notification", async () => {
    const again = await alerts.alertTransitions("cus-acme", [transition("po_2", "overdue", "KYT_OUT_PENDING")]);
    await alerts.settleAlertDeliveries();
    expect(again).toEqual({ raised: 0, notified: 0, chat: false });
    expect(received).toHaveLength(0);
    expect(await unread("cus-acme", "oncall@acme.example")).toBe(2);
  });

  it("leaves out a payout set aside in the status it still has", async () => {
    await ownership.changeOwnership(ACME, "po_4", {
      ackAt: new Date(),
      ackReason: "bank is on it",
      ackStatus: "KYT_OUT_PENDING",
      snoozedUntil: new Date(Date.now() + 3_600_000),
    });
    const report = await alerts.alertTransitions("cus-acme", [transition("po_4", "overdue", "KYT_OUT_PENDING")]);
    await alerts.settleAlertDeliveries();
    expect(report.raised).toBe(0);
    expect(received).toHaveLength(0);
  });

  it("does not wait for the chat service: the cycle goes on while the message is on its way", async () => {
    answerDelayMs = 400;
    const started = Date.now();
    const report = await alerts.alertTransitions("cus-acme", [transition("po_5", "failed", "FAILED")]);
    expect(report.chat).toBe(true);
    expect(received).toHaveLength(0);
    expect(Date.now() - started).toBeLessThan(400);
    await alerts.settleAlertDeliveries();
    expect(delivered()).toHaveLength(1);
  });

  it("refuses a loopback chat URL without the test setting, and sends nothing there", async () => {
    const { checkChatWebhookUrl } = await import("./chat-webhook");
    expect(await checkChatWebhookUrl(url, false)).toMatchObject({ ok: false });
    expect(await checkChatWebhookUrl("http://localhost:9/x", false)).toMatchObject({ ok: false });
    expect(await checkChatWebhookUrl("http://10.0.0.8/x", true)).toMatchObject({ ok: false });
    expect(await checkChatWebhookUrl("http://hooks.example.com/x", true)).toMatchObject({ ok: false });
    expect(await checkChatWebhookUrl(url, true)).toMatchObject({ ok: true });
    process.env.ALERT_WEBHOOK_ALLOW_LOOPBACK = "false";
    resetEnvForTests();
    try {
      await configureChat("cus-loop", url);
      const report = await alerts.alertTransitions("cus-loop", [transition("po_9", "failed", "FAILED")], {
        retryDelaysMs: [],
      });
      await alerts.settleAlertDeliveries();
      expect(report.raised).toBe(1);
      expect(received).toHaveLength(0);
    } finally {
      process.env.ALERT_WEBHOOK_ALLOW_LOOPBACK = "true";
      resetEnvForTests();
    }
  });
  it("writes the digest in the language the customer chose for its chat", async () => {
    await configureChat("cus-acme", url, "es");
    const report = await alerts.alertTransitions("cus-acme", [
      transition("po_es_1", "failed", "CASH_OUT_FAILED"),
      transition("po_es_2", "overdue", "KYT_OUT_PENDING"),
    ]);
    expect(report.chat).toBe(true);
    await alerts.settleAlertDeliveries();
    const body = JSON.parse(delivered()[0]?.body ?? "{}") as { text: string };
    expect(body.text).toContain("2 pagos requieren atención: 1 fallido, 1 vencido");
    expect(body.text).toContain("po_es_1 fallido: Dispersión fallida (CASH_OUT_FAILED) · COP\u00a01.500");
    expect(body.text).toContain("po_es_2 vencido en ");
    await configureChat("cus-acme", url);
  });
});
