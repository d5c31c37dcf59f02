import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Policy } from "@/lib/approvals/types";
import { defineHoldableOperation, defineOperation, type Operator } from "./operation";
import { createPipeline, PERMISSIONS_UNKNOWN_MESSAGE } from "./run";
import {
  type AuditEntryInput,
  type HeldChange,
  INVALID_INPUT_AUDIT_BYTES,
  INVALID_INPUT_CODE,
  NOT_PERMITTED_CODE,
  type PipelineDeps,
  STEP_UP_REQUIRED_CODE,
} from "./stages";

const ACME: Operator = { sessionId: "s1", customerId: "cus-acme", email: "ops@example.com" };

const policy = (enabled: boolean): Policy => ({
  operation: "webhook",
  enabled,
  thresholdCop: null,
  approversRequired: 1,
  ttlMinutes: 60,
  source: "customer",
  updatedBy: null,
  updatedAt: null,
});

/** Fake deps that record every stage they are asked, in order. */
function setup(
  options: Partial<{
    operator: Operator | null;
    fresh: boolean;
    grants: string[] | null;
    grantsSource: "none";
    held: boolean;
  }> = {},
) {
  const steps: string[] = [];
  const entries: AuditEntryInput[] = [];
  const submitted: HeldChange[] = [];
  const deps: PipelineDeps = {
    getOperator: async () => {
      steps.push("session");
      return options.operator === undefined ? ACME : options.operator;
    },
    grants: async () => {
      steps.push("permission");
      return options.grants === null
        ? { known: false, names: new Set() }
        : { known: true, names: new Set(options.grants ?? ["things:update"]), source: options.grantsSource };
    },
    hasFreshProof: async () => {
      steps.push("step-up");
      return options.fresh ?? true;
    },
    policyFor: async () => {
      steps.push("hold");
      return policy(options.held ?? false);
    },
    submit: async (_operator, change) => {
      submitted.push(change);
      return { changeRequestId: "cr-12345678", operation: "webhook", requiredApprovals: 1, expiresAt: "2030-01-01" };
    },
    writeAudit: async (entry) => {
      steps.push("audit");
      entries.push(entry);
    },
    logError: () => {},
    newRequestId: () => "rid-1",
  };
  return { pipeline: createPipeline(deps), steps, entries, submitted };
}

const schema = z.strictObject({ id: z.string().min(1), accountNumber: z.string(), secret: z.string().optional() });

function operation(ran: string[]) {
  return defineHoldableOperation({
    name: "thing.update",
    targetType: "thing",
    input: schema,
    permission: "things:update",
    stepUp: true,
    targetId: (input) => input.id,
    readBase: async () => {
      ran.push("readBase");
      return { accountNumber: "000111222333" };
    },
    hold: {
      operation: "webhook",
      needsApproval: () => true,
      diff: (input) => [{ field: "account", before: null, after: { accountNumber: input.accountNumber } }],
      secretField: "secret",
    },
    run: async (input) => {
      ran.push("run");
      return { id: input.id, accountNumber: input.accountNumber, token: "t" };
    },
  });
}

