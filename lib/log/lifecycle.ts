/**
 * Process lifecycle shared between instrumentation.ts (which receives SIGTERM)
 * and /api/ready (which must answer 503 while the instance drains, so a load
 * balancer stops sending it traffic). Kept on globalThis: Next loads the two
 * in different bundles, each with its own module instances.
 */
const globalKey = Symbol.for("ramp-backoffice.lifecycle");
type GlobalWithLifecycle = typeof globalThis & { [globalKey]?: { draining: boolean } };

function state(): { draining: boolean } {
  const g = globalThis as GlobalWithLifecycle;
  g[globalKey] ??= { draining: false };
  return g[globalKey];
}

export function markDraining(): void {
  state().draining = true;
}

export function isDraining(): boolean {
  return state().draining;
}
