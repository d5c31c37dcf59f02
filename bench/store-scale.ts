/**
 * bench/store-scale: the dashboard's own store (PostgreSQL) at production size, read the way the
 * pages read it.
 *
 *   bash scripts/with-postgres.sh npx tsx --conditions=react-server bench/store-scale.ts
 *   npm run bench:store-scale                                  # the same
 *   STORE_SCALE_ROWS=100000 npm run bench:store-scale          # a quick try (rows per table)
 *
 * Needs DATABASE_URL (scripts/with-postgres.sh starts a throw-away server and sets it) and
 * refuses to run without it or against a store that already holds audit or inbox rows: it
 * writes millions of made-up rows. `--conditions=react-server` lets the lib modules marked
 * `import "server-only"` load outside Next (that package is empty under that condition).
 *
 * 1. Opens the store with openStore (migrations applied) and fills it, set-based
 *    (INSERT … SELECT over generate_series, 100,000 rows a statement, values from hashes of the
 *    row number: every run writes the same data, times relative to now), with STORE_SCALE_ROWS
 *    (default 1,000,000) audit_log rows and as many webhook_inbox rows, split 60/40 between two
 *    customers and interleaved in time over 90 days: audit actions from 11 weighted kinds, 20
 *    operators per customer (a few much busier than the rest), target types that match the
 *    action, small before/after JSON, ~5% failures; inbox events RAMP/TRANSACTION/CUSTODIAL_ACCOUNT/USER/ACCOUNT
 *    with a compact JSON envelope of ~330 bytes as raw_body and its jsonb as payload. Prints the
 *    fill time, then VACUUM (ANALYZE)s both tables: the statistics and visibility map a table
 *    that grew over 90 days has from autovacuum (an insert-only table is vacuumed too), and no
 *    autovacuum starting in the middle of the measurements.
 * 2. For the larger and the smaller customer, round-robin (every line once per round, so all
 *    see the same machine load), 3 warm-up rounds then STORE_SCALE_RUNS (default 30) measured:
 *    the audit page's first page (listAuditEntries: the 50 rows and a count(*) for the total, in
 *    parallel), the same with the action list the page also loads (listAuditActions), by action,
 *    by operator (a full email and a fragment, case-insensitive substring as the filter
 *    does), the webhooks page's list (listInbox { limit: 100 }), the ramps page's
 *    ({ event: "RAMP", limit: 20 }) and the live view's catch-up after a reconnect
 *    ({ after: the seq 500 rows before the customer's newest, limit: 500 }). Then the CSV export
 *    rate: exportAuditEntries (its default max, 50,000 rows) + auditCsv, 3 runs per customer.
 * 3. Prints p50/p95 (ms) per line against the target "first pages p95 < 200 ms", with the
 *    machine's load average (read the figures with it: a busy shared machine inflates them), and for every line that
 *    misses the target the EXPLAIN (ANALYZE, BUFFERS) of its statements (STORE_SCALE_EXPLAIN=all:
 *    of every line). Prints, does not assert.
 */
import os from "node:os";
import { count, desc } from "drizzle-orm";
import {
  type AuditQuery,
  type AuditReader,
  auditWhere,
  exportAuditEntries,
  listAuditActions,
  listAuditEntries,
} from "@/lib/db/queries/audit";
import { auditCsv } from "@/lib/audit/csv";
import { setStoreForTests } from "@/lib/db";
import { type DashboardStore, openStore } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";
import { type InboxQuery, listInbox } from "@/lib/webhooks/inbox";

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

const ROWS = positive("STORE_SCALE_ROWS", 1_000_000);
const RUNS = positive("STORE_SCALE_RUNS", 30);
const WARMUPS = 3;
const EXPORT_RUNS = 3;
const CHUNK = 100_000;
const DAYS = 90;
const TARGET_MS = 200;
const AUDIT_PAGE_SIZE = 50;
const EXPLAIN_ALL = process.env.STORE_SCALE_EXPLAIN === "all";
const fmt = (n: number) => n.toLocaleString("en-US");

