import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, securityHeaders } from "./headers";

const prod = { nonce: "abc123==", dev: false, https: true, hsts: true };

describe("security headers", () => {
  it("builds a nonce CSP without eval in production", () => {
    const csp = contentSecurityPolicy(prod);
    expect(csp).toContain("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(csp).toContain(d);
    }
  });

  it("allows eval in development and never upgrades plain-http requests", () => {
    const csp = contentSecurityPolicy({ ...prod, dev: true, https: false });
    expect(csp).toContain("'unsafe-eval'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("sends HSTS only over https when asked", () => {
    expect(securityHeaders(prod)["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(securityHeaders({ ...prod, https: false })["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ ...prod, hsts: false })["Strict-Transport-Security"]).toBeUndefined();
    const h = securityHeaders(prod);
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
    expect(h["X-Frame-Options"]).toBe("DENY");
    expect(h["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("makes a different nonce every time", () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(Buffer.from(createNonce(), "base64")).toHaveLength(16);
  });
});
