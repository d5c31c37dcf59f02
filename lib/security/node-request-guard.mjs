// Guards the dashboard's own Node server (scripts/dashboard-server.mjs) applies to every
// request before Next sees it. Plain JavaScript because that server runs outside Next's
// bundle; types in ./node-request-guard.d.mts, tests in ./node-request-guard.test.ts.

/** Keep in step with PEER_ADDRESS_HEADER and PEER_HEADER_MARKER in ./client-address.ts. */
export const PEER_ADDRESS_HEADER = "x-ramp-peer-address";
export const PEER_HEADER_MARKER = Symbol.for("ramp-backoffice.peer-address-header");

/**
 * Largest request body the dashboard accepts: Next's own limit for server actions
 * (1 MB), which Next enforces by failing the action with a 500. The webhook receiver
 * also enforces its own (slightly smaller) limit, so it refuses the same under `next start`.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Tells the app (lib/security/client-address.ts) that PEER_ADDRESS_HEADER is set by this server. */
export function announcePeerHeader() {
  globalThis[PEER_HEADER_MARKER] = true;
}

/**
 * Route handlers cannot see the socket: the peer's address travels in a header,
 * and whatever a client sent under that name is dropped first.
 */
export function stampPeerAddress(request) {
  delete request.headers[PEER_ADDRESS_HEADER];
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "";
}

const TOO_LARGE = JSON.stringify({
  errorCode: "REQUEST.413",
  arguments: [{ key: "maxBytes", value: String(MAX_BODY_BYTES) }],
  message: [`Request body larger than ${MAX_BODY_BYTES} bytes`],
  statusCode: "413",
});

/** Answers 413 if nothing was answered yet, then closes the connection so the rest of the body is not read. */
function refuse(request, response) {
  const close = () => request.socket?.destroy();
  if (!response.headersSent) {
    response.shouldKeepAlive = false;
    response.writeHead(413, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(TOO_LARGE),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      connection: "close",
    });
    response.end(TOO_LARGE, close);
  } else if (response.writableFinished) close();
  else response.once("finish", close);
}

/**
 * Refuses a body over `limit` bytes with 413. A declared Content-Length is
 * refused before anything is read. A chunked body has no length up front, so
 * its bytes are counted as the HTTP parser hands them to the request (its
 * push()), whoever reads them later; once over, the rest is dropped and the
 * connection closed. Returns true when the request was refused at once.
 */
export function guardBodySize(request, response, limit = MAX_BODY_BYTES) {
  const declared = request.headers["content-length"];
  if (declared !== undefined) {
    if (Number(declared) <= limit) return false;
    refuse(request, response);
    request.resume();
    return true;
  }
  if (request.headers["transfer-encoding"] === undefined) return false;
  let received = 0;
  let refused = false;
  const push = request.push;
  request.push = function countedPush(chunk, encoding) {
    if (refused) return false;
    if (chunk !== null && chunk !== undefined) {
      received += chunk.length;
      if (received > limit) {
        refused = true;
        refuse(request, response);
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
  return false;
}