interface Customer {
  id: string;
  label: string;
  domain: string;
}
const LARGE: Customer = { id: "cus_bench_large", label: "large", domain: "acmepay.com.br" };
const SMALL: Customer = { id: "cus_bench_small", label: "small", domain: "northwind.io" };
const LARGE_SHARE = 0.6;

/** Operators of each customer (the same names, each customer's own domain); index 0 is the busiest. */
const OPERATORS = [
  "ana.souza",
  "bruno.lima",
  "carla.mendes",
  "diego.alves",
  "elena.costa",
  "marta.ribeiro",
  "felipe.rocha",
  "gabriela.dias",
  "hugo.martins",
  "ines.carvalho",
  "joao.pereira",
  "karina.gomes",
  "lucas.barbosa",
  "nuno.teixeira",
  "olivia.cardoso",
  "pedro.nunes",
  "rita.moreira",
  "sofia.correia",
  "tiago.vieira",
  "vera.machado",
];
/** The operator filter as typed: a whole address, and part of a name in another case. */
const OPERATOR_FULL = (c: Customer) => `marta.ribeiro@${c.domain}`;
const OPERATOR_FRAGMENT = "Ribeiro";
/** The commonest action: the most rows for the filtered count to add up. */
const ACTION_FILTER = "recharge.create";

/** Audit actions with their target type and weight (percent). */
const ACTIONS: Array<{ action: string; target: string; weight: number }> = [
  { action: "recharge.create", target: "recharge", weight: 30 },
  { action: "user.create", target: "user", weight: 14 },
  { action: "account.update", target: "account", weight: 12 },
  { action: "webhook.resend", target: "webhook_delivery", weight: 10 },
  { action: "auth.lockout", target: "operator", weight: 8 },
  { action: "recharge.replay", target: "recharge", weight: 6 },
  { action: "user.replay", target: "user", weight: 6 },
  { action: "role.update", target: "role", weight: 5 },
  { action: "customer.update", target: "customer", weight: 4 },
  { action: "webhook.save", target: "webhook", weight: 3 },
  { action: "webhook.delete", target: "webhook", weight: 2 },
];
const EVENTS: Array<{ event: string; weight: number }> = [
  { event: "RAMP", weight: 40 },
  { event: "TRANSACTION", weight: 25 },
  { event: "CUSTODIAL_ACCOUNT", weight: 15 },
  { event: "USER", weight: 12 },
  { event: "ACCOUNT", weight: 8 },
];

// ---------------------------------------------------------------------------------------------
// Fill
// ---------------------------------------------------------------------------------------------

/** A uniform [0, 1) from the row number g and a salt: the same data on every run. */
const u = (salt: number) => `((hashint8extended(g, ${salt}) & 2147483647)::float8 / 2147483648.0)`;
/** Picks from weighted choices by a bucket 0..99. */
function pick<T>(bucket: string, items: Array<T & { weight: number }>, value: (item: T) => string): string {
  let upTo = 0;
  const arms = items.map((item) => {
    upTo += item.weight;
    return `WHEN ${bucket} < ${upTo} THEN ${value(item)}`;
  });
  return `CASE ${arms.join(" ")} END`;
}
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const isoSql = (ts: string) => `to_char(${ts} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const customerSql = `CASE WHEN ${u(1)} < ${LARGE_SHARE} THEN ${lit(LARGE.id)} ELSE ${lit(SMALL.id)} END`;
/** $1..$4: first row, last row, total rows, start of the 90 days (epoch seconds). */
const atSql = `to_timestamp($4::float8 + ((g - 1) + ${u(2)}) / $3::float8 * ${DAYS * 86_400})`;

const AUDIT_FILL = `
INSERT INTO audit_log (at, customer_id, operator_email, action, target_type, target_id, before, after, outcome,
  error_code, error_message, request_id)
