import format from "icu-minify/format";
import { describe, expect, it } from "vitest";
import { loadMessages, type Messages } from "../load-messages";
import { precompileMessages } from "../precompile-messages";

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

function at(messages: Messages, dotted: string): unknown {
  return dotted.split(".").reduce<unknown>((node, key) => (node as Messages)[key], messages);
}

describe("precompileMessages", () => {
  it("keeps the namespaces and compiles the real catalogs into what the format-only runtime formats", async () => {
    const compiled = precompileMessages(await loadMessages("en"));
    const talksTo = at(compiled, "shell.environment.talksTo");
    expect(typeof talksTo).not.toBe("string");
    expect(format(talksTo as never, "en", { host: "api.example" }, { formatters })).toBe("Connected to api.example");
    const added = at(compiled, "roles.changes.added") as never;
    expect(format(added, "en", { count: 0 }, { formatters })).toBe("No permissions added");
    expect(format(added, "en", { count: 1 }, { formatters })).toBe("1 permission added");
    expect(format(added, "en", { count: 3 }, { formatters })).toBe("3 permissions added");
  });

  it("produces only plain objects, which React can pass to client components", () => {
    const compiled = precompileMessages({ n: "{count, plural, one {# row} other {# rows}}" });
    const prototypes: unknown[] = [];
    const walk = (node: unknown) => {
      if (node === null || typeof node !== "object") return;
      if (!Array.isArray(node)) prototypes.push(Object.getPrototypeOf(node));
      for (const child of Object.values(node)) walk(child);
    };
    walk(compiled.n);
    // The plural's options ("one", "other") are an object: there must be one, and it must be plain.
    expect(prototypes.length).toBeGreaterThan(0);
    expect(prototypes.every((prototype) => prototype === Object.prototype)).toBe(true);
  });

  it("keeps a text that is not valid ICU as written instead of failing the whole catalog", () => {
    expect(precompileMessages({ note: "A JSON object ({ … })" })).toEqual({ note: "A JSON object ({ … })" });
  });

  it("leaves plain text as text and does not share objects with its input", () => {
    const input = { a: { b: "Hello" } };
    const output = precompileMessages(input);
    expect(output).toEqual({ a: { b: "Hello" } });
    expect(output.a).not.toBe(input.a);
  });
});
