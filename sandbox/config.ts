import { parseTrustedProxies } from "./lib/client-address";
import { type Logger, createLogger } from "./lib/logger";

/** Sign-in protection of POST /api/v2/auth/login (auth/login-throttle.ts). */
export interface LoginThrottleSettings {
  /** Failed sign-ins of one email within windowMs that lock it for lockoutMs. */
  maxFailuresPerAccount: number;
  /** Failed sign-ins from one client address within windowMs that block it for lockoutMs. */
  maxFailuresPerAddress: number;
  windowMs: number;
  lockoutMs: number;
}

/** Runtime settings of one sandbox app; tests build their own instead of reading the environment. */
export interface SandboxConfig {
  /** HS256 key for access tokens. */
  jwtSecret: string;
  /** Access token lifetime in milliseconds; the spec's expiresIn (3600000). */
  accessTokenTtlMs: number;
  /** Refresh token lifetime in milliseconds. */
  refreshTokenTtlMs: number;
  loginThrottle: LoginThrottleSettings;
  /**
   * Socket peers whose X-Forwarded-For is believed (normalised IPs and IP/prefix ranges;
   * loopback unless SANDBOX_TRUSTED_PROXIES says otherwise). Empty: the client address is
   * always the socket's, whatever the header says.
   */
  trustedProxies: readonly string[];
  /**
   * Whether the sandbox serves its extensions (operations marked x-sandbox-extension). Off
   * (SANDBOX_EXTENSIONS=off): only the specification's endpoints, health and the OpenAPI
   * document, so the dashboard can be proved against what the real API is known to offer.
   */
  extensions: boolean;
  /**
   * Log every request's method, path and status (SANDBOX_LOG_REQUESTS=1): the spec-only e2e run
   * reads this log to prove the dashboard called no extension.
   */
  logRequests: boolean;
  /**
   * The sandbox's one deviation from the specification, off unless asked for
   * (SANDBOX_LOOPBACK_WEBHOOKS=on, which `npm run dev` sets): a webhook URL on a loopback host
   * (127.0.0.0/8, ::1, localhost), plain http included, for the dashboard's "Receive here" on a
   * laptop. The specification says receivers use HTTPS; off, loopback is refused like any other
   * private address.
   */
  loopbackWebhooks: boolean;
  /** Current time for sign-in throttling; tests move it instead of waiting. */
  now: () => Date;
  logger: Logger;
}

const DEV_JWT_SECRET = "sandbox-dev-secret-change-me-0123456789abcdef";
export const DEFAULT_ACCESS_TOKEN_TTL_MS = 3_600_000;
const DEFAULT_REFRESH_TOKEN_TTL_MS = 30 * 24 * 3_600_000;
const FIFTEEN_MINUTES_MS = 15 * 60_000;

/** A bank's usual figures: 10 failures in 15 minutes lock an account for 15 minutes. */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottleSettings = {
  maxFailuresPerAccount: 10,
  maxFailuresPerAddress: 50,
  windowMs: FIFTEEN_MINUTES_MS,
  lockoutMs: FIFTEEN_MINUTES_MS,
};

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/** An explicit opt-in: only "on" turns it on. */
function onOffDefaultOff(value: string | undefined, name: string): boolean {
  if (value === undefined || value === "" || value === "off") return false;
  if (value === "on") return true;
  throw new Error(`${name} must be "on" or "off", got "${value}"`);
}

function onOff(value: string | undefined, name: string): boolean {
  if (value === undefined || value === "" || value === "on") return true;
  if (value === "off") return false;
  throw new Error(`${name} must be "on" or "off", got "${value}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  return {
    jwtSecret: env.SANDBOX_JWT_SECRET || DEV_JWT_SECRET,
    accessTokenTtlMs: positiveInt(
      env.SANDBOX_ACCESS_TOKEN_TTL_MS,
      DEFAULT_ACCESS_TOKEN_TTL_MS,
      "SANDBOX_ACCESS_TOKEN_TTL_MS",
    ),
    refreshTokenTtlMs: positiveInt(
      env.SANDBOX_REFRESH_TOKEN_TTL_MS,
      DEFAULT_REFRESH_TOKEN_TTL_MS,
      "SANDBOX_REFRESH_TOKEN_TTL_MS",
    ),
    loginThrottle: {
      maxFailuresPerAccount: positiveInt(
        env.SANDBOX_LOGIN_MAX_FAILURES,
        DEFAULT_LOGIN_THROTTLE.maxFailuresPerAccount,
        "SANDBOX_LOGIN_MAX_FAILURES",
      ),
      maxFailuresPerAddress: positiveInt(
        env.SANDBOX_LOGIN_MAX_FAILURES_PER_ADDRESS,
        DEFAULT_LOGIN_THROTTLE.maxFailuresPerAddress,
        "SANDBOX_LOGIN_MAX_FAILURES_PER_ADDRESS",
      ),
      windowMs: positiveInt(env.SANDBOX_LOGIN_WINDOW_MS, DEFAULT_LOGIN_THROTTLE.windowMs, "SANDBOX_LOGIN_WINDOW_MS"),
      lockoutMs: positiveInt(
        env.SANDBOX_LOGIN_LOCKOUT_MS,
        DEFAULT_LOGIN_THROTTLE.lockoutMs,
        "SANDBOX_LOGIN_LOCKOUT_MS",
      ),
    },
    trustedProxies: parseTrustedProxies(env.SANDBOX_TRUSTED_PROXIES),
    extensions: onOff(env.SANDBOX_EXTENSIONS, "SANDBOX_EXTENSIONS"),
    logRequests: env.SANDBOX_LOG_REQUESTS === "1",
    loopbackWebhooks: onOffDefaultOff(env.SANDBOX_LOOPBACK_WEBHOOKS, "SANDBOX_LOOPBACK_WEBHOOKS"),
    now: () => new Date(),
    logger: createLogger(env.SANDBOX_LOG_LEVEL || "info"),
  };
}

/** Settings for in-process tests: silent logger, dev secret, overridable. */
export function testConfig(overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  return {
    jwtSecret: DEV_JWT_SECRET,
    accessTokenTtlMs: DEFAULT_ACCESS_TOKEN_TTL_MS,
    refreshTokenTtlMs: DEFAULT_REFRESH_TOKEN_TTL_MS,
    loginThrottle: DEFAULT_LOGIN_THROTTLE,
    // No proxy unless a test names one: tests over a real socket come from loopback, which the
    // started sandbox trusts (DEFAULT_TRUSTED_PROXIES), and say so when they mean it.
    trustedProxies: [],
    extensions: true,
    logRequests: false,
    // In-process tests receive on loopback; the refusal has its own test (routes/loopback-webhooks.test.ts).
    loopbackWebhooks: true,
    now: () => new Date(),
    logger: createLogger("silent"),
    ...overrides,
  };
}
