import { describe, expect, it } from "vitest";
import { parseExtensionSetting } from "@/lib/contract/extensions";
import { CapabilityDiscovery } from "@/lib/transport/capabilities/discovery";
import { keysNeedingExtension, NAV_ITEMS, visibleNavKeys } from "../nav-items";

const everyScreen = visibleNavKeys("sandbox", { known: false, names: new Set() });

/** A discovery reading a served OpenAPI document that lists the given paths (GET). */
function discovery(paths: string[]) {
  const document = { openapi: "3.1.0", paths: Object.fromEntries(paths.map((p) => [p, { get: {} }])) };
  return new CapabilityDiscovery({ setting: parseExtensionSetting("auto"), readDocument: async () => document });
}

describe("the menu marks screens an API cannot serve", () => {
  it("against the specification alone only Ramps is a dead end (the others open by id or register)", async () => {
    const d = discovery(["/api/v2/payouts", "/api/v2/users"]);
    expect(await keysNeedingExtension(everyScreen, (e) => d.offers(e))).toEqual(["ramps"]);
  });

  it("with the ramp list offered, nothing is marked", async () => {
    const d = discovery(["/api/v2/ramps"]);
    expect(await keysNeedingExtension(everyScreen, (e) => d.offers(e))).toEqual([]);
  });

  it("a screen left out of the menu is not marked, and learning a 404 marks it", async () => {
    const d = new CapabilityDiscovery({ setting: parseExtensionSetting("auto"), readDocument: async () => undefined });
    expect(await keysNeedingExtension(everyScreen, (e) => d.offers(e))).toEqual([]);
    d.learnAbsent("ramps-list");
    expect(await keysNeedingExtension(everyScreen, (e) => d.offers(e))).toEqual(["ramps"]);
    expect(await keysNeedingExtension(["payouts"], (e) => d.offers(e))).toEqual([]);
  });

  it("every screen listing extensions names known ones", () => {
    expect(NAV_ITEMS.filter((i) => i.extensions).map((i) => i.key)).toEqual(["ramps"]);
  });
});
