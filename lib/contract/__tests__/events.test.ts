import { describe, expect, it } from "vitest";
import {
  custodialAccountSchema,
  EVENT_TYPES,
  eventDataSchemas,
  eventEnvelopeSchema,
  savingsTransactionSchema,
} from "@/lib/contract";
import { accountRecord, custodialAccount, rampRecord, savingsTransaction, userRecord } from "./event-payloads";
import { accepts, issuePaths, omit } from "./spec-payloads";

const envelope = {
  id: "evt_01J9Z3",
  event: "RAMP",
  action: "UPDATE",
  data: rampRecord,
  createdAt: "2026-03-01T12:00:00.000Z",
  updatedAt: "2026-03-01T12:00:00.000Z",
  attempts: 0,
};

describe("spec: Events / Envelope", () => {
  it("accepts an envelope with every field", () => {
    expect(eventEnvelopeSchema.parse(envelope)).toEqual(envelope);
  });

  it.each(Object.keys(envelope) as (keyof typeof envelope)[])("requires %s", (field) => {
    expect(issuePaths(eventEnvelopeSchema, omit(envelope, field))).toEqual([field]);
  });

  it("takes attempts from 0 to 5 (spec: Delivery and retry)", () => {
    for (const attempts of [0, 1, 2, 3, 4, 5]) {
      expect(accepts(eventEnvelopeSchema, { ...envelope, attempts })).toBe(true);
    }
    for (const attempts of [6, -1, 1.5, "1"]) {
      expect(issuePaths(eventEnvelopeSchema, { ...envelope, attempts })).toEqual(["attempts"]);
    }
  });

  it("accepts each action and keeps unknown event types and actions (tolerant reader)", () => {
    for (const action of ["CREATE", "UPDATE", "DELETE"]) {
      expect(accepts(eventEnvelopeSchema, { ...envelope, action })).toBe(true);
    }
    const newer = eventEnvelopeSchema.parse({ ...envelope, event: "PAYOUT", action: "ARCHIVE" });
    expect([newer.event, newer.action]).toEqual(["PAYOUT", "ARCHIVE"]);
  });

  it("refuses an empty id (receivers deduplicate by it) and data that is not an object", () => {
    expect(issuePaths(eventEnvelopeSchema, { ...envelope, id: "" })).toEqual(["id"]);
    expect(issuePaths(eventEnvelopeSchema, { ...envelope, data: [] })).toEqual(["data"]);
  });
});

describe("spec: Events / Event types — the record each type carries", () => {
  const records = {
    RAMP: rampRecord,
    USER: userRecord,
    ACCOUNT: { ...accountRecord, complianceUrl: "https://kyc.example.com/flow/acc_01" },
    TRANSACTION: savingsTransaction,
    CUSTODIAL_ACCOUNT: custodialAccount,
  };

  it("has a schema for each of the five event types", () => {
    expect(Object.keys(eventDataSchemas).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it.each(EVENT_TYPES)("reads the %s record from an envelope", (event) => {
    const parsed = eventEnvelopeSchema.parse({ ...envelope, event, data: records[event] });
    expect(eventDataSchemas[event].parse(parsed.data)).toEqual(records[event]);
  });

  it("requires complianceUrl on an account carried in an event", () => {
    expect(issuePaths(eventDataSchemas.ACCOUNT, accountRecord)).toEqual(["complianceUrl"]);
  });

  it("does not read one type's record as another's", () => {
    expect(accepts(eventDataSchemas.RAMP, userRecord)).toBe(false);
    expect(accepts(eventDataSchemas.TRANSACTION, custodialAccount)).toBe(false);
  });
});

describe("spec: Resources / Savings transaction (as carried in events)", () => {
  it("takes amount as a string", () => {
    expect(issuePaths(savingsTransactionSchema, { ...savingsTransaction, amount: 150.25 })).toEqual(["amount"]);
  });

  it("accepts the listed types and keeps others", () => {
    for (const type of ["DEPOSIT", "WITHDRAWAL", "INTEREST", "FEE", "REVERSAL"]) {
      expect(savingsTransactionSchema.parse({ ...savingsTransaction, type }).type).toBe(type);
    }
  });

  it("accepts a transaction not completed yet and refuses a malformed timestamp", () => {
    expect(accepts(savingsTransactionSchema, { ...savingsTransaction, completedAt: null })).toBe(true);
    expect(issuePaths(savingsTransactionSchema, { ...savingsTransaction, completedAt: "soon" })).toEqual([
      "completedAt",
    ]);
  });
});

describe("spec: Resources / Custodial account (as carried in events)", () => {
  it.each(["balance", "previousBalance", "changeAmount", "interestRate"] as const)("takes %s as a string", (field) => {
    expect(issuePaths(custodialAccountSchema, { ...custodialAccount, [field]: 1 })).toEqual([field]);
  });

  it("accepts the listed change reasons and keeps others", () => {
    for (const changeReason of ["DEPOSIT", "WITHDRAWAL", "INTEREST", "FEE", "ADJUSTMENT", "CORRECTION"]) {
      expect(custodialAccountSchema.parse({ ...custodialAccount, changeReason }).changeReason).toBe(changeReason);
    }
  });
});
