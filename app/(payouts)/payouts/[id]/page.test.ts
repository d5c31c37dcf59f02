import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LoadFailure } from "@/components/forms/load-failure";
import { ApiError } from "@/lib/transport/errors";

vi.mock("server-only", () => ({}));
vi.mock("next-intl/server", () => ({
  getTranslations: async () => (key: string, values?: Record<string, string>) =>
    values ? `${key} ${JSON.stringify(values)}` : key,
}));
/** The payout read through the API (GET /payouts?id=): down unless a test says otherwise. */
const api = vi.hoisted(() => ({ find: vi.fn() }));
vi.mock("./find-payout", () => ({ findPayout: api.find }));

const ID = "3f0c9a52-8d1e-4b7a-9c33-0a1b2c3d4e5f";
const params = Promise.resolve({ id: ID });
const down = () => new ApiError({ kind: "server", status: 503, requestId: "req-down" });

beforeEach(() => {
  api.find.mockReset().mockRejectedValue(down());
});

const children = (element: unknown): ReactElement[] =>
  isValidElement(element)
    ? Children.toArray((element.props as { children?: ReactNode }).children).filter(isValidElement)
    : [];

describe("a payout's page with the API down", () => {
  it("shows the shared load-failure state (an outage, with retry) under the payout's id, not the crash page", async () => {
    const { default: PayoutDetailPage } = await import("./page");
    const failure = children(await PayoutDetailPage({ params })).find((child) => child.type === LoadFailure) as
      | ReactElement<{ error: { kind: string }; path: string }>
      | undefined;
    expect(failure?.props.error.kind).toBe("server");
    expect(failure?.props.path).toBe(`/payouts/${ID}`);
  });

  it("keeps a title naming the payout asked for", async () => {
    const { generateMetadata } = await import("./page");
    expect((await generateMetadata({ params })).title).toBe(`pageTitle ${JSON.stringify({ id: ID })}`);
  });
});
