import { existsSync, readFileSync } from "node:fs";
import type { FullResult, Reporter } from "@playwright/test/reporter";
import { serverLogs } from "./server-logs";

const MAX_LINES = 30;

/** pino writes the level as a label (the dashboard) or as a number (the sandbox): 40 is warn. */
function worthShowing(line: string): boolean {
  if (!line.trim()) return false;
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return true; // Not a log record: a stack trace, a start-up failure.
  }
  if (!entry || typeof entry !== "object" || !("level" in entry)) return true;
  const { level } = entry;
  return typeof level === "number" ? level >= 40 : ["warn", "error", "fatal"].includes(String(level));
}

/**
 * When a run fails, prints the servers' warnings and errors (the last
 * MAX_LINES of each), so a failure on a CI machine that is gone afterwards
 * still says what the dashboard or the sandbox saw: a failed API call is
 * logged with the request id the page shows. The whole logs stay in the
 * e2e data folder.
 */
export default class ServerLogsReporter implements Reporter {
  printsToStdio(): boolean {
    return false;
  }

  onEnd(result: FullResult): void {
    if (result.status === "passed") return;
    for (const [name, file] of Object.entries(serverLogs)) {
      if (!existsSync(file)) continue;
      const lines = readFileSync(file, "utf8").split("\n").filter(worthShowing);
      const shown = lines.slice(-MAX_LINES);
      console.log(`\n── ${name} warnings and errors (${shown.length} of ${lines.length}; all output in ${file}) ──`);
      for (const line of shown) console.log(line);
    }
  }
}
