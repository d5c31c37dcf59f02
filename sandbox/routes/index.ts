import type { RouterFactory } from "../lib/router";
import { createAuthRouter } from "./auth";
import { createHealthRouter } from "./health";
import { createPayoutsRouter } from "./payouts";
import { createUsersRouter } from "./users";
import { createAccountsRouter } from "./accounts";
import { createBanksRouter } from "./banks";
import { createCustomersRouter } from "./customers";
import { createPermissionsRouter } from "./permissions";
import { createRechargesRouter } from "./recharges";
import { createRolesRouter } from "./roles";
import { createFakerRouter } from "./faker";
import { createRampsRouter } from "./ramps";
import { createSavingsRouter } from "./savings";
import { createWebhooksRouter } from "./webhooks";
import { createFakerSessionsRouter } from "./faker-sessions";
import { createMeRouter } from "./me";
import { createFakerOutageRouter } from "./faker-outage";

/**
 * Every router of the sandbox, mounted at "/" in this order (routes carry
 * their full /api/v2/... paths). To add a resource: write routes/<name>.ts
 * exporting a RouterFactory and append it here.
 */
export const ROUTERS: RouterFactory[] = [
  createHealthRouter,
  createAuthRouter,
  createPayoutsRouter,
  createUsersRouter,
  createRolesRouter,
  createMeRouter,
  createPermissionsRouter,
  createCustomersRouter,
  createAccountsRouter,
  createBanksRouter,
  createRechargesRouter,
  createFakerSessionsRouter,
  createFakerOutageRouter,
  createWebhooksRouter,
  createRampsRouter,
  createFakerRouter,
  createSavingsRouter,
];
