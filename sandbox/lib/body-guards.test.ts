import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badRequestErrorSchema, otherErrorSchema, payoutSchema } from "@/lib/contract";
import { payoutInput } from "../test/factories";
import { createTestApp, type TestApp } from "../test/test-app";
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from "./body-guards";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: { acmePayouts: 0, otraPayouts: 0, acmeUsers: 0, otraUsers: 0 } });
  token = await t.login();
});
afterAll(() => t.close());

const JSON_HEADERS = { "content-type": "application/json" };
const nested = (depth: number, inner = "1") => `${'{"a":'.repeat(depth)}${inner}${"}".repeat(depth)}`;
/** A payout body whose metadata is `metadata` (raw JSON text). */
const payoutWithMetadata = (metadata: string) =>
  JSON.stringify(payoutInput({ metadata: { slot: 0 } })).replace('{"slot":0}', metadata);
/** A payout body of exactly `size` bytes (ASCII padding in metadata). */
const payoutOfSize = (size: number) => {
  const empty = payoutWithMetadata('{"pad":""}');
  return payoutWithMetadata(`{"pad":"${"x".repeat(size - Buffer.byteLength(empty))}"}`);
};
const post = (rawBody: string, headers: Record<string, string> = JSON_HEADERS) =>
  t.api("POST", "/api/v2/payouts", { token, rawBody, headers });

/** A body sent in chunks with no content-length, as with Transfer-Encoding: chunked. */
async function postStream(totalBytes: number) {
  const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const init = { method: "POST", headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` }, body, duplex: "half" };
  const res = await t.app.request("/api/v2/payouts", init as RequestInit);
  return { status: res.status, body: (await res.json()) as unknown, sent };
}

describe("body size", () => {
  it("answers 413 with the error body above the limit", async () => {
    const res = await post(payoutOfSize(MAX_BODY_BYTES + 1));
    expect(res.status).toBe(413);
    expect(otherErrorSchema.parse(res.body)).toMatchObject({ errorCode: "REQUEST.1413", statusCode: "413" });
  });

  it("takes a body of exactly the limit", async () => {
    const body = payoutOfSize(MAX_BODY_BYTES);
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    const res = await post(body);
    expect(res.status).toBe(201);
    payoutSchema.parse(res.body);
  });

  it("answers 413 to a chunked body without reading all of it", async () => {
    const res = await postStream(20 * MAX_BODY_BYTES);
    expect(res.status).toBe(413);
    expect(otherErrorSchema.parse(res.body).errorCode).toBe("REQUEST.1413");
    expect(res.sent).toBeLessThan(2 * MAX_BODY_BYTES);
  });

  it("answers 413 before looking at the content type", async () => {
    const res = await post("x".repeat(MAX_BODY_BYTES + 1), { "content-type": "text/plain" });
    expect(res.status).toBe(413);
  });
});

describe("JSON depth", () => {
  it.each([
    ["objects 5,000 deep", nested(5000)],
    ["arrays 5,000 deep", `${"[".repeat(5000)}${"]".repeat(5000)}`],
    ["unclosed arrays 200,000 deep", "[".repeat(200_000)],
    ["metadata 5,000 deep", payoutWithMetadata(nested(5000))],
    [`metadata one level too deep`, payoutWithMetadata(nested(MAX_JSON_DEPTH))],
  ])("refuses %s with the 400 body", async (_label, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const parsed = badRequestErrorSchema.parse(res.body);
    expect(parsed.statusCode).toBe("400");
    expect(parsed.errorCode).toMatch(/^REQUEST\.100[14]$/);
    expect(parsed.arguments.map((a) => a.key)).toEqual(["body"]);
  });

  it("names the limit", async () => {
    const res = await post(nested(5000));
    expect(badRequestErrorSchema.parse(res.body)).toMatchObject({
      errorCode: "REQUEST.1004",
      message: [`body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`],
    });
  });

  it("takes nesting up to the limit and brackets inside strings", async () => {
    // The body itself is one level (the payout), metadata the next.
    const deepest = payoutWithMetadata(nested(MAX_JSON_DEPTH - 1));
    expect((await post(deepest)).status).toBe(201);
    const brackets = payoutWithMetadata(JSON.stringify({ note: `\\"${"{[".repeat(500)}` }));
    expect((await post(brackets)).status).toBe(201);
  });

  it("refuses depth on every method that carries a body", async () => {
    const res = await t.api("PUT", "/api/v2/backoffice/roles/x", {
      token,
      rawBody: nested(100),
      headers: JSON_HEADERS,
    });
    expect(res.status).toBe(400);
    expect(badRequestErrorSchema.parse(res.body).errorCode).toBe("REQUEST.1004");
  });
});
