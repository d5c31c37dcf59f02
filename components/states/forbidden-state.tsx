import { ShieldXIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

export type ForbiddenStateProps = { message?: string; className?: string };

/** What an API 403 becomes in a page: a clear refusal, not a crash. Usable in server and client components. */
export function ForbiddenState({ message, className }: ForbiddenStateProps) {
  const t = useTranslations("errors.forbidden");
  return (
    <div
      role="alert"
      data-testid="forbidden-state"
      className={cn(
        "mx-auto flex max-w-lg flex-col items-center gap-3 rounded-lg border border-warning/40 bg-warning/5 px-6 py-10 text-center",
        className,
      )}
    >
      <ShieldXIcon className="size-8 text-warning" aria-hidden />
      <h2 className="text-base font-semibold">{t("title")}</h2>
      <p className="text-sm text-muted-foreground">{message ?? t("description")}</p>
    </div>
  );
}
