import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CALLBACK_URL_LENGTH, safeCallbackUrl, sameOriginRedirect } from "./callback-url";

/** What a browser does with a Location header value: resolve it against the page. */
const landsOn = (location: string) => new URL(location, "https://bo.example.com/login").origin;

describe("safeCallbackUrl", () => {
  it.each([
    ["/", "/"],
    ["/payouts", "/payouts"],
    ["/payouts?status=FAILED&page=2", "/payouts?status=FAILED&page=2"],
    ["/payouts/po_123#history", "/payouts/po_123#history"],
    ["/users?q=a%20b", "/users?q=a%20b"],
    // Non-ASCII is percent-encoded, so the value is always a valid header.
    ["/users/ñ", "/users/%C3%B1"],
    // Encoded slashes inside a path are text, not separators.
    ["/payouts/a%2Fb", "/payouts/a%2Fb"],
  ])("keeps the same-origin path %j", (value, expected) => {
    expect(safeCallbackUrl(value)).toBe(expected);
  });

  it.each([
    // Tab, newline and carriage return are dropped by URL parsers: "/\t/evil" is "//evil".
    "/\t/evil.example/x",
    "/\n/evil.example/x",
    "/\r/evil.example/x",
    "/\r\n/evil.example/x",
    "/\u0000/evil.example",
    "/\u007f/evil.example",
    // Backslashes are read as slashes.
    "/\\evil.example",
    "\\\\evil.example",
    "/payouts\\..\\..\\",
    // Protocol-relative and absolute.
    "//evil.example",
    "///evil.example",
    "https://evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    // Dot segments that collapse to a protocol-relative path.
    "/.//evil.example",
    "/..//evil.example",
    "/payouts/../..//evil.example",
    // Encoded forms that become "//", "/\t/" or "/\" once decoded again.
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%09/evil.example",
    "/%0A/evil.example",
    "/%0d/evil.example",
    "/%5Cevil.example",
    "/%5c%5cevil.example",
    // Not a path at all.
    "",
    "payouts",
    " /payouts",
    "?next=/",
    "#/payouts",
    "/payouts/%E0%A4%A",
  ])("refuses %j", (value) => {
    expect(safeCallbackUrl(value)).toBe("/");
    expect(safeCallbackUrl(value, "/payouts")).toBe("/payouts");
  });

  it("refuses values that are not strings and over-long values", () => {
    for (const value of [undefined, null, 42, ["/payouts"], { href: "/" }]) expect(safeCallbackUrl(value)).toBe("/");
    expect(safeCallbackUrl(`/${"a".repeat(MAX_CALLBACK_URL_LENGTH)}`)).toBe("/");
    expect(safeCallbackUrl(`/${"a".repeat(MAX_CALLBACK_URL_LENGTH - 1)}`)).toHaveLength(MAX_CALLBACK_URL_LENGTH);
    expect(safeCallbackUrl(`/${"%".repeat(100_000)}`)).toBe("/");
  });

  it("never throws, and whatever it returns stays on the origin and is a valid header value", () => {
    const alphabet = [
      "/",
      "\\",
      ".",
      "%",
      "2",
      "f",
      "F",
      "5",
      "c",
      "0",
      "9",
      "A",
      "D",
      "\t",
      "\n",
      "\r",
      ":",
      "@",
      "?",
      "#",
    ];
    const nasty = fc
      .array(fc.constantFrom(...alphabet), { maxLength: 24 })
      .map((parts) => parts.join(""))
      .chain((s) => fc.constantFrom(s, `/${s}`, `/${s}evil.example`));
    fc.assert(
      fc.property(fc.oneof(nasty, fc.string(), fc.webUrl()), (value) => {
        const result = safeCallbackUrl(value);
        expect(landsOn(result)).toBe("https://bo.example.com");
        expect(result).toMatch(/^\/(?!\/)[\x21-\x7e]*$/);
        // Decoding once more must not leave the origin either.
        expect(landsOn(decodeURIComponent(new URL(result, "https://x.invalid").pathname))).toBe(
          "https://bo.example.com",
        );
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("sameOriginRedirect (next-auth redirect callback)", () => {
  const base = "https://bo.example.com";

  it("keeps relative paths and absolute URLs on the dashboard's origin", () => {
    expect(sameOriginRedirect("/payouts?status=FAILED", base)).toBe(`${base}/payouts?status=FAILED`);
    expect(sameOriginRedirect(`${base}/users#top`, base)).toBe(`${base}/users#top`);
    expect(sameOriginRedirect("/login", `${base}/`)).toBe(`${base}/login`);
  });

  it("sends everything else to the home page", () => {
    for (const url of [
      "https://evil.example/x",
      "//evil.example/x",
      "/\t/evil.example/x",
      "/\\evil.example",
      "https://bo.example.com.evil.example/",
      "http://bo.example.com/payouts",
      `${base}//evil.example`,
      `${base}/\t/evil.example`,
      "javascript:alert(1)",
      "not a url",
    ])
      expect(sameOriginRedirect(url, base), url).toBe(`${base}/`);
    expect(sameOriginRedirect("/payouts", "not a url")).toBe("/");
  });
});
