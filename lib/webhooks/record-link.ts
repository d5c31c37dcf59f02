/**
 * Where the dashboard shows the record an event is about: ramps and users
 * open by id in their list screens, accounts have a detail page. Savings
 * transactions and custodial accounts have no screen; their user does.
 */
export interface RecordLink {
  href: string;
  kind: "ramp" | "user" | "account";
  id: string;
}

const str = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);

export function recordLink(event: string, data: unknown): RecordLink | undefined {
  const record = data !== null && typeof data === "object" ? (data as Record<string, unknown>) : {};
  const id = str(record.id);
  const enc = encodeURIComponent;
  if (event === "RAMP" && id) return { kind: "ramp", id, href: `/ramps?id=${enc(id)}` };
  if (event === "USER" && id) return { kind: "user", id, href: `/users?id=${enc(id)}` };
  if (event === "ACCOUNT" && id) return { kind: "account", id, href: `/accounts/${enc(id)}` };
  const userId = str(record.userId);
  if ((event === "TRANSACTION" || event === "CUSTODIAL_ACCOUNT") && userId) {
    return { kind: "user", id: userId, href: `/users?id=${enc(userId)}` };
  }
  return undefined;
}

/** The envelope's data, when the payload is an envelope. */
export function envelopeData(payload: unknown): unknown {
  return payload !== null && typeof payload === "object" ? (payload as { data?: unknown }).data : undefined;
}

/** The status the event's record carries ("COMPLETED", "ACTIVE"…), when it has one: what tells rows apart at a glance. */
export function recordStatus(data: unknown): string | undefined {
  if (data === null || typeof data !== "object") return undefined;
  return str((data as Record<string, unknown>).status);
}
