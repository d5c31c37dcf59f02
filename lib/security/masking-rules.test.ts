import { describe, expect, it } from "vitest";
import { isSensitivePath, maskAccountData, maskSensitive, restoreMasked, sensitivePaths } from "./masking";

/**
 * The masking rules the contract's schemas do not reach on their own (lib/security/
 * masking-contract.test.ts walks those): names a newer API or another rail may use, the issue's
 * INE/IFE findings on the records they were found in, the account type that makes a phone an
 * account, and API error bodies that echo a refused value.
 */

const INE = {
  type: "INE",
  number: "GODE561231HDFRRN09",
  issuedCountryCode: "MX",
  cic: "123456789",
  identificadorCiudadano: "987654321",
};
const IFE = { type: "IFE", number: "GODE561231", issuedCountryCode: "MX", ocr: "1234567890123", numeroEmision: "02" };

const leaks = (value: unknown, ...raw: string[]) => raw.filter((r) => JSON.stringify(value).includes(r));

describe("INE and IFE identifying data (issue 26 finding)", () => {
  it("is masked in a payout's beneficiary document, a users page row and an /api/payouts answer", () => {
    const payout = {
      id: "po_1",
      beneficiary: { type: "BANK", account: { accountNumber: "0012345678", document: INE } },
    };
    const user = { id: "u_1", data: { firstName: "Ana", document: IFE } };
    const page = { payouts: [payout], users: [user], totalPage: 1 };
    const masked = maskSensitive(page);
    expect(leaks(masked, "123456789", "987654321", "1234567890123", "GODE561231")).toEqual([]);
    expect(masked.users[0]?.data.document.numeroEmision).toBe("••••");
    expect(masked.payouts[0]?.beneficiary.account.document.cic).toBe("12••••89");
    expect(masked.payouts[0]?.beneficiary.account.document.type).toBe("INE");
  });

  it("is masked wherever the spec's names appear, even outside a document key", () => {
    expect(maskSensitive({ form: { cic: "123456789", ocr: "1234567890123" } })).toEqual({
      form: { cic: "12••••89", ocr: "12••••23" },
    });
  });

  it("is revealable by path, and restored when an edit form sends it back unchanged", () => {
    expect(isSensitivePath("data.document.identificadorCiudadano")).toBe(true);
    expect(isSensitivePath("beneficiary.account.document.ocr")).toBe(true);
    const stored = { type: "PSE", data: { document: INE } };
    expect(restoreMasked(maskSensitive(stored), stored)).toEqual(stored);
  });
});

describe("a document on its own", () => {
  it("has its number masked: issuedCountryCode makes it a document under any key", () => {
    expect(maskSensitive(IFE).number).toBe("GO••••31");
    expect(maskSensitive({ holderId: { number: "1020304050", issuedCountryCode: "CO" } }).holderId.number).toBe(
      "10••••50",
    );
    expect(isSensitivePath("number", IFE)).toBe(true);
    expect(isSensitivePath("number")).toBe(false);
  });
});

describe("names beyond the contract's schemas", () => {
  it.each(["iban", "cbu", "cvu"])("masks %s as an account number", (key) => {
    expect(maskSensitive({ [key]: "DE89370400440532013000" })).toEqual({ [key]: "•••• 3000" });
  });
  it.each(["documentNumber", "nationalId", "taxId"])("masks %s as a document number", (key) => {
    expect(maskSensitive({ [key]: "1020304050" })).toEqual({ [key]: "10••••50" });
  });
  it("masks aliasValue by its aliasType", () => {
    expect(maskSensitive({ aliasType: "PHONE", aliasValue: "+573001234567" }).aliasValue).toBe("+•••• 4567");
  });
  it.each(["documents", "identityDocument"])("masks number under %s", (key) => {
    expect(maskSensitive({ [key]: [{ number: "1020304050" }] })).toEqual({ [key]: [{ number: "10••••50" }] });
  });
});

