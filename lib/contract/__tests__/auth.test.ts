import { describe, expect, it } from "vitest";
import { loginInputSchema, refreshInputSchema, tokenPairSchema } from "@/lib/contract";
import { accepts, issuePaths, omit } from "./spec-payloads";

const login = { email: "ops@example.com", password: "sandbox-password" };
const tokens = { accessToken: "eyJhbGciOiJIUzI1NiJ9.a.b", expiresIn: 3600000, refreshToken: "rt_01J9Z3" };

describe("spec: Endpoints / POST /api/v2/auth/login — body", () => {
  it("accepts email and password", () => {
    expect(loginInputSchema.parse(login)).toEqual(login);
  });

  it.each(["email", "password"] as const)("requires %s", (field) => {
    expect(issuePaths(loginInputSchema, omit(login, field))).toEqual([field]);
  });

  it("refuses a malformed email, an empty password and unknown keys", () => {
    expect(issuePaths(loginInputSchema, { ...login, email: "ops" })).toEqual(["email"]);
    expect(issuePaths(loginInputSchema, { ...login, password: "" })).toEqual(["password"]);
    expect(accepts(loginInputSchema, { ...login, remember: true })).toBe(false);
  });
});

describe("spec: Endpoints / login and refresh — 200 token pair", () => {
  it("accepts accessToken, expiresIn 3600000 (1 hour in ms) and refreshToken", () => {
    expect(tokenPairSchema.parse(tokens)).toEqual(tokens);
    expect(tokens.expiresIn).toBe(60 * 60 * 1000);
  });

  it.each(["accessToken", "expiresIn", "refreshToken"] as const)("requires %s", (field) => {
    expect(issuePaths(tokenPairSchema, omit(tokens, field))).toEqual([field]);
  });

  it("takes expiresIn as a positive whole number", () => {
    for (const expiresIn of ["3600000", 0, -1, 1.5]) {
      expect(issuePaths(tokenPairSchema, { ...tokens, expiresIn })).toEqual(["expiresIn"]);
    }
  });
});

describe("spec: Endpoints / POST /api/v2/auth/refresh — body", () => {
  it("takes the refresh token only", () => {
    expect(refreshInputSchema.parse({ refreshToken: "rt_01" })).toEqual({ refreshToken: "rt_01" });
    expect(issuePaths(refreshInputSchema, {})).toEqual(["refreshToken"]);
    expect(issuePaths(refreshInputSchema, { refreshToken: "" })).toEqual(["refreshToken"]);
    expect(accepts(refreshInputSchema, { refreshToken: "rt_01", accessToken: "a" })).toBe(false);
  });
});
