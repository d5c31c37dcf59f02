import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compareCatalogs, flattenMessages, placeholders } from "../catalog-check";
import { MESSAGES_DIR, readCatalog } from "../load-messages";
import { LOCALES } from "../locale";

/** Lists the directory on every run, so a namespace file added later is covered without editing this test. */
function namespaceFiles(locale: string): string[] {
  return readdirSync(path.join(MESSAGES_DIR, locale))
    .filter((name) => name.endsWith(".json"))
    .sort();
}

describe("message catalogs", () => {
  it("has one folder per supported locale and nothing else", () => {
    const folders = readdirSync(MESSAGES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...LOCALES].sort());
  });

  it("has the same namespace files in every locale", () => {
    const [first, ...rest] = LOCALES;
    const reference = namespaceFiles(first);
    expect(reference.length).toBeGreaterThan(0);
    for (const locale of rest) expect(namespaceFiles(locale), `namespaces of ${locale}`).toEqual(reference);
  });

  it("has no key with a dot in it (next-intl reads a dot as nesting and refuses such a key)", async () => {
    const dotted: string[] = [];
    const walk = (value: unknown, at: string) => {
      if (typeof value !== "object" || value === null) return;
      for (const [key, child] of Object.entries(value)) {
        if (key.includes(".")) dotted.push(`${at}${key}`);
        walk(child, `${at}${key} › `);
      }
    };
    for (const locale of LOCALES) walk(await readCatalog(path.join(MESSAGES_DIR, locale)), `${locale}: `);
    expect(dotted).toEqual([]);
  });

  it("defines every key in every locale, with the same placeholders and no empty message", async () => {
    const [first, ...rest] = LOCALES;
    const reference = { locale: first, messages: await readCatalog(path.join(MESSAGES_DIR, first)) };
    for (const locale of rest) {
      const other = { locale, messages: await readCatalog(path.join(MESSAGES_DIR, locale)) };
      const problems = compareCatalogs(reference, other).map((p) => `${p.key}: ${p.problem}`);
      expect(problems).toEqual([]);
    }
  });

  it("includes the shell's namespaces", async () => {
    const messages = await readCatalog(path.join(MESSAGES_DIR, "en"));
    for (const ns of ["common", "nav", "shell", "errors", "palette"]) expect(messages).toHaveProperty(ns);
  });
});

describe("catalog checks catch broken catalogs", () => {
  const en = { locale: "en", messages: { nav: { items: { roles: "Roles", users: "Users" } } } };

  it("reports a key missing on either side", () => {
    const es = { locale: "es", messages: { nav: { items: { roles: "Roles", audit: "Auditoría" } } } };
    const problems = compareCatalogs(en, es).map((p) => `${p.key}: ${p.problem}`);
    expect(problems).toContain("nav.items.users: missing in es");
    expect(problems).toContain("nav.items.audit: missing in en");
  });

  it("reports a whole namespace missing", () => {
    const es = { locale: "es", messages: {} };
    expect(compareCatalogs(en, es)).toHaveLength(2);
  });

  it("reports different placeholders and empty messages", () => {
    const a = { locale: "en", messages: { p: { open: "Open payout {value}", blank: "x" } } };
    const b = { locale: "es", messages: { p: { open: "Abrir el pago {id}", blank: "  " } } };
    const problems = compareCatalogs(a, b).map((p) => p.problem);
    expect(problems).toContain("placeholders differ: en {value} vs es {id}");
    expect(problems).toContain("empty in es");
  });

  it("flattens nested keys and reads ICU arguments", () => {
    expect([...flattenMessages({ a: { b: "x", c: { d: "y" } } }).keys()]).toEqual(["a.b", "a.c.d"]);
    expect(placeholders("{count, plural, one {# payout} other {# payouts}} in {status}")).toEqual(["count", "status"]);
  });
});
