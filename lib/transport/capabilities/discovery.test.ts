import { describe, expect, it, vi } from "vitest";
import { parseExtensionSetting } from "@/lib/contract/extensions";
import { CapabilityDiscovery, DOCUMENT_TTL_MS } from "./discovery";
import { LEARNED_TTL_MS } from "./learned";

const auto = parseExtensionSetting("auto");
const notFound = Object.assign(new Error("not found"), { status: 404 });
const notAllowed = Object.assign(new Error("method not allowed"), { status: 405 });
const serverError = Object.assign(new Error("boom"), { status: 500 });

/** A document as the sandbox serves it with extensions on, trimmed to what matters. */
const sandboxDocument = {
  openapi: "3.1.0",
  paths: {
    "/api/v2/backoffice/roles": { get: { "x-sandbox-extension": true } },
    "/api/v2/backoffice/roles/{roleId}": { get: { "x-sandbox-extension": true }, put: {} },
    "/api/v2/webhooks": { post: {} },
  },
};

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("API_EXTENSIONS", () => {
  it("parses auto, none, all and a list, and names an unknown extension", () => {
    expect(parseExtensionSetting(undefined)).toEqual({ mode: "auto" });
    expect(parseExtensionSetting(" AUTO ")).toEqual({ mode: "auto" });
    expect(parseExtensionSetting("none")).toEqual({ mode: "fixed", offered: new Set() });
    const all = parseExtensionSetting("all");
    expect(all.mode === "fixed" && all.offered.has("webhooks-deliveries")).toBe(true);
    expect(parseExtensionSetting("roles-list, permissions-list")).toEqual({
      mode: "fixed",
      offered: new Set(["roles-list", "permissions-list"]),
    });
    expect(() => parseExtensionSetting("roles-list,role-list")).toThrow(/unknown role-list/);
  });

  it("a fixed setting is believed without reading the document or learning", async () => {
    const readDocument = vi.fn(async () => sandboxDocument);
    const d = new CapabilityDiscovery({ setting: parseExtensionSetting("roles-list"), readDocument });
    expect(await d.answer("roles-list")).toEqual({ offered: true, source: "setting" });
    expect(await d.offers("customers-list")).toBe(false);
    // A fixed "offered" is not overruled by an answer: the failure reaches the screen.
    await expect(d.whenOffered("roles-list", () => Promise.reject(notFound))).rejects.toBe(notFound);
    expect(readDocument).not.toHaveBeenCalled();
  });
});

describe("discovery from the OpenAPI document", () => {
  it("offers what the document lists, whatever the parameter is called, and nothing else", async () => {
    const d = new CapabilityDiscovery({ setting: auto, readDocument: async () => sandboxDocument });
    expect(await d.answer("roles-list")).toEqual({ offered: true, source: "openapi" });
    expect(await d.offers("roles-read")).toBe(true);
    expect(await d.answer("customers-list")).toEqual({ offered: false, source: "openapi" });
    expect(await d.offers("webhooks-read")).toBe(false);
  });

  it("reads the document once per period, and once for concurrent askers", async () => {
    const c = clock();
    const readDocument = vi.fn(async () => sandboxDocument);
    const d = new CapabilityDiscovery({ setting: auto, readDocument, now: c.now });
    await Promise.all([d.offers("roles-list"), d.offers("banks-list"), d.offers("ramps-list")]);
    await d.offers("roles-list");
    expect(readDocument).toHaveBeenCalledTimes(1);
    c.advance(DOCUMENT_TTL_MS + 1);
    await d.offers("roles-list");
    expect(readDocument).toHaveBeenCalledTimes(2);
  });

  it("a call to a listed extension is made and its data returned", async () => {
    const d = new CapabilityDiscovery({ setting: auto, readDocument: async () => sandboxDocument });
    expect(await d.whenOffered("roles-list", async () => ["r1"])).toEqual({ offered: true, data: ["r1"] });
    const call = vi.fn(async () => []);
    expect(await d.whenOffered("customers-list", call)).toEqual({ offered: false });
    expect(call).not.toHaveBeenCalled();
  });
});

describe("discovery from answers (no document)", () => {
  const noDocument = async () => undefined;

  it("presumes an extension offered, learns a 404 on a list path and remembers it for a while", async () => {
    const c = clock();
    const d = new CapabilityDiscovery({ setting: auto, readDocument: noDocument, now: c.now });
    expect(await d.answer("customers-list")).toEqual({ offered: true, source: "presumed" });
    expect(await d.whenOffered("customers-list", () => Promise.reject(notFound))).toEqual({ offered: false });
    const call = vi.fn(async () => []);
    expect(await d.whenOffered("customers-list", call)).toEqual({ offered: false });
    expect(call).not.toHaveBeenCalled();
    expect(await d.answer("customers-list")).toEqual({ offered: false, source: "learned" });
    c.advance(LEARNED_TTL_MS + 1);
    expect(await d.answer("customers-list")).toEqual({ offered: true, source: "presumed" });
  });

  it("a 404 on a read by id is a missing record, not a missing extension; a 405 is", async () => {
    const d = new CapabilityDiscovery({ setting: auto, readDocument: noDocument });
    await expect(d.whenOffered("roles-read", () => Promise.reject(notFound))).rejects.toBe(notFound);
    expect(await d.offers("roles-read")).toBe(true);
    await expect(d.whenOffered("recharges-lookup", () => Promise.reject(notFound))).rejects.toBe(notFound);
    expect(await d.whenOffered("recharges-lookup", () => Promise.reject(notAllowed))).toEqual({ offered: false });
    expect(await d.offers("recharges-lookup")).toBe(false);
  });

  it("other failures are not taken for absence", async () => {
    const d = new CapabilityDiscovery({ setting: auto, readDocument: noDocument });
    await expect(d.whenOffered("roles-list", () => Promise.reject(serverError))).rejects.toBe(serverError);
    expect(await d.offers("roles-list")).toBe(true);
  });

  it("a document that cannot be read or is not OpenAPI counts as none", async () => {
    for (const readDocument of [async () => ({ hello: "world" }), () => Promise.reject(new Error("ECONNREFUSED"))]) {
      const d = new CapabilityDiscovery({ setting: auto, readDocument });
      expect(await d.answer("roles-list")).toEqual({ offered: true, source: "presumed" });
    }
  });
});
