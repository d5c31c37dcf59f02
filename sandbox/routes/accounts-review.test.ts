import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  accountListResponseSchema,
  accountSchema,
  badRequestErrorSchema,
  otherErrorSchema,
} from "@/lib/contract";
import { queryRows } from "../events/sql";
import { createTestApp, OPERATORS, type TestApp } from "../test/test-app";
import { subscribeCustomer } from "../test/webhook-subscription";

let t: TestApp;
let ops: string;
let compliance: string;
let other: string;
let pending: Account[];

beforeAll(async () => {
  t = await createTestApp();
  [ops, compliance, other] = await Promise.all([
    t.login(OPERATORS.ops),
    t.login(OPERATORS.compliance),
    t.login(OPERATORS.other),
  ]);
  const res = await t.api("GET", "/api/v2/accounts?status=PENDING&limit=100", { token: ops });
  pending = accountListResponseSchema.parse(res.body).accounts;
  await subscribeCustomer(t, ["ACCOUNT"]);
});
afterAll(() => t.close());

const review = (id: string, body: unknown, token = compliance) =>
  t.api("POST", `/api/v2/accounts/${id}/review`, { token, body });

const pendingAt = (i: number) => {
  const account = pending[i];
  if (!account) throw new Error(`the seed has fewer than ${i + 1} PENDING accounts`);
  return account;
};

async function updateEvents(id: string) {
  const rows = await queryRows<{ action: string; data: Account }>(
    t.db,
    sql`SELECT action, data FROM webhook_deliveries WHERE event = 'ACCOUNT' ORDER BY seq`,
  );
  return rows.filter((r) => r.action === "UPDATE" && r.data.id === id);
}

describe("POST /api/v2/accounts/{id}/review", () => {
  it("approves a PENDING account: ACTIVE, one ACCOUNT UPDATE event, the decision recorded", async () => {
    const account = pendingAt(0);
    const res = await review(account.id, { decision: "APPROVE" });
    expect(res.status).toBe(200);
    expect(accountSchema.parse(res.body).status).toBe("ACTIVE");
    const events = await updateEvents(account.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toMatchObject({ id: account.id, status: "ACTIVE" });
    expect(events[0]?.data.complianceUrl).toBeTruthy();
  });

  it("rejects with the reason kept, and refuses a rejection without one", async () => {
    const account = pendingAt(1);
    const refused = await review(account.id, { decision: "REJECT" });
    expect(refused.status).toBe(400);
    expect(badRequestErrorSchema.parse(refused.body).arguments.map((a) => a.key)).toContain("reason");
    expect((await updateEvents(account.id)).length).toBe(0);

    const res = await review(account.id, { decision: "REJECT", reason: "Document photo unreadable" });
    expect(res.status).toBe(200);
    expect(accountSchema.parse(res.body).status).toBe("REJECTED");
    const rows = await queryRows<{ decision: string; reason: string }>(
      t.db,
      sql`SELECT decision, reason FROM account_reviews WHERE account_id = ${account.id}`,
    );
    expect(rows).toEqual([{ decision: "REJECT", reason: "Document photo unreadable" }]);
  });

  it("decides an account once: a second decision, or two at once, leaves one winner and a 409", async () => {
    const account = pendingAt(2);
    const answers = await Promise.all([
      review(account.id, { decision: "APPROVE" }),
      review(account.id, { decision: "REJECT", reason: "racing" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const conflictBody = answers.find((a) => a.status === 409)?.body;
    expect(otherErrorSchema.parse(conflictBody).errorCode).toBe("ACCOUNT.1410");
    expect(await updateEvents(account.id)).toHaveLength(1);
  });

  it("refuses bad input with the spec's 400 body and changes nothing", async () => {
    const account = pendingAt(3);
    for (const body of [
      { decision: "MAYBE" },
      { decision: "REJECT", reason: "x".repeat(501) },
      { decision: "APPROVE", extra: 1 },
      {},
    ]) {
      const res = await review(account.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(badRequestErrorSchema.safeParse(res.body).success).toBe(true);
    }
    const after = await t.api("GET", `/api/v2/accounts/${account.id}`, { token: ops });
    expect(accountSchema.parse(after.body).status).toBe("PENDING");
  });

  it("needs accounts:review, and another customer's account is a 404 like an unknown one", async () => {
    const account = pendingAt(3);
    const foreign = await review(account.id, { decision: "APPROVE" }, other);
    expect(foreign.status).toBe(404);
    expect(otherErrorSchema.parse(foreign.body).errorCode).toBe("ACCOUNT.1404");
    expect((await review("nope", { decision: "APPROVE" })).status).toBe(404);
    const me = await t.api("GET", "/api/v2/backoffice/me", { token: compliance });
    expect((me.body as { permissions: string[] }).permissions).toContain("accounts:review");
    const after = await t.api("GET", `/api/v2/accounts/${account.id}`, { token: ops });
    expect(accountSchema.parse(after.body).status).toBe("PENDING");
  });
});
