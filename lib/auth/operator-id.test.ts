import type { JWT } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { type OperatorIdDeps, operatorIdOf, parseCookieHeader } from "./operator-id";

const NOW = 1_700_000_000_000;

function deps(claims: JWT | undefined, seen: Array<string | undefined> = []): OperatorIdDeps {
  return {
    cookieName: () => "next-auth.session-token",
    open: async (raw) => {
      seen.push(raw);
      return claims;
    },
    now: () => NOW,
  };
}

describe("parseCookieHeader", () => {
  it("reads names and values around spaces, keeping '=' inside values", () => {
    const jar = parseCookieHeader("a=1; next-auth.session-token=x.y=z ;b=");
    expect(jar.get("next-auth.session-token")?.value).toBe("x.y=z");
    expect(jar.get("b")?.value).toBe("");
    expect(jar.get("c")).toBeUndefined();
  });
});

describe("operatorIdOf", () => {
  it("returns the email of a live session, opening the session cookie's value", async () => {
    const seen: Array<string | undefined> = [];
    const id = await operatorIdOf(
      "locale=es; next-auth.session-token=abc.def",
      deps({ sid: "s1", absExp: NOW + 1, email: "ops@example.com" }, seen),
    );
    expect(id).toBe("ops@example.com");
    expect(seen).toEqual(["abc.def"]);
  });

  it("joins a cookie split in chunks", async () => {
    const seen: Array<string | undefined> = [];
    await operatorIdOf(
      "next-auth.session-token.0=abc; next-auth.session-token.1=def",
      deps({ sid: "s", absExp: NOW + 1, email: "x@y.z" }, seen),
    );
    expect(seen).toEqual(["abcdef"]);
  });

  it("is undefined without a cookie, past the absolute lifetime, without sid or email, or when opening fails", async () => {
    expect(await operatorIdOf(undefined, deps({ sid: "s", absExp: NOW + 1, email: "a@b.c" }))).toBeUndefined();
    const header = "next-auth.session-token=t";
    expect(await operatorIdOf(header, deps({ sid: "s", absExp: NOW, email: "a@b.c" }))).toBeUndefined();
    expect(await operatorIdOf(header, deps({ absExp: NOW + 1, email: "a@b.c" }))).toBeUndefined();
    expect(await operatorIdOf(header, deps({ sid: "s", absExp: NOW + 1 }))).toBeUndefined();
    expect(await operatorIdOf(header, deps(undefined))).toBeUndefined();
    const throwing: OperatorIdDeps = {
      ...deps(undefined),
      cookieName: () => {
        throw new Error("env");
      },
    };
    expect(await operatorIdOf(header, throwing)).toBeUndefined();
  });

  it("never returns the session id", async () => {
    const id = await operatorIdOf(
      "next-auth.session-token=t",
      deps({ sid: "sid-1", sub: "sid-1", absExp: NOW + 1, email: "e@x.io" }),
    );
    expect(id).toBe("e@x.io");
  });
});
