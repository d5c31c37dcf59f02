import { z } from "zod";
import { parseExtensionSetting } from "./contract/extensions";

/**
 * Server environment, validated once with zod.
 *
 * Not marked "server-only" because proxy.ts reads it too; it must still never
 * be imported by a client component (it would leak nothing, since the browser
 * has no process.env, but it would be useless there).
 */

/** Dev-only fallbacks: usable on a laptop, refused in production. */
const DEV_NEXTAUTH_SECRET = "dev-only-nextauth-secret-change-me-0000000000";
const DEV_TOKEN_ENCRYPTION_KEY = "dev-only-token-encryption-key-change-me-000000";

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** A comma-separated list: each item trimmed, empty ones dropped; unset is the empty list. */
const commaList = (normalise: (item: string) => string = (item) => item) =>
  z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((item) => normalise(item.trim()))
        .filter(Boolean),
    );
/** Operators' emails, compared in lower case. */
const emailList = () => commaList((email) => email.toLowerCase());
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_BASE_URL: z
    .url()
    .default("http://127.0.0.1:4010")
    .transform((v) => v.replace(/\/+$/, "")),
  API_ENV: z.enum(["sandbox", "production"]).default("sandbox"),
  API_TIMEOUT_MS: positiveInt(10_000),
  /** Access-token claim naming the operator's customer, for an API without GET /backoffice/me. */
  API_CUSTOMER_CLAIM: optionalString,
  /**
   * A deployment that serves one customer: every operator signing in here acts for it, when
   * neither GET /backoffice/me nor a token claim names a customer (one that names another is
   * refused). One deployment per customer: README, "Single-customer deployments".
   */
  API_CUSTOMER_ID: optionalString,
  /** The name shown for API_CUSTOMER_ID (the API has no way to tell it without /backoffice/me). */
  API_CUSTOMER_NAME: optionalString,
  /**
   * Which sandbox extensions the API offers: auto (read its OpenAPI document, else learn from
   * 404/405 answers), none, all, or a comma-separated list (lib/contract/extensions.ts).
   */
  API_EXTENSIONS: z
    .string()
    .default("auto")
    .superRefine((value, ctx) => {
      try {
        parseExtensionSetting(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    }),
  /**
   * Emails allowed to read the dashboard's audit log when the API cannot say
   * which permissions an operator holds (no GET /backoffice/me, no
   * `permissions` claim). Comma-separated; empty: nobody.
   */
  AUDIT_READERS: emailList(),
  /**
   * Emails allowed to make and decide changes when the API cannot say which permissions an
   * operator holds (no GET /backoffice/me, no `permissions` claim): every change is then refused
   * to anyone else (lib/api/operator.ts freshOperatorGrants). Comma-separated; empty: nobody.
   */
  CHANGE_ALLOWED_OPERATORS: emailList(),
  /**
   * The largest COP recharge the dashboard sends, in whole pesos (the API states no limit).
   * Shown beside the amount and enforced by the form and the server action.
   */
  RECHARGE_MAX_COP: positiveInt(500_000_000),
  /** Above this many pesos the operator types the amount again to confirm, in every environment. */
  RECHARGE_CONFIRM_ABOVE_COP: positiveInt(50_000_000),
  DATABASE_URL: optionalString,
  DASHBOARD_DATA_DIR: z.string().min(1).default(".data/dashboard"),
  NEXTAUTH_URL: optionalString,
  NEXTAUTH_SECRET: optionalString,
  TOKEN_ENCRYPTION_KEY: optionalString,
  SESSION_MAX_AGE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  /**
   * Our own reverse proxies (comma-separated addresses or CIDR ranges). Only a
   * request whose direct peer is one of them has its X-Forwarded-For read
   * (lib/security/client-address.ts). Empty: no proxy is trusted.
   */
  TRUSTED_PROXIES: commaList().pipe(
    z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: "not an IP address or CIDR range" })),
  ),
  /**
   * Second factor for operators (lib/auth/mfa): required (every operator proves a passkey or a
   * TOTP code after the password, enrolling one first), optional (those who enrolled one), or off
   * (none, and no step-up: local tests only, refused against the production API). Unset:
   * required against the production API, optional against the sandbox.
   */
  OPERATOR_MFA: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["required", "optional", "off"]).optional()),
  /** A session with no request from its operator for this long ends (on top of its absolute lifetime). */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(30),
  /** Sign-in protection (lib/auth/throttle.ts): failed attempts per account within the window lock it. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(10),
  /** Failed attempts per client address within the window before that address is refused. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt(50),
  /** How long failures are counted, from the first one. */
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().max(1440).default(15),
  /** How long a locked account stays locked (it unlocks by time). */
  LOGIN_LOCKOUT_MINUTES: z.coerce.number().positive().max(1440).default(15),
  /**
   * Four eyes (lib/approvals): the policy a customer has until it saves its own. COP recharges of
   * at least this many pesos wait for a second operator; "off" for none. Unset: every recharge
   * against the production API (API_ENV=production), none against the sandbox.
   */
  APPROVALS_RECHARGE_ABOVE_COP: z
    .string()
    .trim()
    .regex(/^(off|\d+)$/, "a whole number of pesos or off")
    .optional(),
  /** Other operations that wait for approval by default (role, customer, webhook, account_review, account_edit), comma-separated. */
  APPROVALS_OPERATIONS: commaList().pipe(
    z.array(z.enum(["role", "customer", "webhook", "account_review", "account_edit"])),
  ),
  /** pino level of the dashboard's JSON logs (lib/log/logger.ts). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * The bearer a Prometheus scraper presents at GET /api/metrics (this instance's metrics). Unset:
   * the route is not served (404). At least 32 characters: it guards figures about sign-ins.
   */
  METRICS_TOKEN: optionalString.pipe(z.string().min(32, "at least 32 characters").optional()),
  /**
   * Where traces go, over OTLP/HTTP (an OpenTelemetry collector's base URL, e.g.
   * http://otel-collector:4318; /v1/traces is added). Unset: no traces are recorded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(z.url().optional()),
  /** The service.name of this dashboard's traces. */
  OTEL_SERVICE_NAME: z.string().trim().min(1).default("ramp-dashboard"),
  /** On SIGTERM: how long (ms) requests in flight and live-view streams may take before the process exits (lib/log/shutdown.ts). */
  SHUTDOWN_GRACE_MS: positiveInt(10_000),
  /** Seconds between two cycles of the payouts read model's sync (lib/payouts-readmodel/scheduler.ts); 0: no scheduled sync. */
  PAYOUT_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(180),
  /**
   * Against the sandbox only (API_ENV=sandbox): the read-only API operators the sync signs in as
   * for customers whose administrator configured none (the seed's, comma-separated emails).
   */
  PAYOUT_SYNC_SANDBOX_OPERATORS: commaList().default(["sync@example.com", "sync@other.example"]),
  /** The password of those sandbox operators (the sandbox seed's). */
  PAYOUT_SYNC_SANDBOX_PASSWORD: z.string().default("sandbox-password"),
  /**
   * Tests only: lets a customer's alert chat webhook (lib/payouts/alerts.ts) point at a loopback
   * address (a local receiver). Off: loopback is refused like any private address.
   */
  ALERT_WEBHOOK_ALLOW_LOOPBACK: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** How long a customer's previous webhook receiver secret still verifies deliveries after a rotation (lib/webhooks/receivers.ts). */
  WEBHOOK_SECRET_GRACE_HOURS: z.coerce.number().min(0).default(24),
  /** How many other operators must approve (1 or 2). */
  APPROVALS_APPROVERS: z.coerce.number().int().min(1).max(2).default(1),
  /** How long a change request waits for approval before it expires. */
  APPROVALS_TTL_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .max(60 * 24 * 30)
    .default(24 * 60),
});

