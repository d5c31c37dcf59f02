import { afterEach, describe, expect, it, vi } from "vitest";
import { PEER_HEADER_MARKER } from "@/lib/security/client-address";
import { checkServer } from "./checks";

vi.mock("server-only", () => ({}));

type GlobalWithMarker = typeof globalThis & { [PEER_HEADER_MARKER]?: boolean };

afterEach(() => {
  delete (globalThis as GlobalWithMarker)[PEER_HEADER_MARKER];
});

describe("readiness: which server runs the app", () => {
  it("names the dashboard's own server when it stamps the peer address", () => {
    (globalThis as GlobalWithMarker)[PEER_HEADER_MARKER] = true;
    expect(checkServer()).toEqual({ ok: true, ms: 0, detail: "dashboard server" });
  });

  it("says what is missing under next start, without failing readiness", () => {
    const check = checkServer();
    expect(check.ok).toBe(true);
    expect(check.detail).toContain("without scripts/dashboard-server.mjs");
    expect(check.detail).toContain("sign-in limits per account");
  });
});
