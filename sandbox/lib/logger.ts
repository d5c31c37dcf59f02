import { pino } from "pino";

/** The subset of pino the sandbox uses; tests pass a recording implementation. */
export interface Logger {
  info(obj: Record<string, unknown>, msg?: string): void;
  warn(obj: Record<string, unknown>, msg?: string): void;
  error(obj: Record<string, unknown>, msg?: string): void;
}

/** One JSON line per entry on stdout. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: "sandbox" } });
}

/** A logger that keeps entries in memory, for assertions. */
export function createMemoryLogger(): Logger & { entries: Array<Record<string, unknown>> } {
  const entries: Array<Record<string, unknown>> = [];
  const push = (level: string) => (obj: Record<string, unknown>, msg?: string) => {
    entries.push({ level, ...obj, msg });
  };
  return { entries, info: push("info"), warn: push("warn"), error: push("error") };
}