SELECT at, customer_id, operator_email, action, target_type, target_id, before, after, outcome,
  CASE WHEN outcome = 'error' THEN (ARRAY['API.1422', 'API.1409', 'API.1503'])[1 + (g % 3)::int] END,
  CASE WHEN outcome = 'error' THEN (ARRAY['Amount exceeds the daily limit', 'The record was changed by someone else',
    'The API did not answer in time'])[1 + (g % 3)::int] END,
  'req_' || substr(md5(g::text), 1, 20)
FROM (
  SELECT g, at, customer_id, action, target_type, outcome,
    (ARRAY[${OPERATORS.map(lit).join(", ")}])[1 + op] || '@' ||
      CASE customer_id WHEN ${lit(LARGE.id)} THEN ${lit(LARGE.domain)} ELSE ${lit(SMALL.domain)} END AS operator_email,
    tid AS target_id,
    CASE
      WHEN action IN ('recharge.create', 'user.create', 'recharge.replay', 'user.replay', 'webhook.resend') THEN NULL
      WHEN action = 'role.update' THEN jsonb_build_object('name', 'support', 'permissions',
        jsonb_build_array('users:read', 'ramps:read'))
      WHEN action = 'auth.lockout' THEN jsonb_build_object('failures', 4)
      WHEN action LIKE 'webhook.%' THEN jsonb_build_object('url', 'https://hooks.example.com/' || tid,
        'events', jsonb_build_array('RAMP', 'USER'))
      ELSE jsonb_build_object('status', 'ACTIVE', 'limit', (n % 50 + 1) * 1000)
    END AS before,
    CASE
      WHEN action LIKE 'recharge.%' THEN jsonb_build_object('orderId', tid, 'userId', 'usr_' || (n % 50000),
        'amount', ((n % 9000) + 100)::text || '.00', 'currency', 'BRL')
      WHEN action LIKE 'user.%' THEN jsonb_build_object('externalId', 'ext-' || n, 'email',
        'customer' || n || '@example.com', 'name', 'Customer ' || n)
      WHEN action = 'role.update' THEN jsonb_build_object('name', 'support', 'permissions',
        jsonb_build_array('users:read', 'ramps:read', 'audit:read'))
      WHEN action = 'auth.lockout' THEN jsonb_build_object('failures', 5, 'lockedMinutes', 15)
      WHEN action = 'webhook.delete' THEN NULL
      WHEN action = 'webhook.resend' THEN jsonb_build_object('deliveryId', tid, 'status', 'QUEUED')
      WHEN action = 'webhook.save' THEN jsonb_build_object('url', 'https://hooks.example.com/' || tid,
        'events', jsonb_build_array('RAMP', 'USER', 'ACCOUNT'))
      ELSE jsonb_build_object('status', CASE WHEN n % 4 = 0 THEN 'BLOCKED' ELSE 'ACTIVE' END,
        'limit', (n % 50 + 2) * 1000)
    END AS after
  FROM (
    SELECT g, at, customer_id, action, target_type, op, outcome, n,
      CASE target_type WHEN 'recharge' THEN 'ord_' WHEN 'user' THEN 'usr_' WHEN 'account' THEN 'acc_'
        WHEN 'webhook_delivery' THEN 'dlv_' WHEN 'operator' THEN 'op_' WHEN 'role' THEN 'role_'
        WHEN 'customer' THEN 'cus_' ELSE 'whk_' END || lpad(n::text, 6, '0') AS tid
    FROM (
      SELECT g, ${atSql} AS at, ${customerSql} AS customer_id,
        ${pick(`floor(100 * ${u(3)})`, ACTIONS, (a) => lit(a.action))} AS action,
        ${pick(`floor(100 * ${u(3)})`, ACTIONS, (a) => lit(a.target))} AS target_type,
        floor(${OPERATORS.length} * ${u(4)} ^ 2)::int AS op,
        CASE WHEN ${u(5)} < 0.95 THEN 'success' ELSE 'error' END AS outcome,
        floor(1000000 * ${u(6)})::int AS n
      FROM generate_series($1::bigint, $2::bigint) AS g
    ) base
  ) targeted
) r
ORDER BY g`;

/** The record each event carries, as the compact JSON a sender writes (key order as sent). */
const DATA_JSON = `CASE event
  WHEN 'RAMP' THEN format('{"id":"ramp_%s","userId":"usr_%s","type":"%s","status":"%s","amount":"%s.00","currency":"BRL","updatedAt":"%s"}',
    lpad(rec::text, 7, '0'), n % 50000, CASE WHEN n % 3 = 0 THEN 'OFF_RAMP' ELSE 'ON_RAMP' END,
    (ARRAY['CREATED', 'PROCESSING', 'COMPLETED', 'FAILED'])[1 + n % 4], n % 9000 + 100, ts)
  WHEN 'TRANSACTION' THEN format('{"id":"txn_%s","userId":"usr_%s","type":"%s","status":"COMPLETED","amount":"%s.00","currency":"BRL","method":"PIX","completedAt":"%s"}',
    lpad(rec::text, 7, '0'), n % 50000, (ARRAY['DEPOSIT', 'WITHDRAWAL', 'INTEREST', 'FEE'])[1 + n % 4], n % 5000 + 10, ts)
  WHEN 'CUSTODIAL_ACCOUNT' THEN format('{"id":"cst_%s","userId":"usr_%s","balance":"%s.00","previousBalance":"%s.00","changeAmount":"500.00","changeReason":"DEPOSIT","updatedAt":"%s"}',
    lpad(rec::text, 7, '0'), n % 50000, n % 90000 + 500, n % 90000, ts)
  WHEN 'USER' THEN format('{"id":"usr_%s","externalId":"ext-%s","email":"customer%s@example.com","status":"ACTIVE","updatedAt":"%s"}',
    lpad(rec::text, 7, '0'), rec, rec, ts)
  ELSE format('{"id":"acc_%s","userId":"usr_%s","status":"%s","complianceUrl":"https://compliance.example.com/acc_%s","updatedAt":"%s"}',
    lpad(rec::text, 7, '0'), n % 50000, CASE WHEN n % 5 = 0 THEN 'PENDING' ELSE 'ACTIVE' END, lpad(rec::text, 7, '0'), ts)
