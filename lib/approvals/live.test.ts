import { afterEach, describe, expect, it, vi } from "vitest";
import type { ListenSource } from "@/lib/db/listener";
import { ApprovalsHub } from "./live";

vi.mock("server-only", () => ({}));

const hubs: ApprovalsHub[] = [];
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

describe("ApprovalsHub", () => {
  it("tells a customer's badges of a change from another instance, never another customer's", async () => {
    const conn = scriptedSource();
    const hub = new ApprovalsHub({ listenSource: conn.source });
    hubs.push(hub);
    const acme = vi.fn();
    const otra = vi.fn();
    hub.subscribe("cus-acme", acme);
    hub.subscribe("cus-otra", otra);
    await hub.ensureListening();
    acme.mockClear();
    otra.mockClear();
    conn.send(JSON.stringify({ o: "another-instance", c: "cus-acme" }));
    conn.send(JSON.stringify({ o: hub.instanceId, c: "cus-otra" }));
    expect(acme).toHaveBeenCalledTimes(1);
    expect(otra).not.toHaveBeenCalled();
  });

  it("has every open badge read its count again once it listens after a lost connection", async () => {
    const conn = scriptedSource();
    const hub = new ApprovalsHub({ listenSource: conn.source });
    hubs.push(hub);
    const acme = vi.fn();
    const otra = vi.fn();
    hub.subscribe("cus-acme", acme);
    hub.subscribe("cus-otra", otra);
    await hub.ensureListening();
    acme.mockClear();
    otra.mockClear();
    conn.kill();
    expect(acme).not.toHaveBeenCalled();
    // The listener reconnects after its first back-off (1 s).
    await vi.waitFor(() => expect(acme).toHaveBeenCalledTimes(1), { timeout: 3_000 });
    expect(otra).toHaveBeenCalledTimes(1);
  });
});
