import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badRequestErrorSchema, otherErrorSchema, userSchema } from "@/lib/contract";
import { queryRows } from "../events/sql";
import { firstUserId } from "../test/lookups";
import { createTestApp, OPERATORS, type TestApp } from "../test/test-app";
import { subscribeCustomer } from "../test/webhook-subscription";

let t: TestApp;
let token: string;
let userId: string;
let otherUserId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: { acmePayouts: 0, otraPayouts: 0, acmeUsers: 2, otraUsers: 1 } });
  token = await t.login();
  await subscribeCustomer(t, ["USER"]);
  userId = await firstUserId(t, token);
  otherUserId = await firstUserId(t, await t.login(OPERATORS.other));
});
afterAll(() => t.close());

const updateEvents = () =>
  queryRows<{ data: { id: string; status: string; accessLevel: string; note: string | null } }>(
    t.db,
    sql`SELECT data FROM webhook_deliveries WHERE event = 'USER' AND action = 'UPDATE' ORDER BY seq`,
  );

describe("PATCH /api/v2/users/{id} (sandbox extension)", () => {
  it("records a KYC decision and emits one USER UPDATE event carrying the updated user", async () => {
    const res = await t.api("PATCH", `/api/v2/users/${userId}`, {
      token,
      body: { status: "ACTIVE", accessLevel: "L2", note: "Documents checked" },
    });
    expect(res.status).toBe(200);
    const user = userSchema.parse(res.body);
    expect(user).toMatchObject({ id: userId, status: "ACTIVE", accessLevel: "L2", note: "Documents checked" });
    const events = await updateEvents();
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toEqual(user);
  });

  it("a PATCH that changes nothing answers the user and emits nothing", async () => {
    const before = await updateEvents();
    const res = await t.api("PATCH", `/api/v2/users/${userId}`, { token, body: { status: "ACTIVE" } });
    expect(res.status).toBe(200);
    expect(userSchema.parse(res.body).status).toBe("ACTIVE");
    expect(await updateEvents()).toEqual(before);
  });

  it("clears the note with null", async () => {
    const res = await t.api("PATCH", `/api/v2/users/${userId}`, { token, body: { note: null } });
    expect(userSchema.parse(res.body).note).toBeNull();
    expect((await updateEvents()).at(-1)?.data.note).toBeNull();
  });

  it("refuses an empty body, an unknown status and unknown fields with the 400 body, changing nothing", async () => {
    const before = await updateEvents();
    for (const body of [{}, { status: "APPROVED" }, { accessLevel: "L9" }, { status: "ACTIVE", email: "x@y.z" }]) {
      const res = await t.api("PATCH", `/api/v2/users/${userId}`, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(badRequestErrorSchema.parse(res.body).statusCode).toBe("400");
    }
    expect(await updateEvents()).toEqual(before);
  });

  it("answers 404 for an unknown user and for another customer's user, which stays unchanged", async () => {
    const statusOfOther = async () =>
      (await queryRows<{ status: string }>(t.db, sql`SELECT status FROM users WHERE id = ${otherUserId}`))[0]?.status;
    const before = await statusOfOther();
    const target = before === "SUSPENDED" ? "ACTIVE" : "SUSPENDED";
    for (const id of ["no-such-user", otherUserId]) {
      const res = await t.api("PATCH", `/api/v2/users/${id}`, { token, body: { status: target } });
      expect(res.status).toBe(404);
      expect(otherErrorSchema.parse(res.body).errorCode).toBe("USER.1004");
    }
    expect(before).toBeDefined();
    expect(await statusOfOther()).toBe(before);
  });

  it("needs users:update: the compliance role reads users but gets 403 here", async () => {
    const compliance = await t.login(OPERATORS.compliance);
    expect((await t.api("GET", "/api/v2/users", { token: compliance })).status).toBe(200);
    const res = await t.api("PATCH", `/api/v2/users/${userId}`, { token: compliance, body: { status: "SUSPENDED" } });
    expect(res.status).toBe(403);
  });

  it("is marked as a sandbox extension in the OpenAPI document", async () => {
    const doc = (await t.api("GET", "/api/v2/openapi.json")).body as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(doc.paths["/api/v2/users/{id}"]?.patch?.["x-sandbox-extension"]).toBe(true);
  });
});
