import { describe, expect, it } from "vitest";
import { checkServerActionOrigin } from "./same-origin";

const base = { method: "POST", action: "abc123", origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" };

describe("checkServerActionOrigin", () => {
  it("accepts a same-origin server action", () => {
    expect(checkServerActionOrigin(base)).toEqual({ ok: true });
  });

  it("refuses a server action without Origin, or with the opaque null origin", () => {
    expect(checkServerActionOrigin({ ...base, origin: null })).toEqual({ ok: false, reason: "missing_origin" });
    expect(checkServerActionOrigin({ ...base, origin: "null" })).toEqual({ ok: false, reason: "missing_origin" });
  });

  it("refuses another host, another port, and a malformed origin", () => {
    expect(checkServerActionOrigin({ ...base, origin: "https://evil.example" }).ok).toBe(false);
    expect(checkServerActionOrigin({ ...base, origin: "http://127.0.0.1:3001" }).ok).toBe(false);
    expect(checkServerActionOrigin({ ...base, origin: "not a url" })).toEqual({ ok: false, reason: "cross_origin" });
  });

  it("compares with the forwarded host behind a proxy, case-insensitively", () => {
    const proxied = {
      ...base,
      origin: "https://Backoffice.example.com",
      host: "backoffice.example.com, internal:3000",
    };
    expect(checkServerActionOrigin(proxied)).toEqual({ ok: true });
  });

  it("ignores requests that are not server actions", () => {
    expect(checkServerActionOrigin({ ...base, method: "GET", origin: null })).toEqual({ ok: true });
    expect(checkServerActionOrigin({ ...base, action: null, origin: null })).toEqual({ ok: true });
  });
});
