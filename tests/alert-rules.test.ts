import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * The alert rules shipped in ops/prometheus/alerts.yml: promtool accepts them (check rules), each
 * rule's unit tests pass (test rules, one file per rule in ops/prometheus/tests/), every rule is
 * tested both firing and silent, and every rule has its runbook paragraph in the README.
 * promtool comes from Debian's prometheus package (scripts/lib/test-setup.mjs installs it); only
 * outside CI does a machine without it skip promtool's two checks, saying so.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const RULES = path.join(ROOT, "ops/prometheus/alerts.yml");
const TESTS = path.join(ROOT, "ops/prometheus/tests");

interface RuleFile {
  groups: { rules: { alert: string; annotations?: { runbook?: string } }[] }[];
}
interface RuleTestFile {
  tests: { alert_rule_test?: { alertname: string; exp_alerts?: unknown[] }[] }[];
}

const alerts = (parse(readFileSync(RULES, "utf8")) as RuleFile).groups.flatMap((g) => g.rules);
const testFiles = readdirSync(TESTS)
  .filter((f) => f.endsWith(".test.yml"))
  .map((f) => path.join(TESTS, f));

function promtool(args: string[]): { ok: boolean; output: string } | undefined {
  const run = spawnSync("promtool", args, { cwd: ROOT, encoding: "utf8" });
  if (run.error && (run.error as NodeJS.ErrnoException).code === "ENOENT") {
    if (process.env.CI === "true")
      throw new Error("promtool is not installed (CI): scripts/lib/test-setup.mjs installs it");
    console.warn(
      `promtool not installed: \`promtool ${args.slice(0, 2).join(" ")}\` skipped (apt-get install prometheus)`,
    );
    return undefined;
  }
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

describe("ops/prometheus/alerts.yml", () => {
  it("passes promtool check rules", () => {
    const result = promtool(["check", "rules", RULES]);
    if (result) expect(result.ok, result.output).toBe(true);
  });

  it("passes its unit tests (promtool test rules)", () => {
    const result = promtool(["test", "rules", ...testFiles]);
    if (result) expect(result.ok, result.output).toBe(true);
  }, 60_000);

  it("tests every rule, each both firing and silent", () => {
    const cases = testFiles.flatMap((file) =>
      (parse(readFileSync(file, "utf8")) as RuleTestFile).tests.flatMap((t) => t.alert_rule_test ?? []),
    );
    for (const { alert } of alerts) {
      const own = cases.filter((c) => c.alertname === alert);
      expect(
        own.some((c) => (c.exp_alerts ?? []).length > 0),
        `${alert} fires in a test`,
      ).toBe(true);
      expect(
        own.some((c) => (c.exp_alerts ?? []).length === 0),
        `${alert} stays silent in a test`,
      ).toBe(true);
    }
  });

  it("has a runbook paragraph in the README for every rule", () => {
    const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
    for (const { alert, annotations } of alerts) {
      expect(annotations?.runbook).toBe(`README: ${alert}`);
      expect(readme, `README runbook for ${alert}`).toMatch(new RegExp(`^#### ${alert}$`, "m"));
    }
  });
});
