/**
 * Header a browser request sends when the operator did not ask for it (auto-refresh, counts,
 * badges): it does not keep the session from going idle. Client-safe.
 */
export const BACKGROUND_REQUEST_HEADER = "x-background-request";
