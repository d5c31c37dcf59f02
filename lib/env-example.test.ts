import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_KEYS, parseEnv } from "./env";

const root = process.cwd();

/** Next's own variables, read directly where Next requires it (each read says why in a comment). */
const FRAMEWORK_READS = new Set(["NODE_ENV", "NEXT_RUNTIME", "NEXT_PHASE"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : sourceFiles(full);
    // Tests and their helpers (test-*.ts, e.g. lib/db/test-store.ts) read the test runner's variables.
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith("test-") ? [full] : [];
  });
}

describe("the dashboard's environment", () => {
  it("lists every variable of the schema in .env.example (set or commented out)", () => {
    const example = readFileSync(path.join(root, ".env.example"), "utf8");
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    expect(ENV_KEYS.filter((key) => !listed.has(key))).toEqual([]);
  });

  it("is read through getEnv() everywhere but Next's own variables", () => {
    const files = [
      ...["lib", "app", "components"].flatMap((dir) => sourceFiles(path.join(root, dir))),
      path.join(root, "proxy.ts"),
      path.join(root, "instrumentation.ts"),
    ];
    const stray = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/process\.env\.([A-Z_][A-Z0-9_]*)/g)]
        .filter((m) => !FRAMEWORK_READS.has(m[1] ?? ""))
        .map((m) => `${path.relative(root, file)}: ${m[1]}`),
    );
    expect(stray).toEqual([]);
  });

  it("validates the operations variables it took over", () => {
    expect(parseEnv({})).toMatchObject({
      LOG_LEVEL: "info",
      SHUTDOWN_GRACE_MS: 10_000,
      WEBHOOK_SECRET_GRACE_HOURS: 24,
    });
    expect(parseEnv({ WEBHOOK_SECRET_GRACE_HOURS: "0" }).WEBHOOK_SECRET_GRACE_HOURS).toBe(0);
    expect(() => parseEnv({ WEBHOOK_SECRET_GRACE_HOURS: "-1" })).toThrow(/WEBHOOK_SECRET_GRACE_HOURS/);
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => parseEnv({ SHUTDOWN_GRACE_MS: "soon" })).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});
