import { sql } from "drizzle-orm";
import type { EventType } from "@/lib/contract";
import { SEED } from "../seed/base";
import type { TestApp } from "./test-app";

/**
 * Gives a customer an active webhook configuration for the given events, straight in the
 * store, so the operations a test calls put their events in the outbox. The URL is never
 * called: these tests read the outbox, not deliveries.
 */
export async function subscribeCustomer(
  t: TestApp,
  events: readonly EventType[],
  customerId: string = SEED.customers.acme.id,
): Promise<void> {
  const id = `cfg-test-${customerId}-${events.join("-").toLowerCase()}`;
  await t.db.execute(
    sql`INSERT INTO webhook_configs (id, customer_id, url, secret, events)
        VALUES (${id}, ${customerId}, 'https://hooks.example.com/ramp', ${"s".repeat(32)}, ${`{${events.join(",")}}`}::text[])`,
  );
}
