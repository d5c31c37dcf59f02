import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BACKGROUND_REQUEST_HEADER } from "@/lib/auth/background-request";
import { fetchJson, OPERATOR_REQUEST_EVENT, RouteRequestError, signInUrl } from "./fetch-json";

const assign = vi.fn();
const dispatchEvent = vi.fn();

function answer(status: number, body: unknown, statusText = "") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, statusText })),
  );
}

async function failure(promise: Promise<unknown>): Promise<RouteRequestError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RouteRequestError);
  return error as RouteRequestError;
}

beforeEach(() => {
  assign.mockReset();
  dispatchEvent.mockReset();
  vi.stubGlobal("window", { location: { pathname: "/payouts", search: "?status=COMPLETED", assign }, dispatchEvent });
});
afterEach(() => vi.unstubAllGlobals());

describe("fetchJson", () => {
  it("answers the JSON of a 2xx, asking for JSON and no cached copy", async () => {
    answer(200, { ramps: [], totalPage: 0 });
    expect(await fetchJson("/api/ramps?limit=50")).toEqual({ ramps: [], totalPage: 0 });
    expect(fetch).toHaveBeenCalledWith(
      "/api/ramps?limit=50",
      expect.objectContaining({ cache: "no-store", headers: { accept: "application/json" } }),
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it("an operator's read tells the page (idle warning); a background read sends the header instead", async () => {
    answer(200, { ok: true });
    await fetchJson("/api/ramps?limit=50");
    expect(dispatchEvent).toHaveBeenCalledWith(expect.objectContaining({ type: OPERATOR_REQUEST_EVENT }));
    dispatchEvent.mockReset();
    await fetchJson("/api/ramps?limit=50", { background: true });
    expect(dispatchEvent).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenLastCalledWith(
      "/api/ramps?limit=50",
      expect.objectContaining({ headers: { accept: "application/json", [BACKGROUND_REQUEST_HEADER]: "1" } }),
    );
  });

  it("a 401 goes to sign-in, coming back to this page, with the handler's reason", async () => {
    answer(401, {
      error: { kind: "unauthorized", message: "expired", loginUrl: "/login?callbackUrl=%2Fwebhooks&reason=expired" },
    });
    const e = await failure(fetchJson("/api/payouts"));
    expect(e).toMatchObject({ kind: "unauthorized", status: 401 });
    expect(assign).toHaveBeenCalledWith("/login?callbackUrl=%2Fpayouts%3Fstatus%3DCOMPLETED&reason=expired");
  });

  it("a 401 without a body (the proxy's anonymous answer) still goes to sign-in", async () => {
    answer(401, undefined);
    expect(await failure(fetchJson("/api/webhooks/events"))).toMatchObject({ kind: "unauthorized", status: 401 });
    expect(assign).toHaveBeenCalledWith("/login?callbackUrl=%2Fpayouts%3Fstatus%3DCOMPLETED");
  });

  it("never takes a destination from the answer, and an unsafe current path comes back to /", () => {
    expect(signInUrl("/roles", "https://evil.example/login?callbackUrl=https://evil.example")).toBe(
      "/login?callbackUrl=%2Froles",
    );
    expect(signInUrl("//evil.example/x")).toBe("/login?callbackUrl=%2F");
    expect(signInUrl("/users", "http://[")).toBe("/login?callbackUrl=%2Fusers");
  });

  it("other failures carry the handler's kind, message and request id, and stay on the page", async () => {
    answer(403, { error: { kind: "forbidden", message: "You don't have permission for this", requestId: "req-1" } });
    expect(await failure(fetchJson("/api/payouts"))).toMatchObject({
      kind: "forbidden",
      status: 403,
      message: "You don't have permission for this",
      requestId: "req-1",
    });
    answer(502, "<html>bad gateway</html>", "Bad Gateway");
    expect(await failure(fetchJson("/api/payouts"))).toMatchObject({
      kind: "server",
      status: 502,
      message: "Bad Gateway",
    });
    answer(404, undefined);
    expect(await failure(fetchJson("/api/payouts"))).toMatchObject({
      kind: "not_found",
      message: "Request failed with status 404",
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it("no answer is kind network with status 0; the caller's abort is passed on as it is", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await failure(fetchJson("/api/payouts"))).toMatchObject({ kind: "network", status: 0 });
    const controller = new AbortController();
    controller.abort();
    const aborted = new DOMException("aborted", "AbortError");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw aborted;
      }),
    );
    await expect(fetchJson("/api/payouts", controller.signal)).rejects.toBe(aborted);
  });
});
