import { afterEach, describe, expect, it, vi } from "vitest";
import type { ListenSource } from "@/lib/db/listener";
import { CustomerHub } from "./customer-hub";

vi.mock("server-only", () => ({}));

const hubs: CustomerHub[] = [];
afterEach(async () => {
  for (const hub of hubs.splice(0)) await hub.close();
});

/** A LISTEN connection the test can break, and whose notifications it sends. */
function scriptedSource() {
  let kill = () => {};
  let send: (payload: string) => void = () => {};
  const source: ListenSource = async (_channel, { notify, lost }) => {
    kill = () => lost(new Error("terminating connection due to administrator command"));
    send = notify;
    return { close: async () => {} };
  };
  return { source, kill: () => kill(), send: (payload: string) => send(payload) };
}

describe("CustomerHub (the notifications and payout-work fan-out)", () => {
  it("hands a change from another instance to that customer's listeners only, with its detail", async () => {
    const conn = scriptedSource();
    const hub = new CustomerHub("payout_work", { listenSource: conn.source });
    hubs.push(hub);
    const acme = vi.fn();
    const otra = vi.fn();
    hub.subscribe("cus-acme", acme);
    hub.subscribe("cus-otra", otra);
    await hub.ensureListening();
    acme.mockClear();
    otra.mockClear();
    conn.send(JSON.stringify({ o: "another-instance", c: "cus-acme", d: "po_1" }));
    // Its own notice comes back over LISTEN too: already delivered in memory, not twice.
    conn.send(JSON.stringify({ o: hub.instanceId, c: "cus-otra", d: "po_2" }));
    conn.send("not json");
    expect(acme).toHaveBeenCalledTimes(1);
    expect(acme).toHaveBeenCalledWith("po_1");
    expect(otra).not.toHaveBeenCalled();
  });

  it("publishes in memory at once and to the other instances with the customer and detail", async () => {
    const sent: string[] = [];
    const hub = new CustomerHub("notifications", {
      listenSource: scriptedSource().source,
      notify: async (payload) => {
        sent.push(payload);
      },
    });
    hubs.push(hub);
    const acme = vi.fn();
    hub.subscribe("cus-acme", acme);
    await hub.publish("cus-acme");
    expect(acme).toHaveBeenCalledWith(undefined);
    expect(JSON.parse(sent[0] ?? "{}")).toEqual({ o: hub.instanceId, c: "cus-acme" });
  });

  it("has every listener read again once it listens after a lost connection", async () => {
    const conn = scriptedSource();
    const hub = new CustomerHub("notifications", { listenSource: conn.source });
    hubs.push(hub);
    const acme = vi.fn();
    hub.subscribe("cus-acme", acme);
    await hub.ensureListening();
    acme.mockClear();
    conn.kill();
    await vi.waitFor(() => expect(acme).toHaveBeenCalledWith(undefined), { timeout: 3_000 });
  });
});
