import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { SandboxConfig } from "../config";
import type { Db } from "../db/store";
import { authSessions, customers, operators, permissions, refreshTokens, rolePermissions, roles } from "../db/schema";
import { ERROR_CODES, unauthorized } from "../lib/errors";
import type { AuthContext } from "./context";
import { beginSignIn } from "./login-throttle";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "./passwords";
import { hashRefreshToken, newRefreshToken, signAccessToken } from "./tokens";

export interface TokenPairResult {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
}

async function issueTokens(
  db: Db,
  config: SandboxConfig,
  session: { id: string; operatorId: string; customerId: string },
): Promise<TokenPairResult> {
  const refreshToken = newRefreshToken();
  await db.insert(refreshTokens).values({
    tokenHash: hashRefreshToken(refreshToken),
    sessionId: session.id,
    expiresAt: new Date(Date.now() + config.refreshTokenTtlMs),
  });
  const accessToken = await signAccessToken(
    { operatorId: session.operatorId, customerId: session.customerId, sessionId: session.id },
    config.jwtSecret,
    config.accessTokenTtlMs,
  );
  return { accessToken, expiresIn: config.accessTokenTtlMs, refreshToken };
}

const invalidCredentials = () => unauthorized(ERROR_CODES.invalidCredentials, "Invalid email or password");

/**
 * Checks the password and opens a new session (token family). The attempt is
 * counted for the client address and the account first; a locked one is
 * refused without looking at the password (auth/login-throttle.ts).
 */
export async function login(db: Db, config: SandboxConfig, email: string, password: string, address: string) {
  const attempt = await beginSignIn(db, config, { email, address });
  const [operator] = await db
    .select({ id: operators.id, customerId: operators.customerId, passwordHash: operators.passwordHash })
    .from(operators)
    .innerJoin(customers, eq(customers.id, operators.customerId))
    .where(and(eq(operators.email, email.toLowerCase()), eq(operators.active, true), eq(customers.active, true)));
  const ok = await verifyPassword(password, operator?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!operator || !ok) {
    await attempt.failed();
    throw invalidCredentials();
  }
  await attempt.succeeded();
  const sessionId = randomUUID();
  await db.insert(authSessions).values({ id: sessionId, operatorId: operator.id });
  return issueTokens(db, config, { id: sessionId, operatorId: operator.id, customerId: operator.customerId });
}

export async function revokeSession(db: Db, sessionId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/**
 * Rotates a refresh token. Spending is one conditional UPDATE, so two racing
 * uses of one token cannot both succeed. Presenting an already spent token
 * means it leaked: the whole family is revoked, its access tokens included.
 */
export async function refresh(db: Db, config: SandboxConfig, token: string): Promise<TokenPairResult> {
  const tokenHash = hashRefreshToken(token);
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt });
  if (!spent) {
    const [known] = await db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (known) {
      await revokeSession(db, known.sessionId, "refresh_token_reuse");
      throw unauthorized(ERROR_CODES.reusedRefreshToken, "Refresh token already used; the session has been revoked");
    }
    throw unauthorized(ERROR_CODES.invalidRefreshToken, "Invalid refresh token");
  }
  if (spent.expiresAt.getTime() <= Date.now()) {
    throw unauthorized(ERROR_CODES.invalidRefreshToken, "Refresh token expired");
  }
  const [session] = await db
    .select({ id: authSessions.id, operatorId: operators.id, customerId: operators.customerId })
    .from(authSessions)
    .innerJoin(operators, eq(operators.id, authSessions.operatorId))
    .where(and(eq(authSessions.id, spent.sessionId), isNull(authSessions.revokedAt), eq(operators.active, true)));
  if (!session) throw unauthorized(ERROR_CODES.revokedToken, "Session revoked");
  return issueTokens(db, config, session);
}

/**
 * Resolves a session into the caller's identity and current permissions, in
 * one query per request, so revocations and role edits apply at once.
 * Returns undefined for an unknown, revoked or disabled session.
 */
export async function loadAuthContext(db: Db, sessionId: string): Promise<AuthContext | undefined> {
  const [row] = await db
    .select({
      operatorId: operators.id,
      customerId: operators.customerId,
      email: operators.email,
      roleId: operators.roleId,
      permissions: sql<
        string[]
      >`coalesce(array_agg(${permissions.name}) filter (where ${permissions.active} and ${roles.active}), '{}')`,
    })
    .from(authSessions)
    .innerJoin(operators, eq(operators.id, authSessions.operatorId))
    .innerJoin(customers, eq(customers.id, operators.customerId))
    // The foreign key already keeps an operator's role within its customer; the join says so again.
    .innerJoin(roles, and(eq(roles.id, operators.roleId), eq(roles.customerId, operators.customerId)))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        isNull(authSessions.revokedAt),
        eq(operators.active, true),
        eq(customers.active, true),
      ),
    )
    .groupBy(operators.id, authSessions.id);
  if (!row) return undefined;
  return { ...row, sessionId, permissions: new Set(row.permissions) };
}
