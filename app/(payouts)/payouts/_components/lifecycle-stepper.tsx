import { CheckIcon, CircleDotIcon, CircleIcon, MinusIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/payouts/status-badge";
import { type LifecycleStep, lifecycleSteps } from "@/lib/payouts/phases";
import { cn } from "@/lib/utils";

const ICON = {
  done: CheckIcon,
  current: CircleDotIcon,
  failed: XIcon,
  upcoming: CircleIcon,
  skipped: MinusIcon,
} as const;
const TONE: Record<LifecycleStep["state"], string> = {
  done: "border-success bg-success/12 text-success",
  current: "border-primary bg-primary/12 text-primary",
  failed: "border-destructive bg-destructive/12 text-destructive",
  upcoming: "border-border text-muted-foreground",
  skipped: "border-dashed border-border text-muted-foreground",
};

/**
 * The payout's place in its lifecycle: cash-in, KYT and cash-out in order, then the refund
 * branch, which is drawn apart (dashed) because a payout only enters it when something failed.
 */
export function LifecycleStepper({ status }: { status: string }) {
  const t = useTranslations("payouts");
  const steps = lifecycleSteps(status);
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-wrap items-center gap-2" aria-label={t("detail.lifecycle")}>
        {steps.map((step, index) => {
          const Icon = ICON[step.state];
          const isBranch = step.phase === "REFUND";
          return (
            <li
              key={step.phase}
              className="flex items-center gap-2"
              aria-current={step.state === "current" || step.state === "failed" ? "step" : undefined}
            >
              {index > 0 ? (
                <span
                  aria-hidden
                  className={cn("h-px w-6 bg-border", isBranch && "border-t border-dashed bg-transparent")}
                />
              ) : null}
              <span
                data-step-state={step.state}
                className={cn(
                  "flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium",
                  TONE[step.state],
                )}
              >
                <Icon className="size-3.5" aria-hidden />
                {t(`phases.${step.phase}`)}
                <span className="sr-only">: {t(`detail.stepState.${step.state}`)}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        {t("detail.currentStatus")} <StatusBadge status={status} />
      </p>
    </div>
  );
}
