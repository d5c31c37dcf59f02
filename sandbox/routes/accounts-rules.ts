import type { z } from "@hono/zod-openapi";
import { accountCreateInputSchema, accountUpdateInputSchema } from "@/lib/contract";
import { isBankOf } from "../queries/banks";

/**
 * Rules the sandbox adds to the contract's account shapes: each domestic rail
 * belongs to one country, bank codes come from the sandbox's bank list
 * (GET /api/v2/banks), and a wallet address has its network's format.
 */
const COUNTRY_OF: Partial<Record<string, { code: string; message: string }>> = {
  PSE: { code: "CO", message: "PSE accounts are Colombian (CO)" },
  SPEI: { code: "MX", message: "SPEI accounts are Mexican (MX)" },
  ACH: { code: "US", message: "ACH accounts are in the United States (US)" },
  PIX: { code: "BR", message: "PIX accounts are Brazilian (BR)" },
  TRANSFIYA: { code: "CO", message: "Transfiya accounts are Colombian (CO)" },
};

const ADDRESS_OF: Record<string, { pattern: RegExp; hint: string }> = {
  POLYGON: { pattern: /^0x[0-9a-fA-F]{40}$/, hint: "0x and 40 hex digits" },
  BSC: { pattern: /^0x[0-9a-fA-F]{40}$/, hint: "0x and 40 hex digits" },
  TRON: { pattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, hint: "T and 33 base58 characters" },
  SOLANA: { pattern: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/, hint: "32 to 44 base58 characters" },
};

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, field: string, message: string) =>
  ctx.addIssue({ code: "custom", path: ["data", field], message });
const text = (value: unknown) => (typeof value === "string" ? value : "");

function checkCountry(type: string, data: Record<string, unknown>, ctx: Ctx) {
  const country = COUNTRY_OF[type];
  if (country && data.countryCode !== country.code) issue(ctx, "countryCode", country.message);
}

function checkPseBank(data: Record<string, unknown>, ctx: Ctx) {
  if (!isBankOf("CO", text(data.bankCode)))
    issue(ctx, "bankCode", "Unknown Colombian bank code; see GET /api/v2/banks?countryCode=CO");
}

/** The CLABE's first three digits name the bank; a bankCode, when given, must agree. */
function checkSpeiBank(data: Record<string, unknown>, ctx: Ctx) {
  const prefix = text(data.clabe).slice(0, 3);
  if (!isBankOf("MX", prefix))
    issue(ctx, "clabe", "CLABE of an unknown Mexican bank; see GET /api/v2/banks?countryCode=MX");
  if (data.bankCode !== undefined && data.bankCode !== prefix)
    issue(ctx, "bankCode", "bankCode must be the CLABE's first three digits");
}

function checkWalletAddress(data: Record<string, unknown>, ctx: Ctx) {
  const rule = ADDRESS_OF[text(data.network)];
  if (rule && !rule.pattern.test(text(data.address)))
    issue(ctx, "address", `${text(data.network)} address: ${rule.hint}`);
}

/** PATCH keeps its rules as they were: PSE only (other types' data is free-form there). */
export const accountUpdateBodySchema = accountUpdateInputSchema.superRefine((input, ctx) => {
  if (input.type !== "PSE") return;
  checkCountry("PSE", input.data, ctx);
  checkPseBank(input.data, ctx);
});

export const accountCreateBodySchema = accountCreateInputSchema.superRefine((input, ctx) => {
  checkCountry(input.type, input.data, ctx);
  if (input.type === "PSE") checkPseBank(input.data, ctx);
  if (input.type === "SPEI") checkSpeiBank(input.data, ctx);
  if (input.type === "WALLET") checkWalletAddress(input.data, ctx);
});
