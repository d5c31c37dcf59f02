import { sql } from "drizzle-orm";
import { PAYOUT_STATUSES, needsAttention } from "@/lib/contract";
import { PAYOUT_LIFECYCLE } from "@/lib/contract/payout-lifecycle";
import type { Db } from "../db/store";
import { SEED } from "./base";
import { bankBeneficiary, brebBeneficiary, walletBeneficiary } from "./beneficiaries";
import type { SeedContext } from "./index";
import { Rng } from "./prng";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const BATCH = 5000;

/** Share of payouts in flight the seed leaves past their status's default service level. */
export const SEED_OVERDUE_SHARE = 0.05;

/**
 * When a payout in flight last changed, like a working day: most within their status's default
 * service level (lib/contract/payout-lifecycle.ts), SEED_OVERDUE_SHARE of them 1.5 to 8 times past
 * it (stuck). Drawn from a generator of the payout's own (seeded by its index), so every other
 * field of the seed, drawn from the shared one, stays as it was. Done and failed payouts keep
 * updatedAt shortly after createdAt, spread over 90 days: only the recent failures are news.
 */
function inFlightUpdatedAt(status: (typeof PAYOUT_STATUSES)[number], index: number, createdAt: Date, now: Date) {
  const hours = PAYOUT_LIFECYCLE[status].serviceLevelHours;
  if (hours === null) return undefined;
  const timing = new Rng((Math.imul(index + 1, 2_654_435_761) ^ 0x5eed) >>> 0);
  const overdue = timing.chance(SEED_OVERDUE_SHARE);
  const ageHours = overdue ? hours * (1.5 + timing.next() * 6.5) : hours * 0.9 * timing.next();
  const at = now.getTime() - Math.round(ageHours * HOUR_MS);
  return new Date(Math.max(at, createdAt.getTime()));
}

/** Most payouts end COMPLETED; the rest spread over every other status. */
const STATUS_WEIGHTS = PAYOUT_STATUSES.map(
  (s) => [s, s === "COMPLETED" ? 60 : s === "CASH_OUT_COMPLETED" ? 6 : 1] as const,
);

/**
 * The weights reshaped so that `share` of the weighted payouts are in flight (waiting statuses),
 * each group keeping its inner proportions: the benchmark's "1,000,000 payouts, 50,000 in flight".
 */
export function statusWeightsForInFlight(
  share: number,
): ReadonlyArray<readonly [(typeof PAYOUT_STATUSES)[number], number]> {
  if (!(share > 0 && share < 1)) throw new Error("the in-flight share must be between 0 and 1");
  const waiting = (s: (typeof PAYOUT_STATUSES)[number]) => PAYOUT_LIFECYCLE[s].serviceLevelHours !== null;
  const sum = (pick: boolean) => STATUS_WEIGHTS.filter(([s]) => waiting(s) === pick).reduce((a, [, w]) => a + w, 0);
  const [inFlight, rest] = [sum(true), sum(false)];
  return STATUS_WEIGHTS.map(([s, w]) => [s, waiting(s) ? (w / inFlight) * share : (w / rest) * (1 - share)] as const);
}

const FAILURE_DETAILS = [
  "Cuenta destino inexistente o cancelada",
  "El banco receptor rechazó la transferencia: titular no coincide",
  "Beneficiary bank rejected the transfer: account closed",
  "KYT alert: destination address flagged for manual review",
  "Timeout waiting for the banking partner's confirmation",
  "Insufficient prefunded balance for this currency",
  "CLABE inválida para el banco indicado",
];
const EXPLORERS = {
  POLYGON: "https://polygonscan.com/tx/0x",
  BSC: "https://bscscan.com/tx/0x",
  SOLANA: "https://solscan.io/tx/",
  TRON: "https://tronscan.org/#/transaction/",
} as const;

function amountFor(currency: string, rng: Rng): number {
  if (currency === "COP") return rng.int(500, 200_000) * 100;
  return Math.round(rng.next() ** 2 * 25_000 * 100 + 1_000) / 100;
}

function beneficiaryAndCurrency(rng: Rng) {
  const country = rng.chance(0.6) ? "CO" : "MX";
  const kind = rng.weighted([
    ["BANK", 55],
    ["BREB", 20],
    ["WALLET", 25],
  ] as const);
  if (kind === "WALLET") {
    const currency = rng.pick(["USDC", "USDT"] as const);
    return { currency, beneficiary: walletBeneficiary(country, currency, rng) };
  }
  if (kind === "BREB") return { currency: "COP", beneficiary: brebBeneficiary(rng) };
  // Colombian bank payouts are paid in pesos; Mexican ones settle from stablecoins.
  const currency = country === "CO" ? "COP" : rng.pick(["USDC", "USDT"] as const);
  return { currency, beneficiary: bankBeneficiary(country, rng) };
}

