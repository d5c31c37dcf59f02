/**
 * The operations the specification lists (docs: /work/shared/spec/ramp-payout-api.md, "Endpoints"),
 * method and path as an OpenAPI document writes them. Pure, beside EXTENSIONS: a 404 or 405 on one
 * of these says the API is misconfigured (wrong base URL, a gateway in the way), never that an
 * extension is missing; the hand-written OpenAPI document (spec/openapi.yaml) lists the same set.
 */
export const SPEC_OPERATIONS = [
  { method: "post", path: "/api/v2/auth/login" },
  { method: "post", path: "/api/v2/auth/refresh" },
  { method: "get", path: "/api/v2/payouts" },
  { method: "get", path: "/api/v2/users" },
  { method: "post", path: "/api/v2/users" },
  { method: "patch", path: "/api/v2/accounts/{id}" },
  { method: "put", path: "/api/v2/backoffice/roles/{id}" },
  { method: "patch", path: "/api/v2/customers/{id}" },
  { method: "post", path: "/api/v2/backoffice/ops/recharges/cop" },
  { method: "post", path: "/api/v2/webhooks" },
  { method: "post", path: "/api/v2/faker/cash-in" },
] as const satisfies ReadonlyArray<{ method: string; path: string }>;

export type SpecOperation = (typeof SPEC_OPERATIONS)[number];
