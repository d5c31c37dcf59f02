"use client";

import { startAuthentication } from "@simplewebauthn/browser";
import { KeyRound } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useState } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  proveStepUp,
  type StepUpMethod,
  type StepUpOptions,
  type StepUpProof,
  type StepUpResult,
  stepUpOptions,
} from "@/lib/operations/step-up-actions";
import { cn } from "@/lib/utils";

type Refusal = Extract<StepUpResult, { ok: false }>["refusal"] | "nothing";
type Problem = { refusal: Refusal; remaining?: number; lockedUntil?: string } | { passkeyCancelled: true };

/**
 * "Confirm it's you": the operator's own ways to prove who they are (passkey, authenticator code,
 * recovery code, or the password where they have no factor and the policy allows it), checked by
 * proveStepUp. Escape, the close button and Cancel give up (the action stays refused); a proof
 * closes it and the caller carries on. Radix keeps the focus inside and gives it back on close.
 */
export function StepUpDialog({ onProved, onCancel }: { onProved: () => void; onCancel: () => void }) {
  const t = useTranslations("stepUp");
  const format = useFormatter();
  const [options, setOptions] = useState<StepUpOptions | null>(null);
  const [method, setMethod] = useState<StepUpMethod | null>(null);
  const [value, setValue] = useState("");
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function loadOptions(keepMethod = false) {
    const answer = await stepUpOptions().catch(() => null);
    if (!answer) {
      setProblem({ refusal: "unavailable" });
      return;
    }
    if (!answer.ok) {
      setProblem({ refusal: answer.error.kind === "unauthorized" ? "signed_out" : "unavailable" });
      return;
    }
    setOptions(answer.data);
    if (answer.data.methods.length === 0) setProblem({ refusal: "nothing" });
    if (!keepMethod) setMethod(answer.data.methods[0] ?? null);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the dialog opens.
  useEffect(() => {
    void loadOptions();
  }, []);

  async function prove(proof: StepUpProof) {
    setPending(true);
    setProblem(null);
    try {
      const result = await proveStepUp(proof).catch((): StepUpResult => ({ ok: false, refusal: "unavailable" }));
      if (result.ok) {
        onProved();
        return;
      }
      setProblem({ refusal: result.refusal, remaining: result.remaining, lockedUntil: result.lockedUntil });
      setValue("");
      // A passkey challenge is used up by the attempt: ask for a new one.
      if (proof.kind === "passkey") await loadOptions(true);
    } finally {
      setPending(false);
    }
  }

  async function provePasskey() {
    if (!options?.passkeyOptions) return;
    setProblem(null);
    let response: Awaited<ReturnType<typeof startAuthentication>>;
    try {
      response = await startAuthentication({ optionsJSON: options.passkeyOptions });
    } catch {
      // Cancelled, timed out, or no matching passkey on this device.
      setProblem({ passkeyCancelled: true });
      return;
    }
    await prove({ kind: "passkey", response });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!method || method === "passkey" || pending) return;
    const typed = value.trim();
    if (!typed) return;
    void prove(method === "password" ? { kind: "password", password: value } : { kind: method, code: typed });
  }

  const ended = problem && "refusal" in problem && (problem.refusal === "ended" || problem.refusal === "signed_out");
  const message = problem
    ? "passkeyCancelled" in problem
      ? t("passkey.cancelled")
      : t(`refusals.${problem.refusal}`, {
          time: problem.lockedUntil ? format.dateTime(new Date(problem.lockedUntil), { timeStyle: "short" }) : "",
        })
    : null;
  const typedMethod = method && method !== "passkey" ? method : null;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent data-testid="step-up-dialog" aria-busy={pending || undefined}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>

        {options === null && !problem ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t("loading")}
          </p>
        ) : null}

        {options && options.methods.length > 1 && !ended ? (
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t("methodsLabel")}</legend>
            {options.methods.map((m) => (
              <Button
                key={m}
                type="button"
                size="sm"
                variant={m === method ? "secondary" : "outline"}
                aria-pressed={m === method}
                className={cn(m === method && "ring-1 ring-ring")}
                onClick={() => {
                  setMethod(m);
                  setValue("");
                  setProblem(null);
                }}
              >
                {t(`methods.${m}`)}
              </Button>
            ))}
          </fieldset>
        ) : null}

        {method === "passkey" && !ended ? (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">{t("passkey.hint")}</p>
            <Button type="button" onClick={() => void provePasskey()} disabled={pending} autoFocus>
              <KeyRound aria-hidden className="size-4" />
              {t("passkey.use")}
            </Button>
          </div>
        ) : null}

        {message ? (
          <div role="alert" className="grid gap-1 text-sm text-destructive">
            <p>{message}</p>
            {problem && "remaining" in problem && problem.remaining !== undefined ? (
              <p>{t("attemptsLeft", { count: problem.remaining })}</p>
            ) : null}
          </div>
        ) : null}

        <form className="grid gap-4" onSubmit={submit} noValidate>
          {typedMethod && !ended ? (
            <FormField
              label={t(`${typedMethod}.label`)}
              description={
                typedMethod === "recovery"
                  ? t("recovery.hint")
                  : typedMethod === "password"
                    ? t("password.hint")
                    : undefined
              }
              required
            >
              {typedMethod === "totp" ? (
                <Input
                  key="totp"
                  name="code"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  spellCheck={false}
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  autoFocus
                />
              ) : typedMethod === "recovery" ? (
                <Input
                  key="recovery"
                  name="recovery-code"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  autoFocus
                />
              ) : (
                <Input
                  key="password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  autoFocus
                />
              )}
            </FormField>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              {t("cancel")}
            </Button>
            {ended ? (
              <a href="/login" className={buttonClassName({})}>
                {t("signInAgain")}
              </a>
            ) : typedMethod ? (
              <Button type="submit" disabled={pending || value.trim() === ""} aria-busy={pending || undefined}>
                {t("confirm")}
              </Button>
            ) : null}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
