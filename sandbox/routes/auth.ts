import { createRoute } from "@hono/zod-openapi";
import { loginInputSchema, refreshInputSchema, tokenPairSchema } from "@/lib/contract";
import { trustedProxyMatcher } from "@/lib/shared/client-address";
import { login, refresh } from "../auth/sessions";
import { clientAddress } from "../lib/client-address";
import { errorResponses, jsonContent } from "../lib/openapi";
import { type AppDeps, createRouter } from "../lib/router";

const loginRoute = createRoute({
  method: "post",
  path: "/api/v2/auth/login",
  tags: ["Auth"],
  summary: "Log in with email and password",
  description:
    "Returns an access token (expiresIn is in milliseconds) and a refresh token. Sign-in protection: 10 failed sign-ins of one email within 15 minutes lock it for 15 minutes (401 AUTH.1008, even with the right password), and 50 failed sign-ins from one client address within 15 minutes block that address for 15 minutes (401 AUTH.1009); both answers carry Retry-After (seconds). The client address is the socket's, or, from a trusted proxy (loopback by default, where the dashboard runs; SANDBOX_TRUSTED_PROXIES), the right-most X-Forwarded-For entry that is no trusted proxy. Sandbox settings: SANDBOX_LOGIN_* variables.",
  request: { body: { required: true, content: { "application/json": { schema: loginInputSchema } } } },
  responses: { 200: jsonContent(tokenPairSchema, "Token pair"), ...errorResponses(400, 401, 500) },
});

const refreshRoute = createRoute({
  method: "post",
  path: "/api/v2/auth/refresh",
  tags: ["Auth"],
  summary: "Exchange a refresh token for a new token pair",
  description:
    "Refresh tokens rotate on every use. Presenting a spent refresh token again revokes its whole session, access tokens included.",
  request: { body: { required: true, content: { "application/json": { schema: refreshInputSchema } } } },
  responses: { 200: jsonContent(tokenPairSchema, "New token pair"), ...errorResponses(400, 401, 500) },
});

export function createAuthRouter({ db, config }: AppDeps) {
  const trusted = trustedProxyMatcher(config.trustedProxies);
  return createRouter("AUTH")
    .openapi(loginRoute, async (c) => {
      const { email, password } = c.req.valid("json");
      return c.json(await login(db, config, email, password, clientAddress(c, trusted)), 200);
    })
    .openapi(refreshRoute, async (c) => {
      const { refreshToken } = c.req.valid("json");
      return c.json(await refresh(db, config, refreshToken), 200);
    });
}
