/**
 * Pure checks behind the catalog-parity test: both languages must define the same keys,
 * with the same {placeholders}, and no empty messages. Kept apart from the test so the
 * test itself can prove these checks catch a broken catalog.
 */
export type Catalog = Record<string, unknown>;

/** Flattens nested namespaces into dotted keys: { nav: { items: { roles: "…" } } } → "nav.items.roles". */
export function flattenMessages(value: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      for (const [k, v] of flattenMessages(child, path)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** ICU argument names used by a message: "Open payout {value}" → ["value"]; plural/select bodies are skipped. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i += 1) {
    const ch = message[i];
    if (ch === "{") {
      if (depth === 0) {
        const match = /^\{\s*([A-Za-z0-9_]+)/.exec(message.slice(i));
        if (match?.[1]) names.add(match[1]);
      }
      depth += 1;
    } else if (ch === "}") {
      depth = Math.max(0, depth - 1);
    }
  }
  return [...names].sort();
}

export type CatalogProblem = { key: string; problem: string };

/** Compares two locales' catalogs (namespace → messages). An empty list means they match. */
export function compareCatalogs(
  a: { locale: string; messages: Catalog },
  b: { locale: string; messages: Catalog },
): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const flatA = flattenMessages(a.messages);
  const flatB = flattenMessages(b.messages);
  for (const [key, value] of flatA) {
    if (!flatB.has(key)) problems.push({ key, problem: `missing in ${b.locale}` });
    checkMessage(key, value, a.locale, problems);
  }
  for (const [key, value] of flatB) {
    if (!flatA.has(key)) problems.push({ key, problem: `missing in ${a.locale}` });
    checkMessage(key, value, b.locale, problems);
  }
  for (const [key, value] of flatA) {
    const other = flatB.get(key);
    if (typeof value !== "string" || typeof other !== "string") continue;
    const left = placeholders(value).join(",");
    const right = placeholders(other).join(",");
    if (left !== right) {
      problems.push({ key, problem: `placeholders differ: ${a.locale} {${left}} vs ${b.locale} {${right}}` });
    }
  }
  return problems;
}

function checkMessage(key: string, value: unknown, locale: string, problems: CatalogProblem[]) {
  if (typeof value !== "string") problems.push({ key, problem: `not a string in ${locale}` });
  else if (value.trim() === "") problems.push({ key, problem: `empty in ${locale}` });
}
