/**
 * Every sandbox extension the dashboard can use, by the name `API_EXTENSIONS` takes, with the
 * operation that stands for it in an OpenAPI document (`{param}` as the document writes it).
 * Pure, and part of what the API offers, so it sits with the contract: the env parser
 * (lib/env.ts), the capability discovery (lib/transport/capabilities) and their tests share it.
 */
export const EXTENSIONS = {
  "operator-profile": { method: "get", path: "/api/v2/backoffice/me" },
  "roles-list": { method: "get", path: "/api/v2/backoffice/roles" },
  "roles-read": { method: "get", path: "/api/v2/backoffice/roles/{id}" },
  "permissions-list": { method: "get", path: "/api/v2/backoffice/permissions" },
  "customers-list": { method: "get", path: "/api/v2/customers" },
  "customers-read": { method: "get", path: "/api/v2/customers/{id}" },
  "accounts-list": { method: "get", path: "/api/v2/accounts" },
  "accounts-read": { method: "get", path: "/api/v2/accounts/{id}" },
  "accounts-review": { method: "post", path: "/api/v2/accounts/{id}/review" },
  "banks-list": { method: "get", path: "/api/v2/banks" },
  "ramps-list": { method: "get", path: "/api/v2/ramps" },
  "webhooks-read": { method: "get", path: "/api/v2/webhooks" },
  "webhooks-update": { method: "patch", path: "/api/v2/webhooks/{id}" },
  "webhooks-delete": { method: "delete", path: "/api/v2/webhooks/{id}" },
  "webhooks-deliveries": { method: "get", path: "/api/v2/webhooks/deliveries" },
  "recharges-lookup": { method: "get", path: "/api/v2/backoffice/ops/recharges/cop" },
} as const satisfies Record<string, { method: string; path: string }>;

export type Extension = keyof typeof EXTENSIONS;

export const EXTENSION_NAMES = Object.keys(EXTENSIONS) as Extension[];

export function isExtension(name: string): name is Extension {
  return Object.hasOwn(EXTENSIONS, name);
}

/**
 * What `API_EXTENSIONS` says: discover (`auto`), trust a fixed set (`all`, `none`, or a
 * comma-separated list of names above).
 */
export type ExtensionSetting = { mode: "auto" } | { mode: "fixed"; offered: ReadonlySet<Extension> };

/** Parses `API_EXTENSIONS`; an unknown name is an error naming it and the known ones. */
export function parseExtensionSetting(raw: string | undefined): ExtensionSetting {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "" || value === "auto") return { mode: "auto" };
  if (value === "all") return { mode: "fixed", offered: new Set(EXTENSION_NAMES) };
  if (value === "none") return { mode: "fixed", offered: new Set() };
  const names = value
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !isExtension(n));
  if (unknown.length > 0) {
    throw new Error(
      `API_EXTENSIONS: unknown ${unknown.join(", ")}; use auto, none, all or a list of ${EXTENSION_NAMES.join(", ")}`,
    );
  }
  return { mode: "fixed", offered: new Set(names.filter(isExtension)) };
}
