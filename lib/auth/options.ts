import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getEnv } from "@/lib/env";
import { LoginError, loginWithApi } from "./login";
import { deleteSession } from "./session-store";
import { clientAddressOf, throttledLogin } from "./throttle";

let cached: NextAuthOptions | undefined;

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
          // Repeated failures per email and per client address are slowed (lib/auth/throttle.ts).
          const user = await throttledLogin(
            {
              email: credentials?.email,
              clientAddress: clientAddressOf(req?.headers),
              isCredentialFailure: (e) => e instanceof LoginError && e.code === "invalid_credentials",
            },
            () => loginWithApi(credentials),
          );
          return { id: user.id, email: user.email, name: user.name };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.sid = user.id;
          token.absExp = Date.now() + maxAge * 1000;
        }
        // Sliding cookie renewal must not outlive the absolute lifetime.
        if (!token.sid || !token.absExp || token.absExp <= Date.now()) throw new Error("session_expired");
        return token;
      },
      session({ session, token }) {
        // Only the display identity reaches the browser; the session id stays in the cookie.
        return { expires: session.expires, user: { name: token.name ?? null, email: token.email ?? null } };
      },
    },
    events: {
      async signOut({ token }) {
        if (token?.sid) await deleteSession(token.sid);
      },
    },
  };
  return cached;
}
