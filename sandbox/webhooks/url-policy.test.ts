import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../test/test-app";
import { classifyAddress } from "@/lib/shared/address-policy";
import { retryDelayMs } from "./schedule";

describe("address classes", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["::1", "loopback"],
    ["10.1.2.3", "forbidden"],
    ["172.16.0.1", "forbidden"],
    ["172.31.255.255", "forbidden"],
    ["172.32.0.1", "public"],
    ["192.168.0.10", "forbidden"],
    ["169.254.169.254", "forbidden"],
    ["0.0.0.0", "forbidden"],
    ["fd12::1", "forbidden"],
    ["fe80::1", "forbidden"],
    ["::ffff:10.0.0.1", "forbidden"],
    ["::ffff:a9fe:a9fe", "forbidden"],
    ["8.8.8.8", "public"],
    ["2606:4700::1111", "public"],
  ])("%s is %s", (ip, expected) => {
    expect(classifyAddress(ip)).toBe(expected);
  });
});

describe("retry table", () => {
  it("follows the spec, scaled", () => {
    expect([0, 1, 2, 3, 4, 5].map((a) => retryDelayMs(a, 1))).toEqual([
      0, 60_000, 300_000, 900_000, 3_600_000, 21_600_000,
    ]);
    expect(retryDelayMs(1, 0.001)).toBe(60);
    expect(retryDelayMs(6, 1)).toBeUndefined();
  });
});

describe("webhook URL policy at configuration time", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const post = (url: string) =>
    t.api("POST", "/api/v2/webhooks", { token, body: { url, secret: "x".repeat(32), events: ["RAMP"] } });

  it.each([
    "http://hooks.example.com/h",
    "https://10.0.0.5/h",
    "https://172.20.1.1/h",
    "https://192.168.1.1/h",
    "https://169.254.169.254/latest/meta-data",
    "https://metadata.google.internal/computeMetadata/v1",
    "https://[fd00::1]/h",
    "https://[fe80::1]/h",
    "https://[::ffff:192.168.0.1]/h",
    "https://user:pw@hooks.example.com/h",
    "ftp://hooks.example.com/h",
  ])("refuses %s with a 400 naming url", async (url) => {
    const res = await post(url);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: "WEBHOOK.1001",
      statusCode: "400",
      arguments: [{ key: "url", value: url }],
    });
  });

  it.each([
    "https://hooks.example.com/h",
    "http://127.0.0.1:3000/api/webhooks/receive",
    "http://localhost:3000/h",
    "https://[::1]:8443/h",
  ])("accepts %s", async (url) => {
    const res = await post(url);
    expect(res.status).toBe(201);
  });
});
