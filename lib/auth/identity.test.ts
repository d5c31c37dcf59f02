import { UnsecuredJWT } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parseEnv, resetEnvForTests } from "@/lib/env";
import { resetCapabilitiesForTests } from "@/lib/transport/capabilities";
import { type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";
import { identifyOperator } from "./identity";

vi.mock("server-only", () => ({}));

/** A JWT as an API might issue it: the dashboard only decodes its claims (the API verifies it). */
const token = (claims: Record<string, unknown>) => new UnsecuredJWT(claims).setSubject("op-1").encode();

let api: FakeApiServer;
/** Which customer /backoffice/me names; undefined: the route is not offered (404, problem+json). */
let profileCustomer: string | undefined;

beforeAll(async () => {
  api = await startFakeApi((req, res) => {
    if (req.path.startsWith("/api/v2/backoffice/me") && profileCustomer) {
      return json(res, 200, { customer: { id: profileCustomer, name: "From the API" }, permissions: ["roles:read"] });
    }
    res.writeHead(404, { "content-type": "application/problem+json" });
    res.end(JSON.stringify({ title: "Route not resolved", status: 404 }));
  });
});
afterAll(() => api.close());

function configure(env: Record<string, string>) {
  for (const key of ["API_CUSTOMER_ID", "API_CUSTOMER_NAME", "API_CUSTOMER_CLAIM"]) delete process.env[key];
  Object.assign(process.env, { API_BASE_URL: api.url, API_EXTENSIONS: "auto", ...env });
  resetEnvForTests();
  resetCapabilitiesForTests();
}

beforeEach(() => {
  profileCustomer = undefined;
});

describe("API_CUSTOMER_ID: a deployment that serves one customer", () => {
  it("is the customer when neither /backoffice/me nor a claim names one (permissions claim kept)", async () => {
    configure({ API_CUSTOMER_ID: "cus_solo", API_CUSTOMER_NAME: "Solo S.A.S." });
    expect(await identifyOperator(token({ permissions: ["payouts:read"] }))).toEqual({
      customerId: "cus_solo",
      customerName: "Solo S.A.S.",
      permissions: ["payouts:read"],
    });
    // A token that is not a JWT at all names nobody either.
    expect(await identifyOperator("opaque-token")).toMatchObject({ customerId: "cus_solo", permissions: null });
  });

  it("without it, such an operator is refused", async () => {
    configure({});
    expect(await identifyOperator(token({ permissions: [] }))).toBeUndefined();
  });

  it("a claim naming the same customer is believed; one naming another is refused", async () => {
    configure({ API_CUSTOMER_ID: "cus_solo" });
    expect(await identifyOperator(token({ customerId: "cus_solo" }))).toMatchObject({ customerId: "cus_solo" });
    expect(await identifyOperator(token({ customerId: "cus_other" }))).toBeUndefined();
  });

  it("/backoffice/me naming another customer is refused too", async () => {
    configure({ API_CUSTOMER_ID: "cus_solo" });
    profileCustomer = "cus_other";
    expect(await identifyOperator(token({}))).toBeUndefined();
    profileCustomer = "cus_solo";
    expect(await identifyOperator(token({}))).toMatchObject({ customerId: "cus_solo", customerName: "From the API" });
  });

  it("a configured claim still decides without API_CUSTOMER_ID", async () => {
    configure({ API_CUSTOMER_CLAIM: "tenant" });
    expect(await identifyOperator(token({ tenant: "cus_t" }))).toMatchObject({ customerId: "cus_t" });
    expect(await identifyOperator(token({ customerId: "cus_t" }))).toBeUndefined();
  });

  it("is refused at start together with a claim configuration, and its name without it", () => {
    expect(() => parseEnv({ API_CUSTOMER_ID: "cus_solo", API_CUSTOMER_CLAIM: "tenant" })).toThrow(
      /API_CUSTOMER_ID: contradicts API_CUSTOMER_CLAIM/,
    );
    expect(() => parseEnv({ API_CUSTOMER_NAME: "Solo" })).toThrow(/API_CUSTOMER_NAME/);
    expect(parseEnv({ API_CUSTOMER_ID: " cus_solo " }).API_CUSTOMER_ID).toBe("cus_solo");
  });
});
