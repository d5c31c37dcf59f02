import { describe, expect, it, vi } from "vitest";
import { crossOriginRefusal } from "./http-response";

vi.mock("server-only", () => ({}));

const post = (headers: Record<string, string>) =>
  new Request("http://127.0.0.1:3000/api/session/keepalive", { method: "POST", headers });

describe("crossOriginRefusal", () => {
  it("lets a same-origin POST through", () => {
    expect(crossOriginRefusal(post({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }))).toBeUndefined();
  });

  it("answers 403 forbidden to another origin and to a POST with no origin", async () => {
    const attempts: Record<string, string>[] = [
      { origin: "https://evil.example", host: "127.0.0.1:3000" },
      { host: "127.0.0.1:3000" },
    ];
    for (const headers of attempts) {
      const refusal = crossOriginRefusal(post(headers));
      expect(refusal?.status).toBe(403);
      expect(await refusal?.json()).toMatchObject({ error: { kind: "forbidden" } });
    }
  });
});
