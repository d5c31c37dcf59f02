import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log";
import { sameOriginRedirect } from "@/lib/security/callback-url";
import { LoginError, loginWithApi } from "./login";
import { deleteSession, loadSession } from "./session-store";
import { countedSignIn } from "./sign-in-outcome";
import { clientAddressOf, throttledLogin } from "./throttle";

/** Messages the jwt callback throws when the cookie's session is over (next-auth then clears the cookie). */
const SESSION_OVER: readonly (string | undefined)[] = ["session_expired", "session_ended"];

let cached: NextAuthOptions | undefined;

/** One header from next-auth's request (a plain record of strings or string lists). */
function headerValue(headers: Record<string, unknown> | undefined, name: string): string | undefined {
  const value = headers?.[name];
  if (typeof value === "string") return value;
  return Array.isArray(value) && typeof value[0] === "string" ? value[0] : undefined;
}

/**
 * next-auth v4 configuration. The JWT strategy only encrypts a small cookie:
 * session id, email, name and the absolute expiry. API tokens stay in
 * operator_sessions, where a refresh done during any request is never lost
 * (RSC and server actions cannot rewrite next-auth's cookie).
 */
export function getAuthOptions(): NextAuthOptions {
  if (cached) return cached;
  const env = getEnv();
  const maxAge = Math.round(env.SESSION_MAX_AGE_HOURS * 3600);
  cached = {
    secret: env.NEXTAUTH_SECRET,
    useSecureCookies: env.secureCookies,
    session: { strategy: "jwt", maxAge },
    jwt: { maxAge },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        name: "Ramp API",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(credentials, req) {
          // Attempts are counted per account and per client address before the API is asked;
          // a locked account or a used-up address is refused (lib/auth/throttle.ts).
          const clientAddress = clientAddressOf(req?.headers);
          const userAgent = headerValue(req?.headers, "user-agent");
          const user = await countedSignIn(() =>
            throttledLogin(
              {
                email: credentials?.email,
                clientAddress,
                isCredentialFailure: (e) => e instanceof LoginError && e.code === "invalid_credentials",
              },
              () => loginWithApi(credentials, { userAgent, clientAddress }),
            ),
          );
          return { id: user.id, email: user.email, name: user.name };
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          token.sid = user.id;
          token.absExp = Date.now() + maxAge * 1000;
        }
        // Sliding cookie renewal must not outlive the absolute lifetime.
        if (!token.sid || !token.absExp || token.absExp <= Date.now()) throw new Error("session_expired");
        // After logout or revocation the stored row is gone: GET /api/auth/session must then answer no
        // identity and renew no cookie. Throwing makes next-auth answer {} and clear the cookie.
        // (On sign-in the row was created a moment ago by authorize().)
        if (!user && !(await loadSession(token.sid))) throw new Error("session_ended");
        return token;
      },
      // Only paths on the dashboard's own origin; anything else goes to the home page.
      redirect: ({ url, baseUrl }) => sameOriginRedirect(url, baseUrl),
      session({ session, token }) {
        // Only the display identity reaches the browser; the session id stays in the cookie.
        return { expires: session.expires, user: { name: token.name ?? null, email: token.email ?? null } };
      },
    },
    // next-auth's own reports go to the JSON log; an ended session is routine, not an error.
    logger: {
      error(code, metadata) {
        const message = metadata instanceof Error ? metadata.message : undefined;
        if (code === "JWT_SESSION_ERROR" && SESSION_OVER.includes(message))
          getLogger().debug({ code, reason: message }, "next-auth: session over, cookie cleared");
        else getLogger().error({ code, err: metadata }, "next-auth error");
      },
      warn(code) {
        getLogger().warn({ code }, "next-auth warning");
      },
      debug() {},
    },
    events: {
      async signOut({ token }) {
        if (token?.sid) await deleteSession(token.sid);
      },
    },
  };
  return cached;
}
