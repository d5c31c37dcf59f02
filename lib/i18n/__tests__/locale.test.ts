import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, parseAcceptLanguage, resolveLocale, resolveTimeZone } from "../locale";

describe("resolveLocale", () => {
  it("prefers the remembered cookie", () => {
    expect(resolveLocale("es", parseAcceptLanguage("en-US,en;q=0.9"))).toBe("es");
    expect(resolveLocale("en", parseAcceptLanguage("es-CO"))).toBe("en");
  });

  it("ignores an unsupported cookie value", () => {
    expect(resolveLocale("fr", parseAcceptLanguage("es-MX"))).toBe("es");
    expect(resolveLocale("<script>", [])).toBe("en");
  });

  it("maps any Spanish variant to es and everything else to en", () => {
    expect(resolveLocale(undefined, parseAcceptLanguage("es-CO,es;q=0.9,en;q=0.8"))).toBe("es");
    expect(resolveLocale(undefined, parseAcceptLanguage("es-419"))).toBe("es");
    expect(resolveLocale(undefined, parseAcceptLanguage("pt-BR,pt;q=0.9"))).toBe("en");
    expect(resolveLocale(undefined, [])).toBe("en");
  });

  it("takes the browser's languages in their order (navigator.languages in the fatal-error page)", () => {
    expect(resolveLocale(undefined, ["fr-FR", "es-CO", "en-US"])).toBe("es");
    expect(resolveLocale(undefined, ["EN-gb", "es"])).toBe("en");
  });

  it("respects quality values and skips q=0", () => {
    expect(resolveLocale(undefined, parseAcceptLanguage("en;q=0.5,es;q=0.9"))).toBe("es");
    expect(resolveLocale(undefined, parseAcceptLanguage("es;q=0,en"))).toBe("en");
    expect(resolveLocale(undefined, parseAcceptLanguage("fr,es;q=0.4,en;q=0.3"))).toBe("es");
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
