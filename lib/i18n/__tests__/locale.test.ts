import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, parseAcceptLanguage, resolveLocale, resolveTimeZone } from "../locale";

describe("resolveLocale", () => {
  it("prefers the remembered cookie", () => {
    expect(resolveLocale("es", "en-US,en;q=0.9")).toBe("es");
    expect(resolveLocale("en", "es-CO")).toBe("en");
  });

  it("ignores an unsupported cookie value", () => {
    expect(resolveLocale("fr", "es-MX")).toBe("es");
    expect(resolveLocale("<script>", null)).toBe("en");
  });

  it("maps any Spanish variant to es and everything else to en", () => {
    expect(resolveLocale(undefined, "es-CO,es;q=0.9,en;q=0.8")).toBe("es");
    expect(resolveLocale(undefined, "es-419")).toBe("es");
    expect(resolveLocale(undefined, "pt-BR,pt;q=0.9")).toBe("en");
    expect(resolveLocale(undefined, null)).toBe("en");
  });

  it("respects quality values and skips q=0", () => {
    expect(resolveLocale(undefined, "en;q=0.5,es;q=0.9")).toBe("es");
    expect(resolveLocale(undefined, "es;q=0,en")).toBe("en");
    expect(resolveLocale(undefined, "fr,es;q=0.4,en;q=0.3")).toBe("es");
  });
});

describe("parseAcceptLanguage", () => {
  it("orders by quality, then by position", () => {
    expect(parseAcceptLanguage("en;q=0.8, es-CO, es;q=0.8, *;q=0.1")).toEqual(["es-CO", "en", "es"]);
  });
});

describe("resolveTimeZone", () => {
  it("accepts a real zone and refuses garbage", () => {
    expect(resolveTimeZone("America/Mexico_City")).toBe("America/Mexico_City");
    expect(resolveTimeZone("Mars/Olympus")).toBe(DEFAULT_TIME_ZONE);
    expect(resolveTimeZone(undefined)).toBe(DEFAULT_TIME_ZONE);
  });
});
