import http from "node:http";

/**
 * An HTTP pass-through between the dashboards and the sandbox that a test can
 * turn slow (answers held past the dashboards' API_TIMEOUT_MS) or down
 * (connections reset), without touching either process.
 */
export type SwitchMode = "pass" | "slow" | "down";

export interface ApiSwitch {
  port: number;
  mode: SwitchMode;
  close(): Promise<void>;
}

export async function startApiSwitch(port: number, targetPort: number, slowMs: number): Promise<ApiSwitch> {
  const sockets = new Set<import("node:net").Socket>();
  const state: ApiSwitch = {
    port,
    mode: "pass",
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    if (state.mode === "down") {
      req.socket.destroy();
      return;
    }
    const forward = () => {
      const upstream = http.request(
        { host: "127.0.0.1", port: targetPort, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.destroy());
      req.pipe(upstream);
    };
    if (state.mode === "slow") setTimeout(forward, slowMs).unref();
    else forward();
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return state;
}
