import "server-only";
import type { z } from "zod";
import { getOperator } from "@/lib/auth/session";
import { pipeline } from "./bind";
import type { HoldableOperation, OperationSpec, Operator } from "./operation";
import type { ActionResult, HoldableResult } from "./result";

/**
 * How a server action is made. Every exported server action (every "use server" file) is built
 * by one of these, so it carries its variant (PIPELINE_VARIANT) and the bypass test can tell a
 * pipeline action from a hand-written one:
 *
 * - operationAction(op): an operator operation, through every stage of ./run.ts.
 * - sessionAction: a signed-in operator's decision whose rules module audits it itself
 *   (approval decisions, step-up proofs, Reveal): session and customer scope here, the rest there.
 * - preferenceAction: the operator's own display preferences (time zone): session and scope,
 *   nothing audited, nothing sent to the API.
 * - publicAction: no operator yet or none needed (the interface language cookie).
 * - secondStepAction: a session that owes its sign-in's second step (verify, enrol); the
 *   session it owes is the handler's first read.
 */

export const PIPELINE_VARIANT = Symbol.for("dashboard.pipeline.variant");
export type PipelineVariant = "operation" | "session" | "preference" | "public" | "second-step";

function mark<F extends object>(variant: PipelineVariant, name: string, fn: F): F {
  Object.defineProperty(fn, PIPELINE_VARIANT, { value: { variant, name } });
  return fn;
}

/** The variant a server action was built with, or undefined for one that bypasses the pipeline. */
export function pipelineVariantOf(fn: unknown): { variant: PipelineVariant; name: string } | undefined {
  if (typeof fn !== "function") return undefined;
  return (fn as unknown as Record<symbol, { variant: PipelineVariant; name: string } | undefined>)[PIPELINE_VARIANT];
}

export interface OperationActionHooks<T> {
  /** The raw input before it is parsed (a masked value put back, an id merged in). */
  prepare?(raw: unknown): Promise<unknown> | unknown;
  /** After a done result (revalidatePath): never for a refusal or a held change. */
  onDone?(data: T): Promise<void> | void;
}

export function operationAction<S extends z.ZodType, T>(
  spec: HoldableOperation<S, T>,
  hooks?: OperationActionHooks<T>,
): (raw: unknown) => Promise<HoldableResult<T>>;
export function operationAction<S extends z.ZodType, T>(
  spec: OperationSpec<S, T>,
  hooks?: OperationActionHooks<T>,
): (raw: unknown) => Promise<ActionResult<T>>;
export function operationAction<S extends z.ZodType, T>(
  spec: OperationSpec<S, T>,
  hooks: OperationActionHooks<T> = {},
): (raw: unknown) => Promise<HoldableResult<T>> {
  return mark("operation", spec.name, async (raw: unknown) => {
    const input = hooks.prepare ? await hooks.prepare(raw) : raw;
    const result = await pipeline.run(spec, input);
    if (result.ok === true) await hooks.onDone?.(result.data);
    return result;
  });
}

/** As operationAction, with the answer reshaped for its form. */
export function reshapedOperationAction<S extends z.ZodType, T, R, A extends unknown[] = [unknown]>(
  spec: OperationSpec<S, T>,
  hooks: OperationActionHooks<T> & { reshape(result: HoldableResult<T>): Promise<R> | R },
  toRaw: (...args: A) => unknown = (...args) => args[0],
): (...args: A) => Promise<R> {
  return mark("operation", spec.name, async (...args: A) => {
    const raw = toRaw(...args);
    const input = hooks.prepare ? await hooks.prepare(raw) : raw;
    const result = await pipeline.run(spec, input);
    if (result.ok === true) await hooks.onDone?.(result.data);
    return hooks.reshape(result);
  });
}

/** A signed-in operator's action whose own rules module parses, decides and audits. */
export function sessionAction<A extends unknown[], R>(
  name: string,
  signedOut: NoInfer<R>,
  handler: (operator: Operator, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return mark("session", name, async (...args: A) => {
    const operator = await pipeline.scopedOperator();
    return operator ? handler(operator, ...args) : signedOut;
  });
}

/** The operator's own display preferences: session and scope, no audit, no API call. */
export function preferenceAction<A extends unknown[], R>(
  name: string,
  signedOut: NoInfer<R>,
  handler: (operator: Operator, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return mark("preference", name, async (...args: A) => {
    const operator = await getOperator();
    return operator ? handler(operator, ...args) : signedOut;
  });
}

/** No operator needed: what it changes is this browser's own (a cookie), checked all the same. */
export function publicAction<A extends unknown[], R>(name: string, handler: (...args: A) => Promise<R>) {
  return mark("public", name, handler);
}

/** A session that owes its sign-in's second step; the handler reads that session first. */
export function secondStepAction<A extends unknown[], R>(name: string, handler: (...args: A) => Promise<R>) {
  return mark("second-step", name, handler);
}
