import { describe, expect, it } from "vitest";
import { buildPartialBody, parseIds } from "./partial-update";

const roleFields = { name: "text", description: "text", permissionIds: "ids", active: "boolean" } as const;

describe("buildPartialBody", () => {
  it("sends nothing for a form left empty", () => {
    expect(buildPartialBody(roleFields, {})).toEqual({ body: {}, errors: {} });
    expect(buildPartialBody(roleFields, { name: "  ", description: "", permissionIds: " , ", active: "" })).toEqual({
      body: {},
      errors: {},
    });
  });

  it("sends only the fields that were filled, trimmed and typed", () => {
    expect(buildPartialBody(roleFields, { name: "  Treasury ", active: "false" })).toEqual({
      body: { name: "Treasury", active: false },
      errors: {},
    });
    expect(buildPartialBody(roleFields, { permissionIds: "perm-a, perm-b\nperm-a perm-c" }).body).toEqual({
      permissionIds: ["perm-a", "perm-b", "perm-c"],
    });
    expect(buildPartialBody(roleFields, { active: "true" }).body).toStrictEqual({ active: true });
  });

  it("parses JSON objects and refuses anything else, naming the field and keeping the rest", () => {
    const kinds = { name: "text", strategiesByPair: "json", availableProducts: "json" } as const;
    const result = buildPartialBody(kinds, {
      name: "Acme",
      strategiesByPair: '{"USDC-COP": {"spread": 1}}',
      availableProducts: "[1, 2]",
    });
    expect(result.body).toEqual({ name: "Acme", strategiesByPair: { "USDC-COP": { spread: 1 } } });
    expect(result.errors).toEqual({ availableProducts: "not_json_object" });
    expect(buildPartialBody(kinds, { strategiesByPair: "{oops" }).errors).toEqual({
      strategiesByPair: "not_json_object",
    });
  });

  it("refuses a yes/no field with another value", () => {
    expect(buildPartialBody(roleFields, { active: "maybe" })).toEqual({ body: {}, errors: { active: "not_boolean" } });
  });

  it("does not send fields it was not told about", () => {
    expect(buildPartialBody({ name: "text" }, { name: "a", id: "role-1" }).body).toEqual({ name: "a" });
  });
});

describe("nested fields", () => {
  it("puts dotted names inside their object, and leaves an empty object out", () => {
    const kinds = {
      type: "text",
      "data.accountNumber": "text",
      "data.document": "json",
      "data.email": "text",
    } as const;
    expect(
      buildPartialBody(kinds, { type: "PSE", "data.accountNumber": "0012", "data.document": '{"type":"CC"}' }).body,
    ).toEqual({ type: "PSE", data: { accountNumber: "0012", document: { type: "CC" } } });
    expect(buildPartialBody(kinds, { type: "PSE" }).body).toEqual({ type: "PSE" });
  });
});

describe("parseIds", () => {
  it("splits on commas, spaces and new lines and drops repeats", () => {
    expect(parseIds("a,b  c\n\na")).toEqual(["a", "b", "c"]);
    expect(parseIds("")).toEqual([]);
  });
});
