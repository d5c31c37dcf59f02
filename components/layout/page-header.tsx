import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export type PageHeaderProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode; className?: string };

/** The page's one h1, with optional actions aligned right (export, create…). */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <div className={cn("flex flex-wrap items-start justify-between gap-3", className)}>
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </div>
  );
}
