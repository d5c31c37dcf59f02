"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { StatusBadge } from "@/components/payouts/status-badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { proposeServiceLevels } from "../actions";

export interface LevelRow {
  status: string;
  phase: string;
  defaultHours: number;
  hours: number;
  changedBy: string | null;
}

const MAX_HOURS = 168;

/**
 * The customer's service level per waiting status, in hours. A change is proposed, never applied
 * at once: it waits for a second operator on the approvals screen, as a policy change does.
 */
export function ServiceLevelsForm({ mayEdit, levels }: { mayEdit: boolean; levels: LevelRow[] }) {
  const t = useTranslations("payoutSettings.levels");
  const router = useRouter();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(levels.map((l) => [l.status, String(l.hours)])),
  );
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = levels.map((l) => ({ status: l.status, hours: Number(values[l.status]) }));
    const bad = parsed.find((l) => !Number.isInteger(l.hours) || l.hours < 1 || l.hours > MAX_HOURS);
    if (bad) {
      setError(t("invalid", { status: bad.status, max: MAX_HOURS }));
      return;
    }
    setPending(true);
    try {
      const result = await proposeServiceLevels({ levels: parsed });
      if (result.ok === false) {
        setError(result.error.message);
        return;
      }
      toast.success(t("proposed"));
      router.refresh();
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="flex flex-col gap-3" aria-labelledby="levels-title" data-testid="service-levels">
      <div>
        <h2 id="levels-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <div className="overflow-x-auto rounded-lg border">
          {/* Read-only, the hours are disabled inputs: the table itself is then the Tab stop to scroll it. */}
          <Table scrollLabel={mayEdit ? undefined : t("title")}>
            <TableHeader>
              <TableRow>
                <TableHead>{t("status")}</TableHead>
                <TableHead>{t("hours")}</TableHead>
                <TableHead>{t("default")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {levels.map((level) => (
                <TableRow key={level.status}>
                  <TableCell>
                    <StatusBadge status={level.status} withCode />
                  </TableCell>
                  <TableCell>
                    <Input
                      type="number"
                      min={1}
                      max={MAX_HOURS}
                      step={1}
                      inputMode="numeric"
                      className="w-24"
                      aria-label={t("hoursFor", { status: level.status })}
                      value={values[level.status] ?? ""}
                      disabled={!mayEdit}
                      onChange={(e) => setValues((v) => ({ ...v, [level.status]: e.target.value }))}
                    />
                  </TableCell>
                  <TableCell className="text-muted-foreground tabular-nums">
                    {t("defaultHours", { hours: level.defaultHours })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {mayEdit ? (
          <Button type="submit" disabled={pending} className="w-fit">
            {t("propose")}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t("readOnly")}</p>
        )}
      </form>
    </section>
  );
}
