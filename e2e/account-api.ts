import { expect } from "@playwright/test";
import { sandboxURL } from "../playwright.config";
import { sandboxLogin } from "./auth-helpers";

/** Straight to the sandbox as the given operator, so a test checks the API's state, not the screen's. */
async function sandboxCall(email: string, method: string, path: string, body?: unknown): Promise<Response> {
  const { accessToken } = await sandboxLogin(email);
  return fetch(`${sandboxURL}${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * A fresh PENDING account of Acme made through the sandbox API: tests that decide accounts never
 * race each other (or the edit tests) for the seed's pending ones.
 */
export async function newPendingAccount(label: string): Promise<string> {
  const users = await sandboxCall("ops@example.com", "GET", "/api/v2/users?limit=1");
  const userId = ((await users.json()) as { users: { id: string }[] }).users[0]?.id;
  if (!userId) throw new Error("the seed gave Acme no user");
  const response = await sandboxCall("ops@example.com", "POST", "/api/v2/accounts", {
    userId,
    type: "SPEI",
    externalId: `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    data: {
      clabe: "012180001234567891",
      bankCode: "012",
      countryCode: "MX",
      firstName: "Revisión",
      lastName: `E2E ${label}`,
    },
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  const account = (await response.json()) as { id: string; status: string };
  expect(account.status).toBe("PENDING");
  return account.id;
}

/** The account as the sandbox holds it. */
export async function sandboxAccount(id: string): Promise<{ id: string; status: string }> {
  const response = await sandboxCall("ops@example.com", "GET", `/api/v2/accounts/${encodeURIComponent(id)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; status: string };
}

/** A decision made behind the dashboard's back (another reviewer). */
export async function decideInSandbox(id: string, decision: "APPROVE" | "REJECT", reason?: string): Promise<void> {
  const response = await sandboxCall("compliance@example.com", "POST", `/api/v2/accounts/${id}/review`, {
    decision,
    reason,
  });
  expect(response.status).toBe(200);
}

/** How many accounts of a status the sandbox holds (limit 1: totalPage is the count). */
export async function sandboxCount(status: string): Promise<number> {
  const response = await sandboxCall("ops@example.com", "GET", `/api/v2/accounts?status=${status}&limit=1`);
  return ((await response.json()) as { totalPage: number }).totalPage;
}
