import path from "node:path";
import { describe, expect, it } from "vitest";
import { flattenMessages } from "../catalog-check";
import { MESSAGES_DIR, readCatalog } from "../load-messages";
import { LOCALES } from "../locale";

/**
 * Operator screens speak the operator's language: an HTTP request ("PATCH /accounts/:id"), a
 * field path ("data.accountNumber") or a bare unit code ("(bps)") belongs under "Technical
 * details", built from the request itself, never in a message.
 */
const DEVELOPER_LANGUAGE: [string, RegExp][] = [
  ["an HTTP request", /\b(GET|POST|PUT|PATCH|DELETE) \/\S+/],
  ["a route parameter", /\/:[A-Za-z]+/],
  ["a field path", /\b(data|beneficiary|account)\.[a-z]+[A-Z][A-Za-z]*\b/],
  ["basis points as a code", /\(bps\)/i],
];

describe("message catalogs in the operator's language", () => {
  it.each(LOCALES)("%s has no HTTP request, field path or unit code in a message", async (locale) => {
    const messages = flattenMessages(await readCatalog(path.join(MESSAGES_DIR, locale)));
    const found: string[] = [];
    for (const [key, value] of messages) {
      if (typeof value !== "string") continue;
      for (const [what, pattern] of DEVELOPER_LANGUAGE)
        if (pattern.test(value)) found.push(`${key}: ${what}: ${value}`);
    }
    expect(found).toEqual([]);
  });

  it("would catch each kind", () => {
    const caught = (text: string) => DEVELOPER_LANGUAGE.filter(([, pattern]) => pattern.test(text)).map(([w]) => w);
    expect(caught("Open it to change it with PATCH /accounts/:id.")).toEqual(["an HTTP request", "a route parameter"]);
    expect(caught("Invalid data.accountNumber")).toEqual(["a field path"]);
    expect(caught("Spread (bps)")).toEqual(["basis points as a code"]);
    expect(caught("Spread (basis points)")).toEqual([]);
  });
});
