import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type AuditEntryInput, createActionKit, INVALID_INPUT_CODE, type Operator, STEP_UP_REQUIRED_CODE } from "./kit";

function setup(
  operator: Operator | null = { sessionId: "s1", customerId: "cus-acme", email: "ops@example.com" },
  fresh: (operator: Operator) => boolean = () => true,
) {
  const entries: AuditEntryInput[] = [];
  const errors: string[] = [];
  const proofAskedFor: string[] = [];
  const defineAction = createActionKit({
    getOperator: async () => operator,
    writeAudit: async (entry) => {
      entries.push(entry);
    },
    logError: (message) => errors.push(message),
    newRequestId: () => "rid-1",
    hasFreshProof: async (who) => {
      proofAskedFor.push(who.sessionId);
      return fresh(who);
    },
  });
  return { entries, errors, proofAskedFor, defineAction };
}

const schema = z.strictObject({ id: z.string(), name: z.string().min(1, "Required"), password: z.string().optional() });

describe("defineAction", () => {
  it("audits a success with before and after, secrets stripped", async () => {
    const { entries, defineAction } = setup();
    const action = defineAction({
      action: "thing.update",
      targetType: "thing",
      schema,
      targetId: (input) => input.id,
      loadBefore: async () => ({ name: "old", token: "abc" }),
      run: async (input, ctx) => ({
        id: ctx.requestId === "rid-1" ? input.id : "wrong",
        name: input.name,
        password: input.password,
        nested: { apiKey: "k" },
      }),
    });
    const result = await action({ id: "t1", name: "new", password: "hunter2" });
    expect(result).toEqual({
      ok: true,
      data: { id: "t1", name: "new", password: "hunter2", nested: { apiKey: "k" } },
    });
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      customerId: "cus-acme",
      operatorEmail: "ops@example.com",
      action: "thing.update",
      targetType: "thing",
      targetId: "t1",
      outcome: "success",
      requestId: "rid-1",
      before: { name: "old" },
      after: { id: "t1", name: "new", nested: {} },
    });
    expect(JSON.stringify(entries)).not.toContain("hunter2");
  });

  it("refuses an anonymous caller before parsing and writes nothing", async () => {
    const { entries, defineAction } = setup(null);
    let ran = false;
    const action = defineAction({
      action: "thing.update",
      targetType: "thing",
      schema,
      run: async () => {
        ran = true;
      },
    });
    const result = await action({ nonsense: true });
    expect(result).toEqual({ ok: false, error: { kind: "unauthorized", message: "" } });
    expect(ran).toBe(false);
    expect(entries).toHaveLength(0);
  });

  it("returns field errors for bad input and audits the attempt as invalid", async () => {
    const { entries, defineAction } = setup();
    const action = defineAction({ action: "thing.update", targetType: "thing", schema, run: async () => "never" });
    const result = await action({ id: "t1", name: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe("validation");
    expect(result.error.fieldErrors).toEqual({ name: "Required" });
    expect(entries[0]).toMatchObject({
      outcome: "failure",
      errorCode: INVALID_INPUT_CODE,
      targetId: "t1",
      errorMessage: "name",
    });
  });

  it("maps an API 400 onto fields and audits the refusal with its request id", async () => {
    const { entries, defineAction } = setup();
    const action = defineAction({
      action: "recharge.create",
      targetType: "recharge",
      schema,
      targetId: (input) => input.id,
      run: async () => {
        throw Object.assign(new Error("refused"), {
          status: 400,
          kind: "validation",
          errorCode: "RECHARGE.1002",
          arguments: [{ key: "name", value: "dup" }],
          messages: ["name: Already used"],
          requestId: "req-9",
        });
      },
    });
    const result = await action({ id: "o1", name: "dup", password: "pw-secret" });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: "validation",
        message: "name: Already used",
        fieldErrors: { name: "Already used" },
        requestId: "req-9",
        code: "RECHARGE.1002",
      },
    });
    expect(entries[0]).toMatchObject({
      outcome: "failure",
      errorCode: "RECHARGE.1002",
      requestId: "req-9",
      after: { id: "o1", name: "dup" },
    });
  });

  it("hides an unexpected exception's text and records it as an error", async () => {
    const { entries, errors, defineAction } = setup();
    const action = defineAction({
      action: "thing.update",
      targetType: "thing",
      schema,
      run: async () => {
        throw new Error("db password=xyz at host");
      },
    });
    const result = await action({ id: "t1", name: "x" });
    expect(result).toEqual({ ok: false, error: { kind: "server", message: "" } });
    expect(entries[0]).toMatchObject({ outcome: "failure", errorCode: "server" });
    expect(errors).toEqual(["action thing.update failed"]);
  });

  it("passes Next redirects through instead of turning them into results", async () => {
    const { defineAction } = setup();
    const redirect = Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;replace;/login;307;" });
    const action = defineAction({
      action: "thing.update",
      targetType: "thing",
      schema,
      run: async () => {
        throw redirect;
      },
    });
    await expect(action({ id: "t1", name: "x" })).rejects.toBe(redirect);
  });

  it("still answers with the result when the audit store fails", async () => {
    const errors: string[] = [];
    const defineAction = createActionKit({
      getOperator: async () => ({ sessionId: "s2", customerId: "cus-acme", email: "a@b.c" }),
      writeAudit: async () => {
        throw new Error("store down");
      },
      logError: (m) => errors.push(m),
      newRequestId: () => "rid-2",
      hasFreshProof: async () => true,
    });
    const action = defineAction({ action: "x.y", targetType: "x", schema, run: async () => 1 });
    expect(await action({ id: "1", name: "n" })).toEqual({ ok: true, data: 1 });
    expect(errors).toEqual(["audit write failed for x.y"]);
  });
});

