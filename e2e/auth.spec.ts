import { expect, test } from "@playwright/test";
import { sandboxURL } from "../playwright.config";
import { expectSignedIn, sandboxLogin, signIn, TOKEN_SHAPES } from "./auth-helpers";
import { authState } from "./paths";

test.describe("sign-in", () => {
  test("an operator signs in and lands on the overview", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await signIn(page, "ops@example.com");
    await page.waitForURL((url) => url.pathname === "/");
    await expectSignedIn(page);
  });

  test("a wrong password says so", async ({ page }) => {
    await page.goto("/login");
    await signIn(page, "ops@example.com", "not-the-password");
    await expect(page.getByRole("alert").filter({ hasText: "Could not sign in" })).toContainText(
      "Wrong email or password.",
    );
    await expect(page).toHaveURL(/\/login/);
  });

  test("a malformed email is caught in the browser, before any request", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await page.goto("/login");
    await signIn(page, "ops.example.com");
    const email = page.getByLabel("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    expect(posts.filter((u) => u.includes("/api/auth/callback"))).toEqual([]);
  });

  test("after login the operator lands on the page they asked for", async ({ page }) => {
    await page.goto("/users?page=2");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fusers%3Fpage%3D2/);
    await signIn(page, "ops@example.com");
    await page.waitForURL((url) => url.pathname === "/users" && url.search === "?page=2");
    await expectSignedIn(page);
  });

  test("an outside callbackUrl is ignored", async ({ page }) => {
    await page.goto("/login?callbackUrl=https%3A%2F%2Fevil.example%2F");
    await signIn(page, "ops@example.com");
    await page.waitForURL((url) => url.pathname === "/" && url.hostname === "127.0.0.1");
  });
});

test.describe("tokens stay on the server", () => {
  test("neither /api/auth/session, nor the HTML, nor any script holds an API token", async ({ page }) => {
    const bodies: { url: string; text: string }[] = [];
    page.on("response", async (response) => {
      const type = response.headers()["content-type"] ?? "";
      if (/javascript|html|json|x-component/.test(type)) {
        bodies.push({ url: response.url(), text: await response.text().catch(() => "") });
      }
    });
    // Tokens the sandbox issues right now have this shape; none may reach the browser.
    const outside = await sandboxLogin("ops@example.com");
    await page.goto("/login");
    await signIn(page, "ops@example.com");
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/payouts");
    await expectSignedIn(page);

    const session = await page.request.get("/api/auth/session");
    const sessionText = await session.text();
    expect(JSON.parse(sessionText)).toMatchObject({ user: { email: "ops@example.com" } });
    bodies.push({ url: "session", text: sessionText }, { url: "dom", text: await page.content() });
    const cookies = await page.context().cookies();
    const sessionCookie = cookies.find((c) => c.name.endsWith("next-auth.session-token"));
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    expect(bodies.length).toBeGreaterThan(3);
    for (const { url, text } of bodies) {
      expect(text, url).not.toContain(outside.accessToken);
      expect(text, url).not.toContain(outside.refreshToken);
      // The session cookie itself is a JWE starting with eyJ; it is HttpOnly and never echoed in a body.
      for (const shape of TOKEN_SHAPES) expect(text, url).not.toMatch(shape);
    }
    expect(Object.keys(JSON.parse(sessionText).user).sort()).toEqual(["email", "name"]);
  });
});

test.describe("session lifetime", () => {
  test("an expired access token is refreshed without the operator noticing", { tag: "@waits" }, async ({ page }) => {
    // The e2e sandbox issues 75 s access tokens; the dashboard refreshes inside the last minute.
    test.setTimeout(180_000);
    await page.goto("/login");
    await signIn(page, "ops@example.com");
    await page.waitForURL((url) => url.pathname === "/");
    for (const waitMs of [20_000, 70_000]) {
      await page.waitForTimeout(waitMs);
      const list = await page.request.get("/api/payouts?limit=1");
      expect(list.status()).toBe(200);
      await page.goto("/payouts");
      await expect(page).toHaveURL(/\/payouts$/);
      await expectSignedIn(page);
    }
  });

  test("a refused refresh sends the operator to login with the expiry message", async ({ page }) => {
    // Its own customer, so revoking its sessions cannot disturb the ops/compliance specs.
    const email = "ops@other.example";
    const since = new Date().toISOString();
    await page.goto("/login");
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === "/");
    // An administrator revokes the operator's sessions at the API: access and refresh tokens die.
    const admin = await sandboxLogin(email);
    const revoke = await fetch(`${sandboxURL}/api/v2/faker/sessions/revoke`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin.accessToken}` },
      body: JSON.stringify({ email, createdAfter: since }),
    });
    expect(revoke.status).toBe(200);
    expect(((await revoke.json()) as { revoked: number }).revoked).toBeGreaterThanOrEqual(2);

    const api = await page.request.get("/api/payouts?limit=1");
    expect(api.status()).toBe(401);
    await page.goto("/payouts");
    await expect(page).toHaveURL(/\/login\?.*reason=expired/);
    await expect(page.getByText("Your session expired. Sign in again.")).toBeVisible();
    // Signing in again works and returns to the page.
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === "/payouts");
  });

  test("logout ends the session and its stored tokens", async ({ page }) => {
    await page.goto("/login");
    await signIn(page, "ops@example.com");
    await page.waitForURL((url) => url.pathname === "/");
    const cookieBefore = (await page.context().cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
    expect(cookieBefore).toBeDefined();
    await page.getByRole("button", { name: /^Operator menu/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.goto("/payouts");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fpayouts/);
    // The old cookie, replayed, no longer opens a session: the stored row is gone.
    await page.context().addCookies([cookieBefore as NonNullable<typeof cookieBefore>]);
    const replay = await page.request.get("/api/payouts?limit=1");
    expect(replay.status()).toBe(401);
  });
});

test.describe("permissions", () => {
  test.use({ storageState: authState("compliance") });

  test("the compliance operator meets the permission state on Roles", async ({ page }) => {
    await page.goto("/roles");
    await expect(page.getByTestId("forbidden-state")).toBeVisible();
    await expect(page.getByText("You don't have permission for this")).toBeVisible();
  });
});

test.describe("security headers", () => {
  test("pages carry a nonce CSP and the other headers; server actions need an Origin", async ({ page, request }) => {
    const response = await page.goto("/login");
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const forged = await request.post("/login", { headers: { "next-action": "0123456789abcdef", origin: "" } });
    expect(forged.status()).toBe(403);
    const crossSite = await request.post("/login", {
      headers: { "next-action": "0123456789abcdef", origin: "https://evil.example" },
    });
    expect(crossSite.status()).toBe(403);
  });
});
