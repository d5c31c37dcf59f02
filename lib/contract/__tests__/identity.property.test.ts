import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  documentNumberIssue,
  IDENTITY_MESSAGES,
  identityIssues,
  isValidCpf,
  latestToday,
  type UserCreateInput,
  userCreateInputSchema,
  yearsBefore,
} from "@/lib/contract";

const NOW = new Date("2026-11-25T12:00:00Z");

const base: UserCreateInput = {
  type: "NATURAL",
  data: {
    firstName: "Ana",
    lastName: "Ruiz",
    email: "ana@example.com",
    phone: "+573001234567",
    dateOfBirth: "1990-04-12",
    address: { street1: "Cra 7 # 71-21", city: "Bogotá", state: "DC", zipCode: "110231", countryCode: "CO" },
    document: { type: "NUIP", number: "1020304050", issuedCountryCode: "CO", expeditionDate: "2010-05-01" },
  },
};

const withData = (data: Partial<UserCreateInput["data"]>, type: UserCreateInput["type"] = "NATURAL") => ({
  ...base,
  type,
  data: { ...base.data, ...data },
});
const withDocument = (document: Partial<UserCreateInput["data"]["document"]>) =>
  withData({ document: { ...base.data.document, ...document } });

const isoDay = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** A CPF with correct check digits built from nine random digits. */
/** The check-digit rule written again here, independently of lib/contract/identity.ts. */
const cpfCheckDigit = (digits: number[]) => {
  const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
};
const referenceCpfValid = (cpf: string) => {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  const ten = digits.slice(0, 10);
  return cpfCheckDigit(digits.slice(0, 9)) === digits[9] && cpfCheckDigit(ten) === digits[10];
};

const validCpf = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map((nine) => {
  const ten = [...nine, cpfCheckDigit(nine)];
  return [...ten, cpfCheckDigit(ten)].join("");
});

describe("identity: the create schema (sandbox and form) and the read flags agree", () => {
  it("refuses exactly the records the tolerant reader flags", () => {
    const types = fc.constantFrom("NUIP", "CURP", "RFC", "CPF", "PASSPORT", "CE", "DNI");
    const numbers = fc.oneof(fc.stringMatching(/^[A-Z0-9]{1,20}$/), fc.stringMatching(/^\d{5,12}$/), validCpf);
    fc.assert(
      fc.property(
        fc.constantFrom("NATURAL", "JURIDICAL" as const),
        isoDay,
        isoDay,
        types,
        numbers,
        (type, dob, issued, docType, number) => {
          const input = {
            ...withData(
              { dateOfBirth: dob, document: { ...base.data.document, type: docType, number, expeditionDate: issued } },
              type,
            ),
          } as UserCreateInput;
          const accepted = userCreateInputSchema.safeParse(input).success;
          const flagged = identityIssues({ type, ...input.data }).length > 0;
          expect(accepted).toBe(!flagged);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never accepts a date of birth or issue date after today anywhere on Earth", () => {
    const today = latestToday();
    fc.assert(
      fc.property(isoDay, (day) => {
        const birth = userCreateInputSchema.safeParse(withData({ dateOfBirth: day }, "JURIDICAL")).success;
        expect(birth).toBe(day <= today);
      }),
    );
    expect(userCreateInputSchema.safeParse(withData({ dateOfBirth: "2030-01-01" })).error?.issues[0]?.message).toBe(
      IDENTITY_MESSAGES.futureBirth,
    );
    expect(
      userCreateInputSchema.safeParse(withDocument({ expeditionDate: "2035-01-01" })).error?.issues[0]?.message,
    ).toBe(IDENTITY_MESSAGES.futureIssue);
  });

  it("asks a person (NATURAL) to be 18, not a company", () => {
    const eighteen = yearsBefore(latestToday(NOW), 18);
    expect(identityIssues({ type: "NATURAL", dateOfBirth: eighteen }, NOW)).toEqual([]);
    const dayAfter = new Date(`${eighteen}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    const minor = dayAfter.toISOString().slice(0, 10);
    expect(identityIssues({ type: "NATURAL", dateOfBirth: minor }, NOW)[0]?.message).toBe(IDENTITY_MESSAGES.minor);
    expect(identityIssues({ type: "JURIDICAL", dateOfBirth: minor }, NOW)).toEqual([]);
    expect(yearsBefore("2024-02-29", 18)).toBe("2006-02-28");
  });

  it("shapes document numbers by type", () => {
    expect(documentNumberIssue("NUIP", "10203ABC")).toBe(IDENTITY_MESSAGES.nuip);
    expect(documentNumberIssue("NUIP", "1020304050")).toBeUndefined();
    expect(documentNumberIssue("CURP", "GODE561231HDFRRN09")).toBeUndefined();
    expect(documentNumberIssue("CURP", "GODE561331HDFRRN09")).toBe(IDENTITY_MESSAGES.curp);
    expect(documentNumberIssue("RFC", "GODE561231GR8")).toBeUndefined();
    expect(documentNumberIssue("RFC", "GOD561231GR8")).toBeUndefined();
    expect(documentNumberIssue("RFC", "GODE5612GR8")).toBe(IDENTITY_MESSAGES.rfc);
    expect(documentNumberIssue("PASSPORT", "AB-123")).toBe(IDENTITY_MESSAGES.alphanumeric);
    expect(userCreateInputSchema.safeParse(withDocument({ number: "12AB34" })).error?.issues[0]?.path).toEqual([
      "data",
      "document",
      "number",
    ]);
  });

  it("accepts every CPF with correct check digits, and judges any single-digit change as the rule does", () => {
    // Not "refuses every change": the rule maps a remainder of 10 to 0, so some single-digit
    // changes keep valid check digits. The property is agreement with the rule, change by change.
    let refused = 0;
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (cpf, at, delta) => {
        if (/^(\d)\1{10}$/.test(cpf)) return;
        expect(isValidCpf(cpf)).toBe(true);
        const changed = cpf.slice(0, at) + String((Number(cpf[at]) + delta) % 10) + cpf.slice(at + 1);
        expect(isValidCpf(changed)).toBe(referenceCpfValid(changed));
        if (!referenceCpfValid(changed)) refused++;
      }),
    );
    // Most single-digit changes are caught (the check digits exist for that).
    expect(refused).toBeGreaterThan(80);
    expect(isValidCpf("43897002000")).toBe(referenceCpfValid("43897002000"));
    expect(isValidCpf("33897002000")).toBe(referenceCpfValid("33897002000"));
    expect(isValidCpf("11111111111")).toBe(false);
    expect(isValidCpf("52998224725")).toBe(true);
  });
});
