import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as contract from "@/lib/contract";
import { maskSensitive, restoreMasked } from "./masking";
import { isZodSchema, type Sample, schemaSamples, valueAt } from "./test-schema-samples";

/**
 * Every field path of the contract's schemas, fed to the masking: a sample of each schema (each
 * union branch too) with its own recognisable text at each string leaf, masked, then compared
 * path by path with the reviewed lists below. Labels name the innermost contract schema a field
 * sits in ("bankAccountSchema.accountNumber" covers it in payouts, payout lists, beneficiaries
 * and payout inputs alike).
 */

/** Reviewed: each of these comes out masked wherever its schema appears. */
const SENSITIVE_PATHS = [
  // A document's identifying data (spec: company and person documents, the user's document).
  "companyDocumentSchema.number",
  "personDocumentSchema.number",
  "personDocumentSchema.cic",
  "personDocumentSchema.identificadorCiudadano",
  "personDocumentSchema.ocr",
  "personDocumentSchema.numeroEmision",
  "userDocumentSchema.number",
  "userDocumentSchema.cic",
  "userDocumentSchema.identificadorCiudadano",
  "userDocumentSchema.ocr",
  "userDocumentSchema.numeroEmision",
  "userDataInputSchema.document.number",
  "userDataInputSchema.document.cic",
  "userDataInputSchema.document.identificadorCiudadano",
  "userDataInputSchema.document.ocr",
  "userDataInputSchema.document.numeroEmision",
  // Account numbers and aliases of beneficiaries (spec: bank and alias account shapes).
  "bankAccountSchema.accountNumber",
  "aliasAccountSchema.alias",
  // Account data of every account type (PSE per the spec; the others are sandbox extensions).
  "pseDataSchema.accountNumber",
  "speiDataSchema.clabe",
  "achDataSchema.accountNumber",
  "wireDataSchema.accountNumber",
  "pixDataSchema.pixKey",
  "transfiyaDataSchema.phone",
] as const;

/** Reviewed: named like a sensitive field, and left as it is on purpose. */
const REVIEWED_PLAIN: Record<string, string> = {
  phoneE164: "the phone format itself, not a field",
  "achDataSchema.routingNumber": "names the bank (ABA routing number), published by the bank",
  "aliasAccountSchema.aliasType": "the kind of alias, shown beside its masked value",
  "pixDataSchema.pixKeyType": "the kind of PIX key, shown beside its masked value",
  "walletAccountSchema.address": "a public blockchain address, compared whole and linked to an explorer",
  "walletDataSchema.address": "a public blockchain address, compared whole and linked to an explorer",
  "bankAccountSchema.phone": "the holder's contact, not what routes the money",
  "aliasAccountSchema.phone": "the holder's contact; a phone alias is the alias field",
  "walletAccountSchema.phone": "the holder's contact",
  "pseDataSchema.phone": "the holder's contact",
  "speiDataSchema.phone": "the holder's contact",
  "achDataSchema.phone": "the holder's contact",
  "wireDataSchema.phone": "the holder's contact",
  "walletDataSchema.phone": "the holder's contact",
  "pixDataSchema.phone": "the holder's contact; a phone PIX key is the pixKey field",
  "userDataSchema.phone": "the user's contact",
  "userDataInputSchema.phone": "the user's contact",
};

/** Names a field holding an identifier may carry: each leaf so named must be reviewed above. */
const SENSITIVE_NAME =
  /number|^cic$|identificador|^ocr$|emision|clabe|iban|^cbu$|^cvu$|alias|pix|phone|address|nationalid|taxid/i;

const names = new Map<z.core.$ZodType, string>();
for (const [name, value] of Object.entries(contract)) if (isZodSchema(value)) names.set(value, name);

/**
 * Records the contract types loosely (an account's data, an event's data, a user's data are free
 * JSON there), composed as the API fills them, so the masking meets each in its real place.
 */
