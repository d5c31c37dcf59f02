import { describe, expect, it } from "vitest";
import {
  isSensitivePath,
  maskAccountNumber,
  maskAlias,
  maskDocumentNumber,
  maskEmail,
  maskPhone,
  maskSensitive,
  readPath,
  restoreMasked,
  sensitivePaths,
} from "./masking";

describe("maskAccountNumber", () => {
  it("keeps the last four of an account number", () => {
    expect(maskAccountNumber("0012345678")).toBe("•••• 5678");
    expect(maskAccountNumber("0012 3456 78")).toBe("•••• 5678");
    expect(maskAccountNumber("0012345678")).not.toContain("1234");
  });
  it("keeps only two of a short one, and is idempotent", () => {
    expect(maskAccountNumber("123456")).toBe("•••• 56");
    expect(maskAccountNumber("•••• 5678")).toBe("•••• 5678");
    expect(maskAccountNumber("")).toBe("");
  });
});

describe("maskDocumentNumber", () => {
  it("keeps the first two and the last two", () => {
    expect(maskDocumentNumber("1020304050")).toBe("10••••50");
    expect(maskDocumentNumber("GODE561231HDFRRN09")).toBe("GO••••09");
  });
  it("keeps less of a short number and nothing of a tiny one", () => {
    expect(maskDocumentNumber("123456")).toBe("1••••6");
    expect(maskDocumentNumber("123")).toBe("••••");
    expect(maskDocumentNumber("10••••50")).toBe("10••••50");
  });
});

describe("maskAlias", () => {
  it("masks a phone alias to its last four", () => {
    expect(maskAlias("+573001234567", "PHONE")).toBe("+•••• 4567");
    expect(maskPhone("3001234567")).toBe("•••• 4567");
  });
  it("masks an e-mail alias to its first letter and domain", () => {
    expect(maskAlias("juan.perez@example.com", "EMAIL")).toBe("j••••@example.com");
    expect(maskEmail("a@b.co")).toBe("a••••@b.co");
  });
  it("masks a national or business id as a document", () => {
    expect(maskAlias("1020304050", "NATIONAL_ID")).toBe("10••••50");
    expect(maskAlias("900123456", "BUSINESS_ID")).toBe("90••••56");
  });
  it("masks an alphanumeric alias keeping its @ and its ends", () => {
    expect(maskAlias("@juanperez", "ALPHANUMERIC")).toBe("@j••••ez");
  });
  it("guesses the shape when the type is missing", () => {
    expect(maskAlias("ana@bank.co")).toBe("a••••@bank.co");
    expect(maskAlias("+57 300 123 4567")).toBe("+•••• 4567");
    expect(maskAlias("@juanperez")).toBe("@j••••ez");
  });
});

describe("maskSensitive", () => {
  const payout = {
    id: "p1",
    amount: 1000,
    beneficiary: {
      type: "BANK",
      account: {
        firstName: "Ana",
        accountNumber: "0012345678",
        bankCode: "1007",
        document: { type: "NUIP", number: "1020304050", issuedCountryCode: "CO" },
      },
    },
  };

  it("masks account and document numbers at any depth and keeps everything else", () => {
    const masked = maskSensitive(payout);
    expect(masked.beneficiary.account.accountNumber).toBe("•••• 5678");
    expect(masked.beneficiary.account.document.number).toBe("10••••50");
    expect(masked.beneficiary.account.bankCode).toBe("1007");
    expect(masked.amount).toBe(1000);
    expect(JSON.stringify(masked)).not.toContain("0012345678");
    expect(JSON.stringify(masked)).not.toContain("1020304050");
  });

  it("does not change its input", () => {
    maskSensitive(payout);
    expect(payout.beneficiary.account.accountNumber).toBe("0012345678");
  });

  it("masks a Bre-B alias by its sibling type, in arrays and webhook envelopes", () => {
    const envelope = {
      event: "PAYOUT",
      data: [{ beneficiary: { type: "BREB", account: { aliasType: "PHONE", alias: "+573001234567" } } }],
    };
    const masked = maskSensitive(envelope);
    expect(masked.data[0]?.beneficiary.account.alias).toBe("+•••• 4567");
    expect(masked.data[0]?.beneficiary.account.aliasType).toBe("PHONE");
  });

  it("masks PIX keys, CLABEs and numeric account numbers", () => {
    const masked = maskSensitive({ data: { pixKeyType: "EMAIL", pixKey: "ana@x.br", clabe: "002010077777777771" } });
    expect(masked.data.pixKey).toBe("a••••@x.br");
    expect(masked.data.clabe).toBe("•••• 7771");
    expect(maskSensitive({ accountNumber: 12345678 }).accountNumber).toBe("•••• 5678");
  });

  it("keeps dates and other non-plain objects as they are", () => {
    const at = new Date("2026-11-20T10:00:00.000Z");
    const masked = maskSensitive({ at, after: { accountNumber: "0012345678" } });
    expect(masked.at).toBe(at);
    expect(masked.after.accountNumber).toBe("•••• 5678");
  });

  it("leaves a number that is not a document's alone", () => {
    const value = { order: { number: "1234567" }, phone: "+573001234567" };
    expect(maskSensitive(value)).toEqual(value);
  });
});

describe("isSensitivePath and readPath", () => {
  it("accepts only paths that end on a masked key", () => {
    expect(isSensitivePath("beneficiary.account.accountNumber")).toBe(true);
    expect(isSensitivePath("beneficiary.account.document.number")).toBe(true);
    expect(isSensitivePath("data.documents.0.number")).toBe(true);
    expect(isSensitivePath("beneficiary.account.alias")).toBe(true);
    expect(isSensitivePath("beneficiary.account.firstName")).toBe(false);
    expect(isSensitivePath("order.number")).toBe(false);
    expect(isSensitivePath("__proto__.accountNumber")).toBe(false);
    expect(isSensitivePath("a..accountNumber")).toBe(false);
  });
  it("reads own properties only", () => {
    const record = { data: { document: { number: "1020304050" } }, list: [{ alias: "x" }] };
    expect(readPath(record, "data.document.number")).toBe("1020304050");
    expect(readPath(record, "list.0.alias")).toBe("x");
    expect(readPath(record, "data.toString")).toBeUndefined();
    expect(readPath(record, "data.missing.number")).toBeUndefined();
  });
});

describe("restoreMasked and sensitivePaths", () => {
  const stored = {
    type: "PSE",
    data: { accountNumber: "0012345678", document: { type: "NUIP", number: "1020304050" } },
  };

  it("puts back a masked value the form did not change", () => {
    const sent = maskSensitive(stored);
    expect(restoreMasked(sent, stored)).toEqual(stored);
  });

  it("keeps a new value, and leaves a masked value that does not match the stored one as sent", () => {
    const sent = { type: "PSE", data: { accountNumber: "9999888877", document: { type: "NUIP", number: "99••••99" } } };
    const restored = restoreMasked(sent, stored);
    expect(restored.data.accountNumber).toBe("9999888877");
    expect(restored.data.document.number).toBe("99••••99");
  });

  it("lists every masked field with its path", () => {
    expect(sensitivePaths(maskSensitive(stored))).toEqual([
      { path: "data.accountNumber", masked: "•••• 5678" },
      { path: "data.document.number", masked: "10••••50" },
    ]);
    expect(sensitivePaths({ list: [{ aliasType: "EMAIL", alias: "ana@x.co" }] })).toEqual([
      { path: "list.0.alias", masked: "a••••@x.co" },
    ]);
  });
});
