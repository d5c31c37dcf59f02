import { createHmac, randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/**
 * ACCOUNT webhook events posted to the dashboard's own receiver, signed as the specification
 * says (x-signature-sha256: hex HMAC-SHA256 of the raw body with the configuration's secret):
 * Prism sends no webhooks, so the e2e plays the API's part.
 */
export interface ReceiverHandle {
  url: string;
  secret: string;
}

/** "Receive here" on the Webhooks screen: the receiver URL and the secret shown once. */
export async function receiveHere(page: Page): Promise<ReceiverHandle> {
  await page.goto("/webhooks");
  await page.getByRole("button", { name: "Receive here", exact: true }).first().click();
  const secret = ((await page.getByTestId("secret-once").textContent()) ?? "").trim();
  const text = (await page.getByTestId("receiver-url").textContent()) ?? "";
  const url = text.match(/https?:\/\/\S+\/api\/webhooks\/receive\/[A-Za-z0-9_-]+/)?.[0] ?? "";
  expect(secret.length).toBeGreaterThanOrEqual(32);
  expect(url).not.toBe("");
  return { url, secret };
}

export async function postAccountEvent(
  receiver: ReceiverHandle,
  action: "CREATE" | "UPDATE" | "DELETE",
  account: { id: string; status: string; updatedAt: string },
  attempts = 0,
): Promise<void> {
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    event: "ACCOUNT",
    action,
    data: {
      ...account,
      userId: "usr_e2e_1",
      type: "PSE",
      externalId: `ext-${account.id}`,
      data: {},
      complianceUrl: "https://verify.compliance-e2e.io/session/1",
      createdAt: "2026-11-01T08:00:00.000Z",
    },
    createdAt: account.updatedAt,
    updatedAt: account.updatedAt,
    attempts,
  });
  const signature = createHmac("sha256", receiver.secret).update(body).digest("hex");
  const res = await fetch(receiver.url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-signature-sha256": signature },
    body,
  });
  expect(res.status, `${action} ${account.id}`).toBe(200);
}

/**
 * The queue as the events tell it: `pending` is last seen PENDING (by the record's updatedAt,
 * whatever the arrival order), `approved` was PENDING until a newer ACTIVE (its late retry
 * arrives last), `removed` was deleted.
 */
export async function feedAccountEvents(
  receiver: ReceiverHandle,
  ids: { pending: string; approved: string; removed: string },
) {
  await postAccountEvent(receiver, "CREATE", {
    id: ids.pending,
    status: "PENDING",
    updatedAt: "2026-11-02T10:00:00.000Z",
  });
  await postAccountEvent(receiver, "CREATE", {
    id: ids.approved,
    status: "PENDING",
    updatedAt: "2026-11-02T09:00:00.000Z",
  });
  await postAccountEvent(receiver, "UPDATE", {
    id: ids.approved,
    status: "ACTIVE",
    updatedAt: "2026-11-02T11:00:00.000Z",
  });
  await postAccountEvent(
    receiver,
    "UPDATE",
    { id: ids.approved, status: "PENDING", updatedAt: "2026-11-02T09:30:00.000Z" },
    3,
  );
  await postAccountEvent(receiver, "CREATE", {
    id: ids.removed,
    status: "PENDING",
    updatedAt: "2026-11-02T08:00:00.000Z",
  });
  await postAccountEvent(receiver, "DELETE", {
    id: ids.removed,
    status: "PENDING",
    updatedAt: "2026-11-02T12:00:00.000Z",
  });
}

/** The accounts screen shows the event-fed queue: the pending one, neither of the others. */
export async function expectEventQueue(page: Page, ids: { pending: string; approved: string; removed: string }) {
  // The receiver answers first and applies the event right after: a reload or two may be needed.
  const queue = page.getByTestId("event-queue");
  await expect(async () => {
    await page.goto("/accounts");
    await expect(queue).toContainText(ids.pending, { timeout: 1_000 });
    await expect(queue).not.toContainText(ids.approved, { timeout: 1_000 });
    await expect(queue).not.toContainText(ids.removed, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId("event-queue-since")).toContainText("Known from ACCOUNT events since");
  // Open by id still works, from the queue's link.
  await queue.getByRole("link", { name: ids.pending }).click();
  await page.waitForURL(`**/accounts/${ids.pending}`);
}
