import { describe, expect, it } from "vitest";
import { classifyError, errorReference } from "../error-kind";

describe("classifyError", () => {
  it("calls network failures and 5xx an outage", () => {
    expect(classifyError({ status: 503 })).toBe("outage");
    expect(classifyError(new TypeError("Failed to fetch"))).toBe("outage");
    expect(classifyError({ kind: "network" })).toBe("outage");
    expect(classifyError(Object.assign(new Error("x"), { name: "TimeoutError" }))).toBe("outage");
  });

  it("recognises a 403", () => {
    expect(classifyError({ statusCode: 403 })).toBe("forbidden");
  });

  it("leaves everything else generic", () => {
    expect(classifyError(new Error("boom"))).toBe("generic");
    expect(classifyError(new TypeError("x is undefined"))).toBe("generic");
    expect(classifyError("a string")).toBe("generic");
  });
});

describe("errorReference", () => {
  it("prefers the API request id, then the digest", () => {
    expect(errorReference({ requestId: "req-1", digest: "123" })).toBe("req-1");
    expect(errorReference({ digest: "123" })).toBe("123");
    expect(errorReference(new Error("x"))).toBeUndefined();
  });
});