END`;

// customer_seq continues each customer's count across chunks (webhook_inbox_counters), as
// lib/webhooks/inbox.ts hands it out.
const INBOX_FILL = `
WITH ins AS (
INSERT INTO webhook_inbox (customer_id, id, customer_seq, event, action, record_id, attempts, payload, raw_body,
  received_at, last_received_at, duplicate_count, processed_at)
SELECT customer_id, id,
  COALESCE((SELECT c.last_seq FROM webhook_inbox_counters c WHERE c.customer_id = r.customer_id), 0)
    + row_number() OVER (PARTITION BY customer_id ORDER BY g),
  event, action, record_id, attempts, body::jsonb, body, at,
  at + duplicate_count * interval '30 seconds', duplicate_count, at + interval '40 milliseconds'
FROM (
  SELECT g, customer_id, id, event, action, record_id, attempts, at, duplicate_count,
    format('{"id":"%s","event":"%s","action":"%s","data":%s,"createdAt":"%s","updatedAt":"%s","attempts":%s}',
      id, event, action, ${DATA_JSON}, ts, ts, attempts) AS body
  FROM (
    SELECT g, customer_id, event, action, at, n, rec, ${isoSql("at")} AS ts,
      'evt_' || substr(md5(g::text), 1, 24) AS id,
      CASE event WHEN 'RAMP' THEN 'ramp_' WHEN 'TRANSACTION' THEN 'txn_' WHEN 'CUSTODIAL_ACCOUNT' THEN 'cst_'
        WHEN 'USER' THEN 'usr_' ELSE 'acc_' END || lpad(rec::text, 7, '0') AS record_id,
      CASE WHEN n % 50 = 0 THEN 2 WHEN n % 199 = 0 THEN 3 ELSE 1 END AS attempts,
      CASE WHEN n % 40 = 0 THEN 1 ELSE 0 END AS duplicate_count
    FROM (
      SELECT g, ${atSql} AS at, ${customerSql} AS customer_id,
        ${pick(`floor(100 * ${u(7)})`, EVENTS, (e) => lit(e.event))} AS event,
        CASE WHEN ${u(8)} < 0.25 THEN 'CREATE' WHEN ${u(8)} < 0.95 THEN 'UPDATE' ELSE 'DELETE' END AS action,
        floor(1000000 * ${u(9)})::int AS n,
        floor(g / 5.0)::int AS rec
      FROM generate_series($1::bigint, $2::bigint) AS g
    ) base
  ) shaped
) r
ORDER BY g
RETURNING customer_id, customer_seq
)
INSERT INTO webhook_inbox_counters (customer_id, last_seq)
SELECT customer_id, max(customer_seq) FROM ins GROUP BY customer_id
ON CONFLICT (customer_id) DO UPDATE SET last_seq = EXCLUDED.last_seq`;

async function fill(store: DashboardStore): Promise<void> {
  const start = Math.floor(Date.now() / 1000) - DAYS * 86_400;
  const tables: Array<[string, string]> = [
    ["audit_log", AUDIT_FILL],
    ["webhook_inbox", INBOX_FILL],
  ];
  for (const [table, statement] of tables) {
    const began = performance.now();
    for (let lo = 1; lo <= ROWS; lo += CHUNK) {
      const hi = Math.min(ROWS, lo + CHUNK - 1);
      await store.withConnection((conn) => conn.query(statement, [lo, hi, ROWS, start]));
      if (process.stdout.isTTY) process.stdout.write(`\r  ${table}: ${fmt(hi)} rows`);
    }
    if (process.stdout.isTTY) process.stdout.write("\r");
    console.log(`  ${table}: ${fmt(ROWS)} rows in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  }
}

