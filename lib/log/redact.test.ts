import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { maskAccountNumber, REDACTED, redactText, redactValue } from "./redact";

function memoryLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ level: "info", destination }), lines };
}

describe("redactValue", () => {
  it("replaces credential keys at any depth", () => {
    const out = redactValue({
      email: "ops@example.com",
      password: "hunter2!",
      nested: { accessToken: "abc", refresh_token: "def", headers: { Authorization: "Bearer xyz" } },
      list: [{ clientSecret: "s" }, { apiKey: "k" }],
    });
    expect(out).toEqual({
      email: "ops@example.com",
      password: REDACTED,
      nested: { accessToken: REDACTED, refresh_token: REDACTED, headers: { Authorization: REDACTED } },
      list: [{ clientSecret: REDACTED }, { apiKey: REDACTED }],
    });
  });

  it("keeps only the last four digits of account numbers", () => {
    expect(redactValue({ accountNumber: "001234567890" })).toEqual({ accountNumber: "********7890" });
    expect(redactValue({ beneficiary: { number: 4111222233334444 } })).toEqual({
      beneficiary: { number: "************4444" },
    });
    expect(maskAccountNumber("12")).toBe("**");
  });

  it("masks tokens and long numbers inside free text", () => {
    const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJlMTIz";
    expect(redactText(`auth header Bearer ${jwt}`)).toBe(`auth header Bearer ${REDACTED}`);
    expect(redactText(`token ${jwt} leaked`)).toBe(`token ${REDACTED} leaked`);
    expect(redactText("pay to 0012 3456 7890 now")).toBe("pay to ********7890 now");
  });

  it("leaves dates, UUIDs and short numbers readable", () => {
    const id = "12345678-1234-4234-8234-123456789012";
    expect(redactText(`2026-11-22 payout ${id} page 2 of 1000`)).toBe(`2026-11-22 payout ${id} page 2 of 1000`);
  });

  it("reduces errors to type, redacted message and stack, and their own fields", () => {
    const error = Object.assign(new TypeError("failed with Bearer abc.def"), {
      status: 503,
      accountNumber: "9876543210",
    });
    const out = redactValue(error) as Record<string, unknown>;
    expect(out).toMatchObject({
      type: "TypeError",
      message: `failed with Bearer ${REDACTED}`,
      status: 503,
      accountNumber: "******3210",
    });
    expect(out.stack).toMatch(/^TypeError: failed with Bearer \[redacted\]\n\s+at /);
  });
});

describe("createLogger", () => {
  it("writes JSON lines with the request fields and nothing secret", async () => {
    const { logger, lines } = memoryLogger();
    logger.info(
      {
        requestId: "r-1",
        operatorId: "op-7",
        route: "/api/payouts",
        status: 200,
        durationMs: 12.5,
        authorization: "Bearer live-token",
        body: { password: "pw", accountNumber: "9876543210" },
      },
      "request with Bearer secret-token-value",
    );
    logger.flush();
    await new Promise((r) => setTimeout(r, 20));
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? "";
    expect(line).not.toMatch(/live-token|secret-token-value|"pw"|9876543210/);
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: "info",
      requestId: "r-1",
      operatorId: "op-7",
      route: "/api/payouts",
      status: 200,
      durationMs: 12.5,
      authorization: REDACTED,
      body: { password: REDACTED, accountNumber: "******3210" },
      msg: `request with Bearer ${REDACTED}`,
    });
  });

  it("names an error by its class, with its stack and an API error's fields", async () => {
    const { logger, lines } = memoryLogger();
    // The shape of lib/transport's ApiError: a named subclass with fields of its own.
    class ApiError extends Error {
      override name = "ApiError";
      readonly status = 503;
      readonly kind = "server";
      readonly requestId = "r-9";
    }
    const error = new ApiError("down for a moment");
    logger.error({ err: error }, "operator grants unavailable");
    logger.flush();
    await new Promise((r) => setTimeout(r, 20));
    const entry = JSON.parse(lines[0] ?? "{}") as { err?: Record<string, unknown> };
    expect(entry.err).toMatchObject({
      type: "ApiError",
      message: "down for a moment",
      status: 503,
      kind: "server",
      requestId: "r-9",
    });
    expect(entry.err?.stack).toMatch(/^ApiError: down for a moment\n/);
  });
});
