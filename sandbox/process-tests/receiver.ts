import http from "node:http";
import type net from "node:net";

/** What the receiver got, byte for byte. */
export interface Arrival {
  path: string;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  json: { id: string; event: string; action: string; attempts: number; data: Record<string, unknown> };
  at: number;
}

export interface Reply {
  status: number;
  delayMs?: number;
  headers?: Record<string, string>;
}

/**
 * A webhook receiver on a loopback port. `reply` decides each answer from
 * the parsed envelope and how many times that envelope id arrived before.
 */
export async function startReceiver(reply: (arrival: Arrival, seen: number) => Reply = () => ({ status: 200 })) {
  const arrivals: Arrival[] = [];
  const seen = new Map<string, number>();
  const listeners = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      let json: Arrival["json"];
      try {
        json = JSON.parse(raw.toString("utf8")) as Arrival["json"];
      } catch {
        json = { id: "", event: "", action: "", attempts: -1, data: {} };
      }
      const arrival: Arrival = { path: req.url ?? "", headers: req.headers, raw, json, at: performance.now() };
      arrivals.push(arrival);
      const before = seen.get(json.id) ?? 0;
      seen.set(json.id, before + 1);
      for (const l of listeners) l();
      const answer = reply(arrival, before);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, answer.headers).end("ok");
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;

  /** Resolves once predicate holds over the arrivals, or rejects after timeoutMs. */
  function waitFor(predicate: (all: Arrival[]) => boolean, timeoutMs: number, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!predicate(arrivals)) return;
        cleanup();
        resolve();
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what} (${arrivals.length} arrivals)`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });
  }

  return {
    url: `http://127.0.0.1:${port}`,
    arrivals,
    waitFor,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