describe("a TRANSFIYA account's phone", () => {
  const account = { id: "acc_1", type: "TRANSFIYA", data: { firstName: "Ana", phone: "+573001234567" } };

  it("is the account's identifier: masked in the account, its list and its event", () => {
    expect(maskSensitive(account).data.phone).toBe("+•••• 4567");
    const event = { id: "evt_1", event: "ACCOUNT", data: account };
    expect(maskSensitive(event).data.data.phone).toBe("+•••• 4567");
    expect(maskSensitive({ accounts: [account] }).accounts[0]?.data.phone).toBe("+•••• 4567");
  });

  it("is masked in the account's data on its own when the type is given (maskAccountData)", () => {
    expect(maskAccountData("TRANSFIYA", account.data)).toEqual({ firstName: "Ana", phone: "+•••• 4567" });
    expect(maskAccountData("PSE", { phone: "+573001234567", accountNumber: "0012345678" })).toEqual({
      phone: "+573001234567",
      accountNumber: "•••• 5678",
    });
    expect(maskSensitive(account.data).phone).toBe("+573001234567");
  });

  it("stays a contact elsewhere: another account type's holder, a user", () => {
    const pse = { type: "PSE", data: { phone: "+573001234567", accountNumber: "0012345678" } };
    expect(maskSensitive(pse).data.phone).toBe("+573001234567");
    expect(maskSensitive({ type: "NATURAL", data: { phone: "+573001234567" } }).data.phone).toBe("+573001234567");
  });

  it("is revealable when the record is known, restored by the edit form, and listed for its reveal button", () => {
    expect(isSensitivePath("data.phone", account)).toBe(true);
    expect(isSensitivePath("data.phone", { type: "PSE", data: {} })).toBe(false);
    expect(isSensitivePath("data.phone")).toBe(false);
    expect(restoreMasked(maskSensitive(account), account)).toEqual(account);
    expect(sensitivePaths(account)).toEqual([{ path: "data.phone", masked: "+•••• 4567" }]);
  });
});

describe("API error bodies (spec: Errors, the 400 body's arguments)", () => {
  const body = {
    errorCode: "ACCOUNT.1001",
    arguments: [
      { key: "data.accountNumber", value: "0012345678" },
      { key: "data.document.cic", value: "123456789" },
      { key: "beneficiary.account.alias", value: "@juanperez" },
      { key: "data.countryCode", value: "XX" },
    ],
    message: ["accountNumber 0012345678 is not valid", "countryCode XX is not supported"],
    statusCode: "400",
  };

  it("masks each argument whose key names a sensitive field, and the same text in the messages", () => {
    const masked = maskSensitive(body);
    expect(masked.arguments).toEqual([
      { key: "data.accountNumber", value: "•••• 5678" },
      { key: "data.document.cic", value: "12••••89" },
      { key: "beneficiary.account.alias", value: "@j••••ez" },
      { key: "data.countryCode", value: "XX" },
    ]);
    expect(masked.message).toEqual(["accountNumber •••• 5678 is not valid", "countryCode XX is not supported"]);
    expect(leaks(masked, "0012345678", "123456789", "@juanperez")).toEqual([]);
  });

  it("reads bracketed indexes, is idempotent, and works on the dashboard's own error JSON", () => {
    const own = {
      kind: "validation",
      errorCode: "PAYOUT.1001",
      arguments: [{ key: "payouts[0].beneficiary.account.document.number", value: "1020304050" }],
      message: "number 1020304050 is taken",
    };
    const masked = maskSensitive(own);
    expect(masked.arguments[0]?.value).toBe("10••••50");
    expect(masked.message).toBe("number 10••••50 is taken");
    expect(maskSensitive(masked)).toEqual(masked);
  });
});

describe("change request diffs ({ field, before, after })", () => {
  it("masks both values when the field names a sensitive one, and leaves other fields as they are", () => {
    const diff = [
      { field: "accountNumber", before: "0012345678", after: "9999888877" },
      { field: "data.document.ocr", before: null, after: "1234567890123" },
      { field: "bankCode", before: "1007", after: "1051" },
      { field: "accountData", before: { accountNumber: "0012345678" }, after: { accountNumber: "9999888877" } },
    ];
    const masked = maskSensitive(diff);
    expect(masked).toEqual([
      { field: "accountNumber", before: "•••• 5678", after: "•••• 8877" },
      { field: "data.document.ocr", before: null, after: "12••••23" },
      { field: "bankCode", before: "1007", after: "1051" },
      { field: "accountData", before: { accountNumber: "•••• 5678" }, after: { accountNumber: "•••• 8877" } },
    ]);
    expect(maskSensitive(masked)).toEqual(masked);
  });
});
