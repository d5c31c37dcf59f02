import { nestingDepth } from "@/lib/shared/json-depth";

/**
 * Request bodies checked by proxy.ts before Next handles them. Without it:
 * - a server action body over 1 MB makes Next fail the action with a 500
 *   (its bodySizeLimit error is not mapped to 413);
 * - a server action body nested a few thousand levels deep overflows the stack
 *   in React's decodeReply (RangeError, 500). The nesting can sit in one field
 *   ([[[[…]]]]) or be spread over the fields of a multipart body that refer to
 *   each other ("$1" → field 1 → "$2" …), which decodeReply also follows
 *   recursively; so a multipart body is limited per field and in total.
 */
export const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_NESTING_DEPTH = 64;
export const MAX_TOTAL_NESTING_DEPTH = 256;

/** The API's error shape (lib/contract/errors.ts), so clients read one kind of error body. */
export interface RequestErrorBody {
  errorCode: string;
  arguments: { key: string; value: string }[];
  message: string[];
  statusCode: string;
}

export type BodyVerdict = { ok: true } | { ok: false; status: 400 | 413; body: RequestErrorBody };

export interface BodyLimits {
  maxBytes: number;
  maxDepth: number;
  maxTotalDepth: number;
}

export const DEFAULT_BODY_LIMITS: BodyLimits = {
  maxBytes: MAX_BODY_BYTES,
  maxDepth: MAX_NESTING_DEPTH,
  maxTotalDepth: MAX_TOTAL_NESTING_DEPTH,
};

const refusal = (status: 400 | 413, message: string, args: Record<string, string> = {}): BodyVerdict => ({
  ok: false,
  status,
  body: {
    errorCode: `REQUEST.${status}`,
    arguments: Object.entries(args).map(([key, value]) => ({ key, value })),
    message: [message],
    statusCode: String(status),
  },
});

const tooLarge = (limits: BodyLimits) =>
  refusal(413, `Request body larger than ${limits.maxBytes} bytes`, { maxBytes: String(limits.maxBytes) });
const tooDeep = (limits: BodyLimits) =>
  refusal(400, `Request body nested deeper than ${limits.maxDepth} levels`, { maxDepth: String(limits.maxDepth) });

/** The body's bytes, or undefined once more than `limit` have arrived (the rest is not read). */
export async function readCapped(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Text fields of a multipart body; undefined when it does not parse. */
async function multipartFields(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<string[] | undefined> {
  try {
    const form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
    return [...form.values()].filter((v): v is string => typeof v === "string");
  } catch {
    return undefined;
  }
}

function depthVerdict(texts: string[], limits: BodyLimits): BodyVerdict {
  let total = 0;
  for (const text of texts) {
    const depth = nestingDepth(text, limits.maxDepth);
    total += depth;
    if (depth > limits.maxDepth || total > limits.maxTotalDepth) return tooDeep(limits);
  }
  return { ok: true };
}

/**
 * 413 for a body over the size limit (declared, or counted while reading), 400
 * for one nested too deeply; otherwise ok. Only requests that carry a body are
 * read: a GET costs nothing.
 */
export async function checkRequestBody(
  request: Request,
  limits: BodyLimits = DEFAULT_BODY_LIMITS,
): Promise<BodyVerdict> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limits.maxBytes) return tooLarge(limits);
  if (!request.body) return { ok: true };
  const bytes = await readCapped(request.body, limits.maxBytes);
  if (!bytes) return tooLarge(limits);
  const contentType = request.headers.get("content-type") ?? "";
  // Form-encoded pairs cannot nest.
  if (contentType.startsWith("application/x-www-form-urlencoded")) return { ok: true };
  if (contentType.startsWith("multipart/form-data")) {
    const fields = await multipartFields(bytes, contentType);
    // A browser's form data always parses; what does not could hide its nesting from this check.
    if (!fields) return refusal(400, "Request body is not valid multipart form data");
    return depthVerdict(fields, limits);
  }
  return depthVerdict([new TextDecoder().decode(bytes)], limits);
}
