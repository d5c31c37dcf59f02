import { describe, expect, it } from "vitest";
import { userCreateInputSchema, userSchema } from "@/lib/contract";
import { userData, userRecord } from "./event-payloads";
import { accepts, issuePaths, omit } from "./spec-payloads";

describe("spec: Resources / User (as carried in events)", () => {
  it("accepts a user with every field, note null", () => {
    expect(userSchema.parse(userRecord)).toEqual(userRecord);
    expect(accepts(userSchema, { ...userRecord, note: "KYC reviewed by hand" })).toBe(true);
  });

  it("accepts each listed status and access level, and keeps newer ones", () => {
    for (const status of ["PENDING", "ACTIVE", "REJECTED", "SUSPENDED", "ARCHIVED"]) {
      expect(userSchema.parse({ ...userRecord, status }).status).toBe(status);
    }
    for (const accessLevel of ["L0", "L1", "L2", "L3", "L4", "L5"]) {
      expect(userSchema.parse({ ...userRecord, accessLevel }).accessLevel).toBe(accessLevel);
    }
  });

  // The spec does not say which event fields are required; these are the contract's choice.
  it.each(["id", "type", "customerId", "status", "accessLevel", "note", "data"] as const)("requires %s", (field) => {
    expect(issuePaths(userSchema, omit(userRecord, field))).toEqual([field]);
  });

  it("refuses data that is not an object", () => {
    expect(issuePaths(userSchema, { ...userRecord, data: "Ana" })).toEqual(["data"]);
  });
});

describe("spec: Endpoints / POST /api/v2/users — body", () => {
  const body = { type: "NATURAL", data: userData, externalId: "client-usr-1" };

  it("accepts type, data and the idempotency externalId", () => {
    expect(userCreateInputSchema.parse(body)).toEqual(body);
    expect(accepts(userCreateInputSchema, omit(body, "externalId"))).toBe(true);
  });

  it.each(["firstName", "lastName", "email", "phone", "dateOfBirth", "address", "document"] as const)(
    "requires data.%s",
    (field) => {
      expect(issuePaths(userCreateInputSchema, { ...body, data: omit(userData, field) })).toEqual([`data.${field}`]);
    },
  );

  it("checks formats: email, international phone, date of birth, 2-letter country", () => {
    const bad = (patch: object) => issuePaths(userCreateInputSchema, { ...body, data: { ...userData, ...patch } });
    expect(bad({ email: "ana@" })).toEqual(["data.email"]);
    expect(bad({ phone: "3001234567" })).toEqual(["data.phone"]);
    expect(bad({ dateOfBirth: "01/01/1990" })).toEqual(["data.dateOfBirth"]);
    expect(bad({ address: { ...userData.address, countryCode: "COL" } })).toEqual(["data.address.countryCode"]);
  });

  it("asks an INE for cic and identificadorCiudadano, an IFE for ocr and numeroEmision", () => {
    const withDoc = (document: object) => ({ ...body, data: { ...userData, document } });
    const ine = { ...userData.document, type: "INE", issuedCountryCode: "MX", cic: "123" };
    expect(issuePaths(userCreateInputSchema, withDoc(ine))).toEqual(["data.document.identificadorCiudadano"]);
    expect(accepts(userCreateInputSchema, withDoc({ ...ine, identificadorCiudadano: "456" }))).toBe(true);
    const ife = { ...userData.document, type: "IFE", issuedCountryCode: "MX", ocr: "789" };
    expect(issuePaths(userCreateInputSchema, withDoc(ife))).toEqual(["data.document.numeroEmision"]);
  });

  it("refuses an unknown person type and unknown keys", () => {
    expect(issuePaths(userCreateInputSchema, { ...body, type: "ROBOT" })).toEqual(["type"]);
    expect(accepts(userCreateInputSchema, { ...body, status: "ACTIVE" })).toBe(false);
  });
});
