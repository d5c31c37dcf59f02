import { describe, expect, it } from "vitest";
import {
  EVENT_TYPES,
  WEBHOOK_SECRET_RECOMMENDED_LENGTH,
  webhookConfigSchema,
  webhookCreateInputSchema,
  webhookUpdateInputSchema,
} from "@/lib/contract";
import { accepts, issuePaths, omit } from "./spec-payloads";

const config = {
  id: "wh_01",
  customerId: "cus_01",
  url: "https://hooks.acme.example/ramp",
  events: ["RAMP", "USER"],
  active: true,
  createdAt: "2026-03-01T12:00:00.000Z",
};

const createBody = {
  url: "https://hooks.acme.example/ramp",
  secret: "s3cr3t-s3cr3t-s3cr3t-s3cr3t-s3cr3t",
  events: ["RAMP", "ACCOUNT"],
};

describe("spec: Resources / Webhook configuration — record", () => {
  it("accepts the create response (no secret)", () => {
    expect(webhookConfigSchema.parse(config)).toEqual(config);
  });

  it.each(Object.keys(config) as (keyof typeof config)[])("requires %s", (field) => {
    expect(issuePaths(webhookConfigSchema, omit(config, field))).toEqual([field]);
  });

  it("keeps an event type the dashboard does not know", () => {
    expect(webhookConfigSchema.parse({ ...config, events: ["PAYOUT"] }).events).toEqual(["PAYOUT"]);
  });
});

describe("spec: Endpoints / POST /api/v2/webhooks — body", () => {
  it("accepts url, secret and a subset of the five event types", () => {
    expect(webhookCreateInputSchema.parse(createBody)).toEqual(createBody);
    expect(accepts(webhookCreateInputSchema, { ...createBody, events: [...EVENT_TYPES] })).toBe(true);
  });

  it.each(["url", "secret", "events"] as const)("requires %s", (field) => {
    expect(issuePaths(webhookCreateInputSchema, omit(createBody, field))).toEqual([field]);
  });

  it("refuses an event type outside the five, an empty list and a repeated type", () => {
    expect(issuePaths(webhookCreateInputSchema, { ...createBody, events: ["RAMP", "PAYOUT"] })).toEqual(["events.1"]);
    expect(issuePaths(webhookCreateInputSchema, { ...createBody, events: [] })).toEqual(["events"]);
    expect(issuePaths(webhookCreateInputSchema, { ...createBody, events: ["RAMP", "RAMP"] })).toEqual(["events"]);
  });

  it("takes an HTTPS url and refuses what is not a web address", () => {
    for (const url of ["not a url", "ftp://hooks.acme.example/ramp", ""]) {
      expect(issuePaths(webhookCreateInputSchema, { ...createBody, url })).toEqual(["url"]);
    }
  });

  it("recommends, but does not require, a 32-character secret", () => {
    expect(WEBHOOK_SECRET_RECOMMENDED_LENGTH).toBe(32);
    expect(accepts(webhookCreateInputSchema, { ...createBody, secret: "short-secret" })).toBe(true);
    expect(issuePaths(webhookCreateInputSchema, { ...createBody, secret: "" })).toEqual(["secret"]);
  });

  it("refuses unknown keys, such as active on create", () => {
    expect(accepts(webhookCreateInputSchema, { ...createBody, active: true })).toBe(false);
  });
});

describe("spec: Endpoints / webhook configuration update — url, secret, events, active", () => {
  it("accepts each field alone, and all together", () => {
    for (const body of [
      { url: createBody.url },
      { secret: createBody.secret },
      { events: ["USER"] },
      { active: false },
    ]) {
      expect(webhookUpdateInputSchema.parse(body)).toEqual(body);
    }
    expect(accepts(webhookUpdateInputSchema, { ...createBody, active: true })).toBe(true);
  });

  it("keeps the create rules for the fields it is given", () => {
    expect(issuePaths(webhookUpdateInputSchema, { events: ["SAVINGS"] })).toEqual(["events.0"]);
    expect(issuePaths(webhookUpdateInputSchema, { url: "hooks" })).toEqual(["url"]);
    expect(issuePaths(webhookUpdateInputSchema, { active: "no" })).toEqual(["active"]);
  });

  it("refuses unknown keys", () => {
    expect(accepts(webhookUpdateInputSchema, { customerId: "cus_02" })).toBe(false);
  });
});
