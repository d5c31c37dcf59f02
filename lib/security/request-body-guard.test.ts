import { describe, expect, it } from "vitest";
import { nestingDepth } from "@/lib/shared/json-depth";
import { checkRequestBody, MAX_BODY_BYTES, MAX_NESTING_DEPTH, readCapped } from "./request-body-guard";

const nested = (depth: number, open = "[", close = "]") => `${open.repeat(depth)}${close.repeat(depth)}`;

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1:3000/payouts", { method: "POST", body, headers, duplex: "half" } as RequestInit);

/** A body sent in chunks without a length, as a chunked upload arrives. */
function streamOf(bytes: number): ReadableStream<Uint8Array> {
  let left = bytes;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const size = Math.min(64 * 1024, left);
      left -= size;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
}

describe("nestingDepth", () => {
  it("counts arrays and objects outside strings", () => {
    expect(nestingDepth("")).toBe(0);
    expect(nestingDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(nestingDepth('["[[[[", "{{{{", "\\"[[[["]')).toBe(1);
    expect(nestingDepth(nested(5_000))).toBe(5_000);
    expect(nestingDepth(nested(5_000, '{"a":', "}"))).toBe(5_000);
  });

  it("stops counting once over the limit, and tolerates text that is not JSON", () => {
    expect(nestingDepth(nested(100_000), 64)).toBe(65);
    expect(nestingDepth("]]]][[")).toBe(2);
    expect(nestingDepth('"unterminated [[[')).toBe(0);
  });
});

describe("readCapped", () => {
  it("reads up to the limit and gives up past it", async () => {
    expect((await readCapped(streamOf(1_000), 1_000))?.byteLength).toBe(1_000);
    expect(await readCapped(streamOf(1_001), 1_000)).toBeUndefined();
  });
});

describe("checkRequestBody", () => {
  it("lets ordinary server action bodies through", async () => {
    expect(
      await checkRequestBody(post('[{"id":"po_1","amount":"10.00"},"$undefined"]', { "content-type": "text/plain" })),
    ).toEqual({ ok: true });
    const form = new FormData();
    form.append("1_email", "ops@example.com");
    form.append("1_note", "[[[ not JSON, just text ]]]");
    form.append("0", '["$K1"]');
    expect(await checkRequestBody(post(form))).toEqual({ ok: true });
    expect(
      await checkRequestBody(post("a=%5B%5B%5B&b=2", { "content-type": "application/x-www-form-urlencoded" })),
    ).toEqual({ ok: true });
    expect(await checkRequestBody(post(nested(MAX_NESTING_DEPTH), { "content-type": "application/json" }))).toEqual({
      ok: true,
    });
  });

  it("answers 413 to a body over 1 MB, declared or counted", async () => {
    const declared = await checkRequestBody(post("x", { "content-length": String(MAX_BODY_BYTES + 1) }));
    expect(declared).toMatchObject({ ok: false, status: 413, body: { errorCode: "REQUEST.413", statusCode: "413" } });
    const counted = await checkRequestBody(post(streamOf(MAX_BODY_BYTES + 1), { "content-type": "text/plain" }));
    expect(counted).toMatchObject({ ok: false, status: 413 });
    expect(await checkRequestBody(post(streamOf(MAX_BODY_BYTES), { "content-type": "text/plain" }))).toEqual({
      ok: true,
    });
  });

  it("answers 400 to JSON nested 5,000 deep", async () => {
    const verdict = await checkRequestBody(post(nested(5_000), { "content-type": "text/plain;charset=UTF-8" }));
    expect(verdict).toMatchObject({
      ok: false,
      status: 400,
      body: { errorCode: "REQUEST.400", arguments: [{ key: "maxDepth", value: "64" }], statusCode: "400" },
    });
    expect(
      await checkRequestBody(post(nested(5_000, '{"a":', "}"), { "content-type": "application/json" })),
    ).toMatchObject({ status: 400 });
  });

  it("answers 400 to multipart fields nested deeply, alone or chained by references", async () => {
    const deepField = new FormData();
    deepField.append("0", nested(5_000));
    expect(await checkRequestBody(post(deepField))).toMatchObject({ status: 400 });
    // 2,000 fields each one level deep, each referring to the next: React follows the chain recursively.
    const chain = new FormData();
    for (let i = 0; i < 2_000; i++) chain.append(String(i), JSON.stringify([`$${(i + 1).toString(16)}`]));
    expect(await checkRequestBody(post(chain))).toMatchObject({ status: 400 });
  });

  it("answers 400 to a multipart body that does not parse", async () => {
    const verdict = await checkRequestBody(
      post("--x\r\nnot a part", { "content-type": "multipart/form-data; boundary=y" }),
    );
    expect(verdict).toMatchObject({ ok: false, status: 400 });
  });
});
