import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/lib/i18n/messages/en/audit.json";
import es from "@/lib/i18n/messages/es/audit.json";
import { actionKey } from "./audit-links";

const ROOT = path.resolve(__dirname, "../../../..");
/** An audit action code: dotted lower-case words ("account.approve", "payout.sync.sign_in"). */
const CODE = String.raw`[a-z][A-Za-z_]*(?:\.[A-Za-z_]+)+`;

/**
 * Where the source writes an action code: `action: "…"` or `action = "…"` (writeAudit calls, an
 * operation's chosen action, the approvals service), `action: "a" | "b"` (a parameter typed with
 * the codes its callers pass), a `…_ACTION = "…"` constant, a code passed to an audit… helper,
 * and in a file declaring operations their `name: "…"` (the action every run of it is audited
 * under) and either code of a ternary (an operation's audit.action choosing between two).
 */
const EVERYWHERE = [
  new RegExp(String.raw`\baction\s*[:=]\s*"(${CODE})"`, "g"),
  new RegExp(String.raw`\baction\??\s*:\s*("${CODE}"(?:\s*\|\s*"${CODE}")+)`, "g"),
  new RegExp(String.raw`\b[A-Z_]*ACTION\s*=\s*"(${CODE})"`, "g"),
  // A helper named audit… given the code as an argument: auditFactor(owner, "factor.enrol", …).
  new RegExp(String.raw`\baudit[A-Za-z]*\([^)]*?"(${CODE})"`, "g"),
];
const IN_OPERATIONS = [
  new RegExp(String.raw`\bname:\s*"(${CODE})"`, "g"),
  new RegExp(String.raw`\?\s*"(${CODE})"\s*:`, "g"),
  new RegExp(String.raw`\?\s*[^:;]*:\s*"(${CODE})"`, "g"),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every audit action code the dashboard's source (lib/ and app/) writes, with the file that writes it. */
function writtenActions(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of [...sourceFiles(path.join(ROOT, "lib")), ...sourceFiles(path.join(ROOT, "app"))]) {
    const text = readFileSync(file, "utf8");
    const patterns = /define(?:Holdable)?Operation\b/.test(text) ? [...EVERYWHERE, ...IN_OPERATIONS] : EVERYWHERE;
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern))
        for (const group of match.slice(1))
          for (const code of group?.match(new RegExp(CODE, "g")) ?? []) found.set(code, path.relative(ROOT, file));
  }
  return found;
}

describe("audit action names", () => {
  const written = writtenActions();

  it("are collected from every way the source writes an action", () => {
    // One of each way, so a scanner that stops seeing one fails here rather than passing on nothing.
    for (const code of [
      "payout.sync.sign_in", // writeAudit({ action: "…" })
      "step_up.verify", // action: "second_factor.verify" | "step_up.verify"
      "approval.approve", // const action = "…"
      "recharge.create", // RECHARGE_ACTION = "…"
      "export.full_values", // FULL_VALUES_AUDIT_ACTION = "…"
      "account.reject", // audit.action: (…) => … ? "account.approve" : "account.reject"
      "notification.read", // defineOperation({ name: "…" })
      "recharge.replay",
    ])
      expect([...written.keys()], code).toContain(code);
  });

  it("has a name in English and in Spanish for every action the source writes", () => {
    const missing: string[] = [];
    for (const [code, file] of written) {
      for (const [locale, catalog] of [
        ["en", en],
        ["es", es],
      ] as const) {
        if (!(catalog.actions as Record<string, string>)[actionKey(code)]) missing.push(`${locale}: ${code} (${file})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
