/**
 * A browser's part, with fetch: a cookie jar shared by every instance (one
 * host, so a browser behind a load balancer would send the same cookies),
 * and next-auth's credentials sign-in (CSRF token, then the callback).
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair?.indexOf("=") ?? -1;
      if (!pair || eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header();
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    this.store(response);
    return response;
  }
}

export const SANDBOX_PASSWORD = "sandbox-password";

/** Signs in on one instance; the jar then holds next-auth's session cookie. */
export async function signIn(jar: CookieJar, baseUrl: string, email: string, password = SANDBOX_PASSWORD) {
  const csrf = await jar.fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const body = new URLSearchParams({ csrfToken, email, password, callbackUrl: `${baseUrl}/`, json: "true" });
  const response = await jar.fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body,
  });
  await response.body?.cancel();
  if (!jar.has("next-auth.session-token")) throw new Error(`sign-in on ${baseUrl} failed (${response.status})`);
}
