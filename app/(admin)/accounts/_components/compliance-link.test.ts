import { describe, expect, it } from "vitest";
import { usableComplianceUrl } from "./compliance-link";

describe("usableComplianceUrl", () => {
  it("keeps an https link to a real host", () => {
    expect(usableComplianceUrl("https://verify.truora.com/check/123")).toBe("https://verify.truora.com/check/123");
  });

  it.each([
    ["the sandbox's reserved host", "https://compliance.sandbox.example/accounts/abc"],
    ["example.com", "https://example.com/x"],
    ["a subdomain of example.org", "https://kyc.example.org/x"],
    ["a .test host", "https://kyc.test/x"],
    ["localhost", "https://localhost/x"],
    ["plain http", "http://verify.truora.com/x"],
    ["another scheme", "javascript:alert(1)"],
    ["an IP literal", "https://10.0.0.1/x"],
    ["not a URL", "compliance pending"],
    ["empty", ""],
  ])("hides %s", (_, raw) => {
    expect(usableComplianceUrl(raw)).toBeNull();
  });

  it("hides a missing value", () => {
    expect(usableComplianceUrl(undefined)).toBeNull();
    expect(usableComplianceUrl(null)).toBeNull();
  });
});