const accountTypes = contract.ACCOUNT_TYPES;
const accountRecord = z.discriminatedUnion(
  "type",
  accountTypes.map((type) =>
    contract.eventDataSchemas.ACCOUNT.extend({
      type: z.literal(type),
      data: contract.ACCOUNT_DATA_SCHEMAS[type],
    }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);
const userRecord = contract.userSchema.extend({ data: contract.userDataSchema });
const eventData: Record<string, z.core.$ZodType> = {
  ...contract.eventDataSchemas,
  ACCOUNT: accountRecord,
  USER: userRecord,
};
const webhookEvent = z.discriminatedUnion(
  "event",
  Object.entries(eventData).map(([event, data]) =>
    contract.eventEnvelopeSchema.extend({ event: z.literal(event), data }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);

/** Account data alone has no type, and the type decides what its phone is: it is walked within its account. */
const walkedWithinAccount = new Set<unknown>(Object.values(contract.ACCOUNT_DATA_SCHEMAS));

const roots: [string, z.core.$ZodType][] = [
  ...[...names]
    .filter(([schema]) => !walkedWithinAccount.has(schema))
    .map(([schema, name]): [string, z.core.$ZodType] => [name, schema]),
  ["accountRecord", accountRecord],
  ["accountList", contract.accountListResponseSchema.extend({ accounts: z.array(accountRecord) })],
  ["userRecord", userRecord],
  ["userList", contract.userListResponseSchema.extend({ users: z.array(userRecord) })],
  ["webhookEvent", webhookEvent],
];

const samples: { root: string; sample: Sample }[] = roots.flatMap(([root, schema]) =>
  schemaSamples(schema, root, names).map((sample) => ({ root, sample })),
);
const sensitive = new Set<string>(SENSITIVE_PATHS);
const allLabels = new Set(samples.flatMap(({ sample }) => sample.leaves.map((l) => l.label)));
const keyOf = (label: string) => (label.split(".").at(-1) ?? "").replace(/<.*>|\[.*\]/g, "");

describe("maskSensitive over every field path of lib/contract", () => {
  it("walks every schema of the contract, each union branch included", () => {
    expect(roots.length).toBeGreaterThan(50);
    for (const type of accountTypes)
      expect(samples.some(({ sample }) => JSON.stringify(sample.value).includes(`"type":"${type}"`))).toBe(true);
    // The branches that carry the findings' fields are reached.
    for (const label of ["personDocumentSchema.cic", "userDocumentSchema.ocr", "transfiyaDataSchema.phone"])
      expect(allLabels).toContain(label);
  });

  it("masks every reviewed sensitive path and changes nothing else", () => {
    const wrong: string[] = [];
    for (const { root, sample } of samples) {
      const masked = maskSensitive(sample.value);
      for (const leaf of sample.leaves) {
        const got = valueAt(masked, leaf.at);
        if (sensitive.has(leaf.label)) {
          const hidden =
            typeof got === "string" && got.includes("•") && !got.includes(String(leaf.value)) && got !== leaf.value;
          if (!hidden) wrong.push(`${root}: ${leaf.label} not masked (${String(got)})`);
        } else if (got !== leaf.value) wrong.push(`${root}: ${leaf.label} changed (${String(got)})`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });

  it("has every leaf named like an identifier reviewed, and no stale entry", () => {
    const unreviewed = [...allLabels].filter(
      (label) => SENSITIVE_NAME.test(keyOf(label)) && !sensitive.has(label) && !(label in REVIEWED_PLAIN),
    );
    expect(unreviewed).toEqual([]);
    const stale = [...SENSITIVE_PATHS, ...Object.keys(REVIEWED_PLAIN)].filter((label) => !allLabels.has(label));
    expect(stale).toEqual([]);
  });

  it("is idempotent and restorable on every sample: masking twice changes nothing, the edit form gets its values back", () => {
    for (const { sample } of samples) {
      const masked = maskSensitive(sample.value);
      expect(maskSensitive(masked)).toEqual(masked);
      expect(restoreMasked(masked, sample.value)).toEqual(sample.value);
    }
  });
});
