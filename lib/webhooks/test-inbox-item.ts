import type { InboxItem } from "./inbox-item";

/**
 * An inbox item for tests: a RAMP UPDATE of ramp_1, first copy, received now,
 * whose payload names the item's id. Each test overrides what it is about.
 */
export function testInboxItem(overrides: Partial<InboxItem> & { id: string }): InboxItem {
  return {
    seq: 1,
    event: "RAMP",
    action: "UPDATE",
    recordId: "ramp_1",
    attempts: 0,
    duplicateCount: 0,
    receivedAt: new Date().toISOString(),
    payload: { id: overrides.id, data: { id: "ramp_1" } },
    ...overrides,
  };
}