describe("defineAction with stepUp", () => {
  const stale = () => false;

  it("refuses a sensitive action without a fresh proof: no API call, a failure audit entry", async () => {
    const { entries, proofAskedFor, defineAction } = setup(undefined, stale);
    let ran = false;
    let loaded = false;
    const action = defineAction({
      action: "recharge.create",
      targetType: "recharge",
      schema,
      stepUp: true,
      targetId: (input) => input.id,
      loadBefore: async () => {
        loaded = true;
        return null;
      },
      run: async () => {
        ran = true;
        return "sent";
      },
    });
    const result = await action({ id: "t1", name: "n", password: "hunter2" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe("step_up_required");
    expect(result.error.message).not.toBe("");
    expect(ran).toBe(false);
    expect(loaded).toBe(false);
    expect(proofAskedFor).toEqual(["s1"]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      customerId: "cus-acme",
      operatorEmail: "ops@example.com",
      action: "recharge.create",
      targetId: "t1",
      outcome: "failure",
      errorCode: STEP_UP_REQUIRED_CODE,
      requestId: null,
    });
    expect(JSON.stringify(entries)).not.toContain("hunter2");
  });

  it("runs a sensitive action when the proof is fresh", async () => {
    const { entries, proofAskedFor, defineAction } = setup(undefined, () => true);
    const action = defineAction({
      action: "recharge.create",
      targetType: "recharge",
      schema,
      stepUp: true,
      run: async (input) => `sent ${input.id}`,
    });
    expect(await action({ id: "t1", name: "n" })).toEqual({ ok: true, data: "sent t1" });
    expect(proofAskedFor).toEqual(["s1"]);
    expect(entries.map((e) => [e.outcome, e.errorCode])).toEqual([["success", null]]);
  });

  it("checks the session and the input before the proof", async () => {
    const anonymous = setup(null, stale);
    const spec = { action: "x.y", targetType: "x", schema, stepUp: true, run: async () => 1 } as const;
    expect(await anonymous.defineAction(spec)({ id: "1", name: "n" })).toEqual({
      ok: false,
      error: { kind: "unauthorized", message: "" },
    });
    expect(anonymous.proofAskedFor).toEqual([]);

    const invalid = setup(undefined, stale);
    const result = await invalid.defineAction(spec)({ id: "1", name: "" });
    expect(result.ok ? undefined : result.error.kind).toBe("validation");
    expect(invalid.proofAskedFor).toEqual([]);
    expect(invalid.entries[0]?.errorCode).toBe(INVALID_INPUT_CODE);
  });

  it("does not ask for a proof for an action that is not sensitive", async () => {
    const { proofAskedFor, defineAction } = setup(undefined, stale);
    const action = defineAction({ action: "x.y", targetType: "x", schema, run: async () => 1 });
    expect(await action({ id: "1", name: "n" })).toEqual({ ok: true, data: 1 });
    expect(proofAskedFor).toEqual([]);
  });
});