// ---------------------------------------------------------------------------------------------
// Measure
// ---------------------------------------------------------------------------------------------

interface Statement {
  label: string;
  sql: string;
  params: unknown[];
}
interface Line {
  name: string;
  customer: Customer;
  /** Runs the read once; answers what it found (shown beside the figures). */
  run: () => Promise<string>;
  /** The statements the read sends, for EXPLAIN. */
  statements: () => Statement[];
  times: number[];
  found: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");

function auditStatements(store: DashboardStore, reader: AuditReader, q: AuditQuery, withActions = false): Statement[] {
  // The same statements listAuditEntries / listAuditActions build (same where clause, same order).
  const where = auditWhere(reader, q);
  const page = store.db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset(0)
    .toSQL();
  const total = store.db.select({ n: count() }).from(auditLog).where(where).toSQL();
  const out = [
    { label: "page rows", ...page },
    { label: "count(*) for the total", ...total },
  ];
  if (withActions) {
    const actions = store.db
      .selectDistinct({ action: auditLog.action })
      .from(auditLog)
      .where(auditWhere(reader, {}))
      .orderBy(auditLog.action)
      .toSQL();
    out.push({ label: "action list", ...actions });
  }
  return out;
}

function inboxStatement(customer: Customer, q: InboxQuery): Statement[] {
  // The statement listInbox sends (lib/webhooks/inbox.ts), written out for EXPLAIN.
  const params: unknown[] = [customer.id];
  const filters = ["customer_id = $1"];
  if (q.event) filters.push(`event = $${params.push(q.event)}`);
  if (q.after !== undefined) filters.push(`customer_seq > $${params.push(q.after)}`);
  const order = q.after !== undefined ? "customer_seq ASC" : "customer_seq DESC";
  return [
    {
      label: "inbox rows",
      sql: `SELECT customer_id, id, customer_seq, event, action, record_id, attempts, duplicate_count, received_at, raw_body
        FROM webhook_inbox WHERE ${filters.join(" AND ")} ORDER BY ${order} LIMIT $${params.push(q.limit)}`,
      params,
    },
  ];
}

async function catchUpCursor(store: DashboardStore, customer: Customer): Promise<number> {
  const { rows } = await store.withConnection((conn) =>
    conn.query<{ seq: string }>(
      "SELECT customer_seq AS seq FROM webhook_inbox WHERE customer_id = $1 ORDER BY customer_seq DESC OFFSET 500 LIMIT 1",
      [customer.id],
    ),
  );
  return Number(rows[0]?.seq ?? 0);
}

async function buildLines(store: DashboardStore): Promise<Line[]> {
  const lines: Line[] = [];
  for (const customer of [LARGE, SMALL]) {
    const reader: AuditReader = { customerId: customer.id, hiddenTargetTypes: [], requestOperations: "all" };
    const audit = (name: string, q: AuditQuery) =>
      lines.push({
        name,
        customer,
        run: async () => {
          const r = await listAuditEntries(reader, { ...q, page: 1, limit: AUDIT_PAGE_SIZE });
          return `${r.entries.length} of ${fmt(r.total)}`;
        },
        statements: () => auditStatements(store, reader, q),
        times: [],
        found: "",
      });
    audit("audit first page", {});
    lines.push({
      name: "audit page as loaded (+ action list)",
      customer,
      run: async () => {
        const [r, actions] = await Promise.all([
          listAuditEntries(reader, { page: 1, limit: AUDIT_PAGE_SIZE }),
          listAuditActions(reader),
        ]);
        return `${r.entries.length} of ${fmt(r.total)}, ${actions.length} actions`;
      },
      statements: () => auditStatements(store, reader, {}, true),
      times: [],
      found: "",
    });
    audit(`audit by action ${ACTION_FILTER}`, { action: ACTION_FILTER });
    audit("audit by operator, full email", { operator: OPERATOR_FULL(customer) });
    audit(`audit by operator, fragment "${OPERATOR_FRAGMENT}"`, { operator: OPERATOR_FRAGMENT });
    const inbox = (name: string, q: InboxQuery) =>
      lines.push({
        name,
        customer,
        run: async () => `${(await listInbox({ customerId: customer.id }, q)).items.length}`,
        statements: () => inboxStatement(customer, q),
        times: [],
        found: "",
      });
    inbox("webhooks page { limit: 100 }", { limit: 100 });
    inbox('ramps page { event: "RAMP", limit: 20 }', { event: "RAMP", limit: 20 });
    inbox("live catch-up { after, limit: 500 }", { after: await catchUpCursor(store, customer), limit: 500 });
  }
  return lines;
}

async function measure(lines: Line[]): Promise<void> {
  for (let round = 0; round < WARMUPS + RUNS; round++) {
    for (const line of lines) {
      const t0 = performance.now();
      line.found = await line.run();
      const ms = performance.now() - t0;
      if (round >= WARMUPS) line.times.push(ms);
    }
  }
}

interface ExportRun {
  customer: Customer;
  rows: number;
  queryMs: number;
  csvMs: number;
  bytes: number;
}

async function measureExport(): Promise<ExportRun[]> {
  const runs: ExportRun[] = [];
  for (let i = 0; i < EXPORT_RUNS; i++) {
    for (const customer of [LARGE, SMALL]) {
      const t0 = performance.now();
      const rows = await exportAuditEntries(
        { customerId: customer.id, hiddenTargetTypes: [], requestOperations: "all" },
        {},
      );
      const t1 = performance.now();
      const csv = auditCsv(rows);
      const t2 = performance.now();
      runs.push({ customer, rows: rows.length, queryMs: t1 - t0, csvMs: t2 - t1, bytes: Buffer.byteLength(csv) });
    }
  }
  return runs;
}

async function explain(store: DashboardStore, line: Line): Promise<void> {
  console.log(`\n--- EXPLAIN (ANALYZE, BUFFERS): ${line.name} [${line.customer.label}]`);
  for (const s of line.statements()) {
    const { rows } = await store.withConnection((conn) =>
      conn.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params),
    );
    console.log(`  ${s.label}: ${s.sql.replace(/\s+/g, " ")}  -- params ${JSON.stringify(s.params)}`);
    for (const r of rows) console.log(`    ${r["QUERY PLAN"]}`);
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      "store-scale: DATABASE_URL is not set. Run: bash scripts/with-postgres.sh npx tsx --conditions=react-server bench/store-scale.ts",
    );
    process.exit(2);
  }
  const store = await openStore({ databaseUrl, dataDir: "unused", migrate: true });
  setStoreForTests(Promise.resolve(store));
  try {
    const { rows: existing } = await store.withConnection((conn) =>
      conn.query<{ audit: string; inbox: string; version: string; buffers: string; workers: string }>(
        `SELECT (SELECT count(*) FROM (SELECT 1 FROM audit_log LIMIT 1) a)::text AS audit,
                (SELECT count(*) FROM (SELECT 1 FROM webhook_inbox LIMIT 1) w)::text AS inbox,
                current_setting('server_version') AS version, current_setting('shared_buffers') AS buffers,
                current_setting('max_parallel_workers_per_gather') AS workers`,
      ),
    );
    const info = existing[0];
    if (info?.audit !== "0" || info.inbox !== "0") {
      console.error("store-scale: this store already holds audit or inbox rows; run it on a throw-away database.");
      process.exitCode = 2;
      return;
    }
    console.log(
      `store-scale: PostgreSQL ${info.version} (shared_buffers ${info.buffers}, parallel workers per gather ${info.workers}), ` +
        `${os.cpus().length} CPUs, load average ${load()} (1/5/15 min)`,
    );
    console.log(
      `Filling ${fmt(ROWS)} audit_log + ${fmt(ROWS)} webhook_inbox rows (${LARGE_SHARE * 100}/${100 - LARGE_SHARE * 100} ` +
        `between ${LARGE.id} and ${SMALL.id}, ${DAYS} days)…`,
    );
    const fillStart = performance.now();
    await fill(store);
    const fillMs = performance.now() - fillStart;
    const vacuumStart = performance.now();
    await store.withConnection(async (conn) => {
      await conn.exec("VACUUM (ANALYZE) audit_log");
      await conn.exec("VACUUM (ANALYZE) webhook_inbox");
    });
    const vacuumMs = performance.now() - vacuumStart;
    const { rows: sizes } = await store.withConnection((conn) =>
      conn.query<{ customer_id: string; audit: string; inbox: string; ramps: string }>(
        `SELECT c.customer_id,
           (SELECT count(*) FROM audit_log a WHERE a.customer_id = c.customer_id)::text AS audit,
           (SELECT count(*) FROM webhook_inbox w WHERE w.customer_id = c.customer_id)::text AS inbox,
           (SELECT count(*) FROM webhook_inbox w WHERE w.customer_id = c.customer_id AND w.event = 'RAMP')::text AS ramps
         FROM (VALUES ($1), ($2)) AS c(customer_id)`,
        [LARGE.id, SMALL.id],
      ),
    );
    const { rows: bytes } = await store.withConnection((conn) =>
      conn.query<{ audit: string; inbox: string; body: string }>(
        `SELECT pg_size_pretty(pg_total_relation_size('audit_log')) AS audit,
                pg_size_pretty(pg_total_relation_size('webhook_inbox')) AS inbox,
                (SELECT round(avg(octet_length(raw_body)))::text FROM webhook_inbox) AS body`,
      ),
    );
    console.log(
      `Fill: ${(fillMs / 1000).toFixed(1)} s (${fmt(Math.round((2 * ROWS) / (fillMs / 1000)))} rows/s), ` +
        `VACUUM (ANALYZE) ${(vacuumMs / 1000).toFixed(1)} s. audit_log ${bytes[0]?.audit}, webhook_inbox ${bytes[0]?.inbox} ` +
        `(raw_body ${bytes[0]?.body} bytes on average), indexes included.`,
    );
    for (const s of sizes) {
      console.log(
        `  ${s.customer_id}: ${fmt(Number(s.audit))} audit rows, ${fmt(Number(s.inbox))} inbox rows (${fmt(Number(s.ramps))} RAMP)`,
      );
    }

    const lines = await buildLines(store);
    console.log(
      `\nMeasuring ${lines.length} lines round-robin: ${WARMUPS} warm-up rounds, ${RUNS} measured… (load ${load()})`,
    );
    await measure(lines);
    const exportRuns = await measureExport();
    const loadAfter = load();

    const header = ["line", "customer", "n", "p50 ms", "p95 ms", "found", "target", "met"];
    const table: string[][] = lines.map((line) => {
      const sorted = [...line.times].sort((a, b) => a - b);
      const p95 = percentile(sorted, 0.95);
      return [
        line.name,
        line.customer.label,
        String(sorted.length),
        percentile(sorted, 0.5).toFixed(1),
        p95.toFixed(1),
        line.found,
        `p95 < ${TARGET_MS} ms`,
        p95 < TARGET_MS ? "yes" : "NO",
      ];
    });
    for (const customer of [LARGE, SMALL]) {
      const runs = exportRuns.filter((r) => r.customer === customer);
      const rates = runs.map((r) => r.rows / ((r.queryMs + r.csvMs) / 1000)).sort((a, b) => a - b);
      const q = runs.map((r) => r.queryMs).sort((a, b) => a - b);
      const c = runs.map((r) => r.csvMs).sort((a, b) => a - b);
      table.push([
        `audit CSV export (query ${percentile(q, 0.5).toFixed(0)} ms + CSV ${percentile(c, 0.5).toFixed(0)} ms)`,
        customer.label,
        String(runs.length),
        `${fmt(Math.round(percentile(rates, 0.5)))} rows/s`,
        `min ${fmt(Math.round(rates[0] ?? 0))}`,
        `${fmt(runs[0]?.rows ?? 0)} rows, ${((runs[0]?.bytes ?? 0) / 1e6).toFixed(1)} MB`,
        "(rate; no target)",
        "-",
      ]);
    }
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => (row[i] ?? "").length)));
    const right = new Set([2, 3, 4]);
    const render = (row: string[]) =>
      row.map((cell, i) => (right.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join("  ");
    console.log(
      `\nstore-scale: ${fmt(ROWS)} audit_log + ${fmt(ROWS)} webhook_inbox rows; ${LARGE.label} = ${LARGE_SHARE * 100}%, ` +
        `${SMALL.label} = ${100 - LARGE_SHARE * 100}%; p50/p95 over ${RUNS} runs after ${WARMUPS} warm-ups (export: median/min of ${EXPORT_RUNS})`,
    );
    console.log(render(header));
    console.log(render(widths.map((w) => "-".repeat(w))));
    for (const row of table) console.log(render(row));
    console.log(`load average at the end: ${loadAfter} (1/5/15 min) on ${os.cpus().length} CPUs`);

    const missed = lines.filter(
      (line) =>
        EXPLAIN_ALL ||
        percentile(
          [...line.times].sort((a, b) => a - b),
          0.95,
        ) >= TARGET_MS,
    );
    for (const line of missed) await explain(store, line);
  } finally {
    setStoreForTests(undefined);
    await store.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
