import { describe, expect, it } from "vitest";
import { apiErrorBodySchema, badRequestErrorSchema, internalErrorSchema, otherErrorSchema } from "@/lib/contract";
import { accepts, issuePaths, omit } from "./spec-payloads";

const badRequest = {
  errorCode: "PAYOUT.1001",
  arguments: [{ key: "limit", value: "0" }],
  message: ["limit must be between 1 and 100"],
  statusCode: "400",
};
const internal = { statusCode: "500", message: ["Internal server error"] };
const notFound = { errorCode: "COMMON.404", message: ["Resource not found"], statusCode: "404" };

describe("spec: Errors — body for status 400", () => {
  it("accepts errorCode, arguments, message[] and statusCode", () => {
    expect(badRequestErrorSchema.parse(badRequest)).toEqual(badRequest);
    expect(accepts(badRequestErrorSchema, { ...badRequest, arguments: [] })).toBe(true);
  });

  it.each(Object.keys(badRequest) as (keyof typeof badRequest)[])("requires %s", (field) => {
    expect(issuePaths(badRequestErrorSchema, omit(badRequest, field))).toEqual([field]);
  });

  it("takes errorCode of the form <DOMAIN>.<number>", () => {
    for (const errorCode of ["AUTH.1", "USER_KYC.2003"]) {
      expect(accepts(badRequestErrorSchema, { ...badRequest, errorCode })).toBe(true);
    }
    for (const errorCode of ["PAYOUT", "1001", "PAYOUT.", ".1001", "PAYOUT.10a", "PAYOUT-1001"]) {
      expect(issuePaths(badRequestErrorSchema, { ...badRequest, errorCode })).toEqual(["errorCode"]);
    }
  });

  it("takes arguments as key/value strings", () => {
    expect(issuePaths(badRequestErrorSchema, { ...badRequest, arguments: [{ key: "limit", value: 0 }] })).toEqual([
      "arguments.0.value",
    ]);
    expect(issuePaths(badRequestErrorSchema, { ...badRequest, arguments: [{ value: "0" }] })).toEqual([
      "arguments.0.key",
    ]);
  });

  it("takes message as an array and statusCode as a string holding the status", () => {
    expect(issuePaths(badRequestErrorSchema, { ...badRequest, message: "bad" })).toEqual(["message"]);
    expect(issuePaths(badRequestErrorSchema, { ...badRequest, statusCode: 400 })).toEqual(["statusCode"]);
    expect(issuePaths(badRequestErrorSchema, { ...badRequest, statusCode: "Bad Request" })).toEqual(["statusCode"]);
  });
});

describe("spec: Errors — body for status 500", () => {
  it("accepts statusCode and message[], both required", () => {
    expect(internalErrorSchema.parse(internal)).toEqual(internal);
    expect(issuePaths(internalErrorSchema, omit(internal, "statusCode"))).toEqual(["statusCode"]);
    expect(issuePaths(internalErrorSchema, omit(internal, "message"))).toEqual(["message"]);
    expect(issuePaths(internalErrorSchema, { ...internal, statusCode: 500 })).toEqual(["statusCode"]);
  });
});

describe("spec: Errors — other bodies (401, 404)", () => {
  it("accepts errorCode, message[] and statusCode", () => {
    expect(otherErrorSchema.parse(notFound)).toEqual(notFound);
    const unauthorized = { errorCode: "AUTH.401", message: ["Invalid or expired token"], statusCode: "401" };
    expect(accepts(otherErrorSchema, unauthorized)).toBe(true);
  });

  it.each(["errorCode", "message", "statusCode"] as const)("requires %s", (field) => {
    expect(issuePaths(otherErrorSchema, omit(notFound, field))).toEqual([field]);
  });
});

describe("spec: Errors — any error body", () => {
  it("reads each of the three bodies, keeping their fields", () => {
    for (const body of [badRequest, internal, notFound]) {
      expect(apiErrorBodySchema.parse(body)).toEqual(body);
    }
  });

  it("refuses a body with none of the shapes", () => {
    expect(accepts(apiErrorBodySchema, { error: "Not Found" })).toBe(false);
    expect(accepts(apiErrorBodySchema, { statusCode: "500", message: "oops" })).toBe(false);
  });
});
