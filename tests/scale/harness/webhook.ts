import { createHmac, randomUUID } from "node:crypto";

/** A signed RAMP envelope, signed here with Node's crypto (not the dashboard's helper). */
export function signedEnvelope(secret: string, id = `evt_${randomUUID()}`) {
  const now = new Date().toISOString();
  const body = JSON.stringify({
    id,
    event: "RAMP",
    action: "UPDATE",
    data: { id: `ramp_${randomUUID()}`, status: "COMPLETED" },
    createdAt: now,
    updatedAt: now,
    attempts: 0,
  });
  const signature = createHmac("sha256", secret).update(body).digest("hex");
  return { id, body, headers: { "content-type": "application/json", "x-signature-sha256": signature } };
}
