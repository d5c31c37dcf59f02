import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SPEC_OPERATIONS } from "@/lib/contract/spec-operations";
import { createMemoryLogger } from "./lib/logger";
import { SPEC_DOCUMENT_DIFFERENCES } from "./spec-document-differences";
import { createTestApp, type TestApp } from "./test/test-app";

/**
 * spec/openapi.yaml is written by hand from the specification alone (Prism serves it in the
 * third-party e2e). This compares it with the document the sandbox serves with its extensions
 * off, fact by fact (operations, parameters, request fields, statuses, top-level answer fields),
 * and fails on any difference not listed with its reason in spec-document-differences.ts, and on
 * any listed difference that no longer exists.
 */
type Json = Record<string, unknown>;
const HAND = parse(readFileSync(path.join(process.cwd(), "spec/openapi.yaml"), "utf8")) as Json;
const METHODS = ["get", "post", "put", "patch", "delete"];

const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Follows a local `$ref` (`#/components/...`) within the same document. */
function deref(doc: Json, node: unknown): Json {
  let current = obj(node);
  for (let hops = 0; typeof current.$ref === "string" && hops < 10; hops++) {
    const ref: string = current.$ref;
    current = obj(
      ref
        .replace(/^#\//, "")
        .split("/")
        .reduce<unknown>((at, key) => obj(at)[key], doc),
    );
  }
  return current;
}

/** Top-level properties and required names of a schema; a oneOf/anyOf offers the union, requires the intersection. */
function shape(doc: Json, schema: unknown): { properties: string[]; required: string[] } {
  const s = deref(doc, schema);
  const members = list(s.oneOf ?? s.anyOf).map((m) => shape(doc, m));
  if (members.length > 0) {
    const properties = [...new Set(members.flatMap((m) => m.properties))];
    const required = (members[0]?.required ?? []).filter((r) => members.every((m) => m.required.includes(r)));
    return { properties, required };
  }
  return { properties: Object.keys(obj(s.properties)), required: list(s.required).map(String) };
}

function facts(doc: Json): Set<string> {
  const out = new Set<string>();
  const globalSecurity = list(doc.security).length > 0;
  for (const [p, item] of Object.entries(obj(doc.paths))) {
    for (const method of METHODS) {
      const op = obj(obj(item)[method]);
      if (Object.keys(op).length === 0) continue;
      const at = `${method.toUpperCase()} ${p}`;
      out.add(`${at}: offered`);
      const secured = op.security === undefined ? globalSecurity : list(op.security).length > 0;
      out.add(`${at}: ${secured ? "needs a bearer token" : "needs no token"}`);
      for (const param of list(op.parameters).map((x) => deref(doc, x))) {
        out.add(`${at}: ${param.in} parameter ${param.name}${param.required ? " (required)" : ""}`);
      }
      const body = obj(obj(obj(deref(doc, op.requestBody).content)["application/json"]).schema);
      const b = shape(doc, body);
      for (const name of b.properties)
        out.add(`${at}: body field ${name}${b.required.includes(name) ? " (required)" : ""}`);
      for (const [status, response] of Object.entries(obj(op.responses))) {
        out.add(`${at}: answers ${status}`);
        if (!status.startsWith("2")) continue;
        const schema = obj(obj(obj(deref(doc, response).content)["application/json"]).schema);
        const r = shape(doc, schema);
        for (const name of r.properties)
          out.add(`${at}: ${status} field ${name}${r.required.includes(name) ? " (required)" : ""}`);
      }
    }
  }
  return out;
}

let sandbox: Json;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { logger: createMemoryLogger(), extensions: false },
    seed: { acmePayouts: 0, otraPayouts: 0, acmeUsers: 0, otraUsers: 0 },
  });
  sandbox = (await t.api("GET", "/api/v2/openapi.json")).body as Json;
});
afterAll(() => t.close());

describe("spec/openapi.yaml, written from the specification alone", () => {
  it("lists exactly the specification's operations (lib/contract/spec-operations.ts)", () => {
    const listed = Object.entries(obj(HAND.paths)).flatMap(([p, item]) =>
      METHODS.filter((m) => obj(item)[m]).map((m) => `${m} ${p}`),
    );
    expect(listed.sort()).toEqual(SPEC_OPERATIONS.map((op) => `${op.method} ${op.path}`).sort());
  });

  it("differs from the sandbox's document only where a reason is written down", () => {
    const hand = facts(HAND);
    const served = facts(sandbox);
    const differences = [
      ...[...hand].filter((f) => !served.has(f)).map((f) => `only in spec/openapi.yaml: ${f}`),
      ...[...served].filter((f) => !hand.has(f)).map((f) => `only in the sandbox: ${f}`),
    ].sort();
    const unexplained = differences.filter((d) => !Object.hasOwn(SPEC_DOCUMENT_DIFFERENCES, d));
    const stale = Object.keys(SPEC_DOCUMENT_DIFFERENCES).filter((d) => !differences.includes(d));
    expect(unexplained, "differences without a reason").toEqual([]);
    expect(stale, "explained differences that no longer exist").toEqual([]);
    for (const [difference, reason] of Object.entries(SPEC_DOCUMENT_DIFFERENCES))
      expect(reason.length, difference).toBeGreaterThan(20);
  });
});
