// The one place the name of the direct-routes slot is spelled. The dashboard's server script
// (plain JavaScript outside Next's bundle) reads the slot; the app (lib/server/direct-routes.ts,
// inside the bundle) fills it. Both import this constant, so they cannot drift apart.
export const DIRECT_ROUTES_KEY = Symbol.for("ramp-backoffice.direct-routes");