describe("the operation pipeline", () => {
  it("runs its stages in the fixed order and masks what leaves and what is audited", async () => {
    const ran: string[] = [];
    const { pipeline, steps, entries } = setup();
    const result = await pipeline.run(operation(ran), { id: "t1", accountNumber: "12345678901" });
    expect(steps).toEqual(["session", "permission", "step-up", "hold", "audit"]);
    expect(ran).toEqual(["readBase", "run"]);
    expect(result).toEqual({ ok: true, data: { id: "t1", accountNumber: "•••• 8901", token: "t" } });
    expect(entries[0]).toMatchObject({
      action: "thing.update",
      outcome: "success",
      targetId: "t1",
      requestId: "rid-1",
    });
    expect(JSON.stringify(entries)).not.toContain("12345678901");
    expect(JSON.stringify(entries)).not.toContain("000111222333");
    expect(entries[0]?.after).toEqual({ id: "t1", accountNumber: "•••• 8901" });
  });

  it("refuses an anonymous caller before anything else and writes nothing", async () => {
    const ran: string[] = [];
    const { pipeline, steps, entries } = setup({ operator: null });
    expect(await pipeline.run(operation(ran), { nonsense: true })).toEqual({
      ok: false,
      error: { kind: "unauthorized", message: "" },
    });
    expect(steps).toEqual(["session"]);
    expect(ran).toEqual([]);
    expect(entries).toHaveLength(0);
  });

  it("refuses a session without a customer (scope) like an anonymous one", async () => {
    const { pipeline, entries } = setup({ operator: { ...ACME, customerId: "" } });
    expect((await pipeline.run(operation([]), { id: "t1", accountNumber: "1" })).ok).toBe(false);
    expect(entries).toHaveLength(0);
  });

  it("audits a refused input with field paths and codes only, never the values, within 4 KB", async () => {
    const { pipeline, entries, steps } = setup();
    const huge = "x".repeat(900_000);
    const result = await pipeline.run(operation([]), { id: "", accountNumber: 5, extra: huge });
    expect(result).toMatchObject({ ok: false, error: { kind: "validation" } });
    expect(steps).toEqual(["session", "audit"]);
    expect(entries[0]).toMatchObject({ errorCode: INVALID_INPUT_CODE, outcome: "failure" });
    const stored = JSON.stringify(entries[0]);
    expect(stored).not.toContain("xxxx");
    expect(stored.length).toBeLessThan(INVALID_INPUT_AUDIT_BYTES);
    expect(entries[0]?.after).toMatchObject({ issues: expect.arrayContaining([{ path: "id", code: "too_small" }]) });
  });

  it("refuses without the permission (read fresh), before the proof, and sends nothing", async () => {
    const ran: string[] = [];
    const { pipeline, steps, entries } = setup({ grants: ["things:read"] });
    const result = await pipeline.run(operation(ran), { id: "t1", accountNumber: "1" });
    expect(result).toMatchObject({ ok: false, error: { kind: "forbidden" } });
    expect(steps).toEqual(["session", "permission", "audit"]);
    expect(ran).toEqual([]);
    expect(entries[0]).toMatchObject({ errorCode: NOT_PERMITTED_CODE });
  });

  it("says why when the API cannot tell what the operator may do and no allow-list names them", async () => {
    const ran: string[] = [];
    const { pipeline, steps } = setup({ grants: [], grantsSource: "none" });
    const result = await pipeline.run(operation(ran), { id: "t1", accountNumber: "1" });
    expect(result).toEqual({ ok: false, error: { kind: "forbidden", message: PERMISSIONS_UNKNOWN_MESSAGE } });
    expect(steps).toEqual(["session", "permission", "audit"]);
    expect(ran).toEqual([]);
  });

  it("leaves unknown grants to the API, except for a local operation", async () => {
    const api = defineOperation({
      name: "a.b",
      targetType: "a",
      input: z.object({}),
      permission: "a:b",
      stepUp: false,
      run: async () => 1,
    });
    const local = { ...api, local: true as const };
    const { pipeline } = setup({ grants: null });
    expect(await pipeline.run(api, {})).toEqual({ ok: true, data: 1 });
    expect(await pipeline.run(local, {})).toMatchObject({ ok: false, error: { kind: "forbidden" } });
  });

  it("writes a step-up refusal once, reads nothing and sends nothing", async () => {
    const ran: string[] = [];
    const { pipeline, steps, entries } = setup({ fresh: false });
    const result = await pipeline.run(operation(ran), { id: "t1", accountNumber: "1" });
    expect(result).toMatchObject({ ok: false, error: { kind: "step_up_required" } });
    expect(steps).toEqual(["session", "permission", "step-up", "audit"]);
    expect(ran).toEqual([]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ errorCode: STEP_UP_REQUIRED_CODE, targetId: "t1" });
  });

  it("holds a change its policy covers: held (not an error), parsed input stored, secret apart, diff masked, nothing run", async () => {
    const ran: string[] = [];
    const { pipeline, submitted } = setup({ held: true });
    const result = await pipeline.run(operation(ran), {
      id: "t1",
      accountNumber: "12345678901",
      secret: "s3cr3t",
      makerReason: "  The customer asked for it by phone  ",
    });
    expect(result).toMatchObject({ ok: "held", approval: { changeRequestId: "cr-12345678" } });
    expect(result.ok === "held" && result.message).toContain("Submitted for approval");
    expect(ran).toEqual(["readBase"]);
    const [change] = submitted;
    expect(change).toMatchObject({
      operationName: "thing.update",
      input: { id: "t1", accountNumber: "12345678901" },
      exactInput: { id: "t1", accountNumber: "12345678901", secret: "s3cr3t" },
      secret: "s3cr3t",
      base: { accountNumber: "000111222333" },
      reason: "The customer asked for it by phone",
    });
    expect(JSON.stringify(change?.diff)).not.toContain("12345678901");
  });

  it("refuses a held change without the maker's reason (or with one too short): nothing stored, nothing run, audited", async () => {
    for (const makerReason of [undefined, "", "   because   ", "x".repeat(501), "ten chars \u0007 bell"]) {
      const ran: string[] = [];
      const { pipeline, submitted, entries } = setup({ held: true });
      const raw = { id: "t1", accountNumber: "12345678901", ...(makerReason === undefined ? {} : { makerReason }) };
      const result = await pipeline.run(operation(ran), raw);
      expect(result).toMatchObject({
        ok: false,
        error: { kind: "validation", fieldErrors: { makerReason: expect.any(String) } },
      });
      expect(submitted).toEqual([]);
      expect(ran).toEqual(["readBase"]);
      expect(entries).toMatchObject([{ outcome: "failure", errorCode: INVALID_INPUT_CODE, targetId: "t1" }]);
    }
    const { pipeline } = setup({ held: true });
    expect(await pipeline.run(operation([]), { id: "t1", accountNumber: "1" })).toMatchObject({
      error: { fieldErrors: { makerReason: "Say why this change is needed (10 characters or more)" } },
    });
  });

  it("takes a reason the input carries (a rejection's) for the maker's, and ignores makerReason when the change is sent now", async () => {
    const carrying = {
      ...operation([]),
      hold: { ...operation([]).hold, reason: () => "Document does not match the holder" },
    };
    const held = setup({ held: true });
    expect(await held.pipeline.run(carrying, { id: "t1", accountNumber: "1" })).toMatchObject({ ok: "held" });
    expect(held.submitted[0]?.reason).toBe("Document does not match the holder");

    // Sent directly: the strict schema never sees makerReason, whatever it says.
    const ran: string[] = [];
    const direct = setup({ held: false });
    const result = await direct.pipeline.run(operation(ran), { id: "t1", accountNumber: "1", makerReason: "short" });
    expect(result).toMatchObject({ ok: true });
    expect(ran).toEqual(["readBase", "run"]);
    expect(direct.submitted).toEqual([]);
  });

  it("turns a failure into a masked error and audits it", async () => {
    const failing = defineOperation({
      name: "thing.fail",
      targetType: "thing",
      input: z.object({}),
      permission: null,
      stepUp: false,
      run: async () => {
        throw Object.assign(new Error("x"), { status: 400, kind: "validation", messages: ["bad"], errorCode: "T.1" });
      },
    });
    const { pipeline, entries } = setup();
    expect(await pipeline.run(failing, {})).toMatchObject({ ok: false, error: { kind: "validation", code: "T.1" } });
    expect(entries[0]).toMatchObject({ outcome: "failure", errorCode: "T.1" });
  });
});
