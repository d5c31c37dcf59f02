import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

/** The name a request's target had when it was made, read from the base state it kept (issue 30). */
describe("nameInBase", () => {
  it("reads a role's or customer's name, an account's holder, and nothing else", async () => {
    const { nameInBase } = await import("./views");
    expect(nameInBase({ name: "Compliance", permissionIds: [] })).toBe("Compliance");
    expect(nameInBase({ type: "PSE", data: { companyName: "ACME SAS", firstName: "X" } })).toBe("ACME SAS");
    expect(nameInBase({ type: "PSE", data: { firstName: "Ana", lastName: "Ruiz" } })).toBe("Ana Ruiz");
    expect(nameInBase({ status: "PENDING", updatedAt: "2026-01-01T00:00:00Z" })).toBeNull();
    expect(nameInBase({ name: "  " })).toBeNull();
    expect(nameInBase(null)).toBeNull();
    expect(nameInBase("Compliance")).toBeNull();
  });
});
