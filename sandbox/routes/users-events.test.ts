import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { userSchema } from "@/lib/contract";
import { queryRows } from "../events/sql";
import { validUser } from "../property/valid-bodies";
import { createTestApp, type TestApp } from "../test/test-app";
import { subscribeCustomer } from "../test/webhook-subscription";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: { acmePayouts: 0, otraPayouts: 0, acmeUsers: 1, otraUsers: 1 } });
  token = await t.login();
  await subscribeCustomer(t, ["USER"]);
});
afterAll(() => t.close());

const userEvents = () =>
  queryRows<{ action: string; data: { id: string } }>(
    t.db,
    sql`SELECT action, data FROM webhook_deliveries WHERE event = 'USER' ORDER BY seq`,
  );

it("writes one USER CREATE event with the User record when a user is created, none on an idempotent retry", async () => {
  const body = { ...validUser, externalId: "client-user-42" };
  const created = await t.api("POST", "/api/v2/users", { token, body });
  expect(created.status).toBe(201);
  const user = userSchema.parse(created.body);
  expect(await userEvents()).toEqual([{ action: "CREATE", data: user }]);
  expect((await t.api("POST", "/api/v2/users", { token, body })).status).toBe(200);
  expect(await userEvents()).toHaveLength(1);
});

it("writes no event for a refused creation", async () => {
  const before = await userEvents();
  const res = await t.api("POST", "/api/v2/users", { token, body: { ...validUser, type: "ROBOT" } });
  expect(res.status).toBe(400);
  expect(await userEvents()).toEqual(before);
});
