import { describe, expect, it } from "vitest";
import { endpointTemplateOf } from "./endpoint-template";

describe("endpointTemplateOf (the endpoint label and span name of an API call)", () => {
  it("names a call by the specification's or an extension's template, not its ids or query", () => {
    expect(endpointTemplateOf("/api/v2/accounts/acc_9f8e7d")).toBe("/api/v2/accounts/{id}");
    expect(endpointTemplateOf("/api/v2/payouts?status=PENDING&page=2")).toBe("/api/v2/payouts");
    expect(endpointTemplateOf("/api/v2/auth/login")).toBe("/api/v2/auth/login");
    expect(endpointTemplateOf("/api/v2/backoffice/me")).toBe("/api/v2/backoffice/me");
  });

  it("answers other for a path neither list knows", () => {
    expect(endpointTemplateOf("/api/v2/unknown/ops@example.com")).toBe("other");
  });
});
