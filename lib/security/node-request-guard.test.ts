import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER as APP_PEER_HEADER, PEER_HEADER_MARKER as APP_MARKER } from "./client-address";
import {
  announcePeerHeader,
  guardBodySize,
  MAX_BODY_BYTES,
  PEER_ADDRESS_HEADER,
  PEER_HEADER_MARKER,
  stampPeerAddress,
} from "./node-request-guard.mjs";

/**
 * The production server's guards on a real socket, with a stand-in for Next's
 * handler that reads the whole body and echoes what it saw.
 */
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    stampPeerAddress(request);
    if (guardBodySize(request, response)) return;
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
    });
    request.on("error", () => {});
    request.on("end", () => {
      if (response.headersSent) return;
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ size, peer: request.headers[PEER_ADDRESS_HEADER] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  body: string;
}

/** Sends a body in chunks of `chunk` bytes; `chunked` leaves Content-Length out. */
function send(options: { bytes: number; chunked: boolean; headers?: Record<string, string> }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "content-type": "text/plain", ...options.headers };
    if (!options.chunked) headers["content-length"] = String(options.bytes);
    const req = httpRequest(`${base}/`, { method: "POST", headers }, (res: IncomingMessage) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => {
        body += c;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    // The server may close the connection before the whole body is written.
    req.on("error", () => {});
    const chunk = Buffer.alloc(64 * 1024, "a");
    let left = options.bytes;
    const pump = () => {
      while (left > 0) {
        const part = chunk.subarray(0, Math.min(chunk.length, left));
        left -= part.length;
        if (!req.write(part)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

describe("guardBodySize", () => {
  it("lets a body up to the limit through, declared or chunked", async () => {
    expect(await send({ bytes: MAX_BODY_BYTES, chunked: false })).toMatchObject({ status: 200 });
    const chunked = await send({ bytes: MAX_BODY_BYTES, chunked: true });
    expect(chunked.status).toBe(200);
    expect(JSON.parse(chunked.body)).toMatchObject({ size: MAX_BODY_BYTES });
  });

  it("answers 413 with an error body to a declared length over the limit", async () => {
    const answer = await send({ bytes: MAX_BODY_BYTES + 1, chunked: false });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ errorCode: "REQUEST.413", statusCode: "413" });
  });

  it("counts a chunked body and answers 413 once it passes the limit", async () => {
    const answer = await send({ bytes: 3 * MAX_BODY_BYTES, chunked: true });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ errorCode: "REQUEST.413", statusCode: "413" });
  });
});

describe("stampPeerAddress", () => {
  it("replaces a client-sent peer header with the socket's address", async () => {
    const answer = await send({ bytes: 1, chunked: false, headers: { [PEER_ADDRESS_HEADER]: "203.0.113.66" } });
    expect(JSON.parse(answer.body)).toMatchObject({ peer: "127.0.0.1" });
  });

  it("uses the same header name and marker as the app", () => {
    expect(PEER_ADDRESS_HEADER).toBe(APP_PEER_HEADER);
    expect(PEER_HEADER_MARKER).toBe(APP_MARKER);
    announcePeerHeader();
    expect((globalThis as { [APP_MARKER]?: boolean })[APP_MARKER]).toBe(true);
    delete (globalThis as { [APP_MARKER]?: boolean })[APP_MARKER];
  });
});
