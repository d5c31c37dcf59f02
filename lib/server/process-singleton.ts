/**
 * Values there must be exactly one of in a server process: the logger, the store, the live hub,
 * the session cache, the refresh locks.
 *
 * Next bundles pages, route handlers, server actions, instrumentation and the next-auth route
 * into separate module layers, each with its own copy of every module, and `next dev`
 * re-evaluates modules on change. A module-level variable would therefore exist once per layer:
 * a logout in one layer would not empty the cache another reads, and two hubs would split the
 * listeners. A symbol registered under a name resolves to the same slot on globalThis in every
 * layer, and in plain scripts (the custom server) too.
 */
type Slots = Record<symbol, unknown>;

const slotOf = (name: string) => Symbol.for(`ramp-backoffice.${name}`);

/** The process's one value for `name`, made by `create` on first use. */
export function processSingleton<T>(name: string, create: () => T): T {
  const slots = globalThis as unknown as Slots;
  const slot = slotOf(name);
  if (!(slot in slots)) slots[slot] = create();
  return slots[slot] as T;
}

/** The value if one was made, without making it. */
export function peekProcessSingleton<T>(name: string): T | undefined {
  return (globalThis as unknown as Slots)[slotOf(name)] as T | undefined;
}

/** Replaces the value (tests swap in a fake), or forgets it with undefined: the next use makes a new one. */
export function replaceProcessSingleton<T>(name: string, value: T | undefined): void {
  const slots = globalThis as unknown as Slots;
  if (value === undefined) delete slots[slotOf(name)];
  else slots[slotOf(name)] = value;
}
