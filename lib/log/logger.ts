import { type Logger, pino } from "pino";
import { getEnv } from "@/lib/env";
import { processSingleton, replaceProcessSingleton } from "@/lib/server/process-singleton";
import { currentTraceId } from "@/lib/tracing/span";
import { redactText, redactValue } from "./redact";
import { currentRequestId } from "./request-context";

/**
 * The dashboard's logger: one JSON line per entry on stdout (pino), every
 * field passed through the redaction in ./redact before it is written, so a
 * careless call site cannot leak a token, a password or an account number.
 */
export type { Logger } from "pino";

export interface LoggerOptions {
  level?: string;
  /** Where lines go; stdout by default, a memory stream in tests. */
  destination?: { write(line: string): void };
}

/**
 * LOG_LEVEL, read through getEnv(). An environment that does not parse still gets a logger
 * (at info), so the error that says what is wrong with it can be logged; getEnv() throws
 * that error to whoever needs the environment.
 */
function configuredLevel(): string {
  try {
    return getEnv().LOG_LEVEL;
  } catch {
    return "info";
  }
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? configuredLevel();
  return pino(
    {
      level,
      base: { service: "dashboard", pid: process.pid },
      // Every line says which request wrote it and, inside a traced one, its trace.
      mixin: () => {
        const requestId = currentRequestId();
        const traceId = currentTraceId();
        return { ...(requestId ? { requestId } : {}), ...(traceId ? { traceId } : {}) };
      },
      timestamp: pino.stdTimeFunctions.isoTime,
      // formatters.log runs before serializers and has already turned every error into its
      // redacted record (./redact): pino's error serializer would re-read that record as a
      // plain object and name its type "Object".
      serializers: { err: (value: unknown) => value },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => redactValue(object) as Record<string, unknown>,
      },
      hooks: {
        // The message string is not covered by formatters.log.
        logMethod(args, method) {
          const redacted = args.map((a) => (typeof a === "string" ? redactText(a) : a)) as Parameters<typeof method>;
          method.apply(this, redacted);
        },
      },
    },
    options.destination ?? pino.destination({ fd: 1, sync: false }),
  );
}

/** One logger per process (Next loads route modules in several bundles). */
export function getLogger(): Logger {
  return processSingleton("logger", createLogger);
}

/** Tests swap in a logger that writes to memory, or forget it (undefined: the next call makes the default one). */
export function setLoggerForTests(logger: Logger | undefined): void {
  replaceProcessSingleton("logger", logger);
}
