import { processSingleton } from "@/lib/server/process-singleton";

/**
 * Process lifecycle shared between instrumentation.ts (which receives SIGTERM)
 * and /api/ready (which must answer 503 while the instance drains, so a load
 * balancer stops sending it traffic).
 */
const state = () => processSingleton("lifecycle", () => ({ draining: false }));

export function markDraining(): void {
  state().draining = true;
}

export function isDraining(): boolean {
  return state().draining;
}
