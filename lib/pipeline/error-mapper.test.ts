import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { StepUpRequiredError } from "@/lib/auth/step-up";
import { fieldErrorsFromArguments, matchFormField, normalizeKey, toActionError } from "./error-mapper";

vi.mock("server-only", () => ({}));

const apiError = (over: Record<string, unknown>) =>
  Object.assign(new Error("api"), { status: 400, kind: "validation", messages: [], arguments: [], ...over });

describe("toActionError", () => {
  it("maps 400 arguments to field errors using each key's own message", () => {
    const err = apiError({
      errorCode: "USER.1001",
      arguments: [
        { key: "data.document.cic", value: "" },
        { key: "order", value: "abc" },
      ],
      messages: ["order: Order already used", "data.document.cic: Required when the document type is INE"],
      requestId: "r1",
    });
    expect(toActionError(err)).toEqual({
      kind: "validation",
      message: "order: Order already used; data.document.cic: Required when the document type is INE",
      fieldErrors: { "data.document.cic": "Required when the document type is INE", order: "Order already used" },
      requestId: "r1",
      code: "USER.1001",
    });
  });

  it("falls back to the first message when an argument has none of its own", () => {
    expect(fieldErrorsFromArguments([{ key: "permissionIds", value: "x" }], ["Unknown permission id x"])).toEqual({
      permissionIds: "Unknown permission id x",
    });
  });

  it("gives a toast-only error for non-400 statuses", () => {
    const err = apiError({
      status: 403,
      kind: "forbidden",
      messages: ["Insufficient permissions"],
      arguments: undefined,
    });
    expect(toActionError(err)).toEqual({ kind: "forbidden", message: "Insufficient permissions" });
  });

  it("keeps a 400 without arguments as a plain message", () => {
    expect(toActionError(apiError({ messages: ["Bad body"] }))).toEqual({ kind: "validation", message: "Bad body" });
  });

  it("treats an unknown kind as a server error", () => {
    expect(toActionError(apiError({ status: 502, kind: "weird", messages: ["x"] })).kind).toBe("server");
  });

  it("maps zod issues by path", () => {
    const parsed = z.object({ data: z.object({ email: z.email("Bad email") }) }).safeParse({ data: { email: "x" } });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(toActionError(parsed.error)).toEqual({
      kind: "validation",
      message: "",
      fieldErrors: { "data.email": "Bad email" },
    });
  });

  it("maps a missing step-up proof to its own kind, for the browser to ask for one", () => {
    expect(toActionError(new StepUpRequiredError())).toEqual({
      kind: "step_up_required",
      message: new StepUpRequiredError().message,
    });
  });

  it("never echoes an arbitrary exception", () => {
    expect(toActionError(new Error("secret internals"))).toEqual({ kind: "server", message: "" });
  });
});

describe("normalizeKey and matchFormField", () => {
  it("strips the body target", () => {
    expect(normalizeKey("body.order")).toBe("order");
    expect(normalizeKey("body")).toBeUndefined();
    expect(normalizeKey("data.bankCode")).toBe("data.bankCode");
  });

  it("lands on the field itself or its nearest known ancestor", () => {
    const fields = ["permissionIds", "data.document.cic", "data"];
    expect(matchFormField("data.document.cic", fields)).toBe("data.document.cic");
    expect(matchFormField("permissionIds.3", fields)).toBe("permissionIds");
    expect(matchFormField("data.address.city", fields)).toBe("data");
    expect(matchFormField("order", fields)).toBeUndefined();
  });
});
