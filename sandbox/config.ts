import { type Logger, createLogger } from "./lib/logger";

/** Runtime settings of one sandbox app; tests build their own instead of reading the environment. */
export interface SandboxConfig {
  /** HS256 key for access tokens. */
  jwtSecret: string;
  /** Access token lifetime in milliseconds; the spec's expiresIn (3600000). */
  accessTokenTtlMs: number;
  /** Refresh token lifetime in milliseconds. */
  refreshTokenTtlMs: number;
  logger: Logger;
}

const DEV_JWT_SECRET = "sandbox-dev-secret-change-me-0123456789abcdef";
export const DEFAULT_ACCESS_TOKEN_TTL_MS = 3_600_000;
const DEFAULT_REFRESH_TOKEN_TTL_MS = 30 * 24 * 3_600_000;

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
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
    logger: createLogger(env.SANDBOX_LOG_LEVEL || "info"),
  };
}

/** Settings for in-process tests: silent logger, dev secret, overridable. */
export function testConfig(overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  return {
    jwtSecret: DEV_JWT_SECRET,
    accessTokenTtlMs: DEFAULT_ACCESS_TOKEN_TTL_MS,
    refreshTokenTtlMs: DEFAULT_REFRESH_TOKEN_TTL_MS,
    logger: createLogger("silent"),
    ...overrides,
  };
}