function proofFor(id: string, beneficiary: { type: string; account: Record<string, unknown> }, rng: Rng) {
  if (beneficiary.type === "WALLET") {
    const network = beneficiary.account.network as keyof typeof EXPLORERS;
    return `${EXPLORERS[network]}${rng.chars("0123456789abcdef", 64)}`;
  }
  return `https://sandbox-files.example/proofs/${id}.pdf`;
}

function metadataFor(rng: Rng, n: number) {
  if (rng.chance(0.25)) return null;
  return {
    invoice: `INV-2026-${String(n).padStart(6, "0")}`,
    channel: rng.pick(["api", "batch", "dashboard"]),
    ...(rng.chance(0.4) ? { reference: `REF${rng.digits(8)}` } : {}),
    ...(rng.chance(0.2) ? { purpose: rng.pick(["family_support", "supplier_payment", "payroll", "refund"]) } : {}),
  };
}

/**
 * Builds n payouts for one customer. The first 3 x 39 cycle through every
 * status so each one is present even in small seeds; the rest are weighted.
 */
export function buildPayouts(
  customerId: string,
  prefix: string,
  range: { start: number; count: number },
  now: Date,
  rng: Rng,
  weights: ReadonlyArray<readonly [(typeof PAYOUT_STATUSES)[number], number]> = STATUS_WEIGHTS,
) {
  return Array.from({ length: range.count }, (_, k) => {
    const i = range.start + k;
    const id = rng.uuid();
    const status =
      i < PAYOUT_STATUSES.length * 3
        ? (PAYOUT_STATUSES[i % PAYOUT_STATUSES.length] ?? "CREATED")
        : rng.weighted(weights);
    const { currency, beneficiary } = beneficiaryAndCurrency(rng);
    const createdAt = new Date(now.getTime() - Math.floor(rng.next() * 90 * DAY_MS));
    const drawnUpdatedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + rng.int(1, 72 * 60) * 60_000));
    const updatedAt = inFlightUpdatedAt(status, i, createdAt, now) ?? drawnUpdatedAt;
    const completed = status === "COMPLETED" || status === "CASH_OUT_COMPLETED" || status === "REFUND_COMPLETED";
    return {
      id,
      customerId,
      externalId: rng.chance(0.95) ? `${prefix}${String(i + 1).padStart(6, "0")}` : null,
      amount: amountFor(currency, rng),
      currency,
      beneficiary,
      status,
      details: needsAttention(status) ? rng.pick(FAILURE_DETAILS) : null,
      transferProof: completed && rng.chance(0.8) ? proofFor(id, beneficiary, rng) : null,
      metadata: metadataFor(rng, i + 1),
      requestHash: null,
      createdAt,
      updatedAt,
    };
  });
}

/**
 * Bulk insert: one JSON parameter per batch expanded by jsonb_to_recordset.
 * Far cheaper than thousands of bound parameters per statement, on PGlite
 * especially; the statement-level count trigger runs once per batch.
 */
export async function insertPayouts(db: Db, rows: ReturnType<typeof buildPayouts>) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((r) => ({
      id: r.id,
      customer_id: r.customerId,
      external_id: r.externalId,
      amount: r.amount,
      currency: r.currency,
      beneficiary: r.beneficiary,
      status: r.status,
      details: r.details,
      transfer_proof: r.transferProof,
      metadata: r.metadata,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
    await db.execute(sql`
      INSERT INTO payouts (id, customer_id, external_id, amount, currency, beneficiary, status, details,
                           transfer_proof, metadata, created_at, updated_at)
      SELECT id, customer_id, external_id, amount, currency, beneficiary, status, details,
             transfer_proof, metadata, created_at, updated_at
      FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS r(
        id text, customer_id text, external_id text, amount numeric, currency text, beneficiary jsonb,
        status text, details text, transfer_proof text, metadata jsonb, created_at timestamptz, updated_at timestamptz)`);
  }
}

export async function seedPayouts({ db, options }: SeedContext): Promise<void> {
  const { acme, otra } = SEED.customers;
  // Built in chunks so 100,000 payouts never sit in memory at once.
  const rng = new Rng("payouts:acme");
  const weights =
    options.inFlightShare === undefined ? STATUS_WEIGHTS : statusWeightsForInFlight(options.inFlightShare);
  for (let start = 0; start < options.acmePayouts; start += 10_000) {
    const count = Math.min(10_000, options.acmePayouts - start);
    await insertPayouts(db, buildPayouts(acme.id, "ACME-PO-", { start, count }, options.now, rng, weights));
  }
  const otraRange = { start: 0, count: options.otraPayouts };
  await insertPayouts(db, buildPayouts(otra.id, "OTRA-PO-", otraRange, options.now, new Rng("payouts:otra")));
}