/** Every variable the dashboard reads, as named in its schema (.env.example lists each: env-example.test.ts). */
export const ENV_KEYS = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

export type ServerEnv = Omit<z.infer<typeof envSchema>, "NEXTAUTH_SECRET" | "TOKEN_ENCRYPTION_KEY" | "OPERATOR_MFA"> & {
  NEXTAUTH_SECRET: string;
  TOKEN_ENCRYPTION_KEY: string;
  OPERATOR_MFA: "required" | "optional" | "off";
  /** True when the dashboard is served over https (Secure cookies, HSTS). */
  secureCookies: boolean;
};

/** Parses an environment; throws one readable error listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = result.data;
  // `next build` runs with NODE_ENV=production but without runtime secrets;
  // the check then happens when the built server starts.
  const building = source.NEXT_PHASE === "phase-production-build";
  const strict = env.NODE_ENV === "production" && !building;
  const missing: string[] = [];
  for (const key of ["NEXTAUTH_SECRET", "TOKEN_ENCRYPTION_KEY"] as const) {
    const value = env[key];
    if (strict && !value) missing.push(`  ${key}: required in production`);
    else if (strict && value && value.length < 32) missing.push(`  ${key}: at least 32 characters`);
  }
  if (env.RECHARGE_CONFIRM_ABOVE_COP > env.RECHARGE_MAX_COP) {
    missing.push("  RECHARGE_CONFIRM_ABOVE_COP: must not exceed RECHARGE_MAX_COP");
  }
  if (env.API_CUSTOMER_ID && env.API_CUSTOMER_CLAIM) {
    // The claim says each token names its customer; the id says this deployment has one: a
    // token naming another would be refused after the operator was told to rely on the claim.
    missing.push(
      "  API_CUSTOMER_ID: contradicts API_CUSTOMER_CLAIM (a claim names each operator's customer; the id fixes one for all): set one",
    );
  }
  if (env.API_CUSTOMER_NAME && !env.API_CUSTOMER_ID) {
    missing.push("  API_CUSTOMER_NAME: names the customer of API_CUSTOMER_ID, which is not set");
  }
  if (env.OPERATOR_MFA === "off" && env.API_ENV === "production") {
    missing.push("  OPERATOR_MFA: off is refused against the production API (required or optional)");
  }
  if (missing.length > 0) throw new Error(`Invalid environment:\n${missing.join("\n")}`);
  return {
    ...env,
    NEXTAUTH_SECRET: env.NEXTAUTH_SECRET ?? DEV_NEXTAUTH_SECRET,
    TOKEN_ENCRYPTION_KEY: env.TOKEN_ENCRYPTION_KEY ?? DEV_TOKEN_ENCRYPTION_KEY,
    OPERATOR_MFA: env.OPERATOR_MFA ?? (env.API_ENV === "production" ? "required" : "optional"),
    secureCookies: env.NEXTAUTH_URL?.startsWith("https://") ?? false,
  };
}

let cached: ServerEnv | undefined;

/** The process environment, parsed on first use and cached. */
export function getEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change process.env between cases; this forgets the cached parse. */
export function resetEnvForTests(): void {
  cached = undefined;
}
