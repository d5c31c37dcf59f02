import { describe, expect, it } from "vitest";
import { DEFAULT_WEBHOOK_SETTINGS, loadWebhookSettings } from "./settings";

describe("loadWebhookSettings", () => {
  it("defaults to the spec's delays, delivery on", () => {
    expect(loadWebhookSettings({})).toEqual(DEFAULT_WEBHOOK_SETTINGS);
    expect(DEFAULT_WEBHOOK_SETTINGS.deliver).toBe(true);
  });

  it("reads SANDBOX_WEBHOOK_DELIVERY as on or off", () => {
    expect(loadWebhookSettings({ SANDBOX_WEBHOOK_DELIVERY: "off" }).deliver).toBe(false);
    expect(loadWebhookSettings({ SANDBOX_WEBHOOK_DELIVERY: "on" }).deliver).toBe(true);
    expect(loadWebhookSettings({ SANDBOX_WEBHOOK_DELIVERY: "" }).deliver).toBe(true);
  });

  it("refuses a value it does not know instead of guessing", () => {
    for (const value of ["false", "0", "OFF", "no"])
      expect(() => loadWebhookSettings({ SANDBOX_WEBHOOK_DELIVERY: value }), value).toThrow(/"on" or "off"/);
  });

  it("refuses a retry scale, concurrency or poll interval out of range", () => {
    expect(() => loadWebhookSettings({ SANDBOX_RETRY_SCALE: "-1" })).toThrow(/SANDBOX_RETRY_SCALE/);
    expect(() => loadWebhookSettings({ SANDBOX_WEBHOOK_CONCURRENCY: "0" })).toThrow(/SANDBOX_WEBHOOK_CONCURRENCY/);
    expect(() => loadWebhookSettings({ SANDBOX_WEBHOOK_POLL_MS: "abc" })).toThrow(/SANDBOX_WEBHOOK_POLL_MS/);
    expect(loadWebhookSettings({ SANDBOX_RETRY_SCALE: "0.001" }).retryScale).toBe(0.001);
  });
});
