import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A pass-through between a dashboard and the sandbox that writes down what must never leave the
 * dashboard in a trace: every bearer token the dashboard presents, and every token and account
 * number in the API's answers. A test then searches the dashboard's exported spans for each.
 * Answers are asked for unencoded (accept-encoding dropped) so their JSON can be read.
 */
export interface RecordingProxy {
  url: string;
  /** Bearer tokens sent, and access or refresh tokens answered. */
  tokens(): string[];
  /** Account numbers in the answers (any field named like accountNumber). */
  accountNumbers(): string[];
  close(): Promise<void>;
}

const TOKEN_FIELD = /^(access|refresh)_?token$/i;
const ACCOUNT_NUMBER_FIELD = /account_?number$/i;

/** Every string under a field the patterns name, anywhere in a JSON value. */
function collect(value: unknown, into: { tokens: Set<string>; accountNumbers: Set<string> }): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, into);
    return;
  }
  if (value === null || typeof value !== "object") return;
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === "string" && inner !== "") {
      if (TOKEN_FIELD.test(key)) into.tokens.add(inner);
      if (ACCOUNT_NUMBER_FIELD.test(key)) into.accountNumbers.add(inner);
    } else collect(inner, into);
  }
}

export async function startRecordingProxy(targetPort: number): Promise<RecordingProxy> {
  const seen = { tokens: new Set<string>(), accountNumbers: new Set<string>() };
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    if (bearer) seen.tokens.add(bearer);
    const headers = { ...req.headers };
    delete headers["accept-encoding"];
    const upstream = http.request(
      { host: "127.0.0.1", port: targetPort, method: req.method, path: req.url, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat(chunks);
          if (answer.headers["content-type"]?.includes("json")) {
            try {
              collect(JSON.parse(body.toString("utf8")), seen);
            } catch {
              // Not JSON after all: nothing to write down.
            }
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers).end(body);
        });
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tokens: () => [...seen.tokens],
    accountNumbers: () => [...seen.accountNumbers],
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
