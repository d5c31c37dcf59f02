import { isValidElement, type ReactElement, type ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The login page with its server dependencies replaced: whatever callbackUrl
 * the query string carries, the page hands the form (and redirect()) a
 * same-origin path that is a valid Location header, so it never answers 500.
 */
const state = vi.hoisted(() => ({ signedIn: false, redirectedTo: [] as string[] }));

vi.mock("server-only", () => ({}));
vi.mock("next-intl/server", () => ({ getTranslations: async () => (key: string) => key }));
vi.mock("@/lib/auth/session", () => ({
  getOperator: async () => (state.signedIn ? { sessionId: "s", email: "ops@example.com", name: "Ops" } : null),
}));
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    // Next sets the Location header from this value; a control character there is the 500.
    if (/[^\x21-\x7e]/.test(url)) throw new TypeError(`Invalid character in header content ["Location"]`);
    state.redirectedTo.push(url);
    throw new Error("NEXT_REDIRECT");
  },
  useRouter: () => ({ replace() {}, refresh() {} }),
}));

const { default: LoginPage } = await import("./page");
const { LoginForm } = await import("./_components/login-form");

type FormProps = { callbackUrl: string; initialError?: string };

/** Finds the LoginForm element in the page's element tree. */
function formProps(node: ReactNode): FormProps | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = formProps(child);
      if (found) return found;
    }
    return undefined;
  }
  if (!isValidElement(node)) return undefined;
  const element = node as ReactElement<{ children?: ReactNode } & FormProps>;
  if (element.type === LoginForm) return element.props;
  return formProps(element.props.children);
}

const render = (query: Record<string, string | string[]>) => LoginPage({ searchParams: Promise.resolve(query) });

const hostile = [
  "/\t/evil.example/x",
  "/\n/evil.example/x",
  "/\r/evil.example/x",
  "/\r\nSet-Cookie: a=b",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example",
  "javascript:alert(1)",
  "/.//evil.example",
  `/${"a".repeat(10_000)}`,
];

/** [test name, value]: long values are named by their length. */
const cases = hostile.map((value) => [
  value.length > 40 ? `${value.slice(0, 8)}… (${value.length} chars)` : JSON.stringify(value),
  value,
]);

beforeEach(() => {
  state.signedIn = false;
  state.redirectedTo = [];
});

describe("login page callbackUrl", () => {
  it.each(cases)("hands the form the home page for %s", async (_label, callbackUrl) => {
    expect(formProps(await render({ callbackUrl }))?.callbackUrl).toBe("/");
  });

  it.each(cases)("redirects a signed-in operator home, not elsewhere, for %s", async (_label, callbackUrl) => {
    state.signedIn = true;
    await expect(render({ callbackUrl })).rejects.toThrow("NEXT_REDIRECT");
    expect(state.redirectedTo).toEqual(["/"]);
  });

  it("keeps a same-origin destination, and takes the first of repeated parameters", async () => {
    expect(formProps(await render({ callbackUrl: "/payouts?status=FAILED" }))?.callbackUrl).toBe(
      "/payouts?status=FAILED",
    );
    expect(formProps(await render({ callbackUrl: ["/users", "//evil.example"] }))?.callbackUrl).toBe("/users");
    state.signedIn = true;
    await expect(render({ callbackUrl: "/payouts/po_1" })).rejects.toThrow("NEXT_REDIRECT");
    expect(state.redirectedTo).toEqual(["/payouts/po_1"]);
  });

  it("shows the lockout message code and maps unknown codes to unknown", async () => {
    expect(formProps(await render({ error: "locked" }))?.initialError).toBe("locked");
    expect(formProps(await render({ error: "rate_limited" }))?.initialError).toBe("rate_limited");
    expect(formProps(await render({ error: "<script>" }))?.initialError).toBe("unknown");
  });
});
