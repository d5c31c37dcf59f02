"use client";

import { Command } from "cmdk";
import { CheckIcon, SearchIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState, useTransition } from "react";
import { toast } from "sonner";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useDisplayTimeZone } from "@/components/ui/use-format-locale";
import { zoneAbbreviation, zoneOffset } from "@/lib/i18n/format";
import { timeZoneChoices } from "@/lib/i18n/time-zone";
import { setTimeZoneAction } from "@/lib/i18n/time-zone-actions";
import { browserTimeZone } from "./time-zone-sync-client";

const itemClasses =
  "flex cursor-default select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground";

/** Sentinel value of the "follow this browser" choice; no IANA name starts with "@". */
const BROWSER = "@browser";

export type TimeZoneDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether the operator chose no zone, so times follow the browser's (the server knows). */
  followsBrowser: boolean;
};

/**
 * Chooses the zone every time is shown in: this browser's (the default), or any IANA zone. The
 * choice is stored for the operator (per customer) on the server, so it holds on any browser
 * and from the first page after sign-in; the server checks the zone before storing it.
 */
export function TimeZoneDialog({ open, onOpenChange, followsBrowser }: TimeZoneDialogProps) {
  const t = useTranslations("shell.operator.timeZoneDialog");
  const router = useRouter();
  const current = useDisplayTimeZone();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  // Read when the dialog renders, which is only after an operator's click: never on the server.
  const browserZone = browserTimeZone();

  // Offsets and names as of now, computed once per opening.
  const zones = useMemo(() => {
    if (!open) return [];
    const now = new Date();
    return timeZoneChoices().map((zone) => ({
      zone,
      label: `${zoneAbbreviation(now, zone)} · UTC${zoneOffset(now, zone)}`,
    }));
  }, [open]);

  function choose(value: string) {
    const timeZone = value === BROWSER ? null : value;
    setError(null);
    startTransition(async () => {
      const result = await setTimeZoneAction(timeZone);
      if (!result.ok) {
        setError(t(`errors.${result.error}`));
        return;
      }
      toast.success(t("saved", { zone: result.timeZone ?? browserZone ?? current }));
      onOpenChange(false);
      // Server components render every time again in the new zone (and hand it to the browser's).
      router.refresh();
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md gap-3">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          {t("current")} <span className="font-medium">{current}</span>{" "}
          <span className="text-muted-foreground">
            ({zoneAbbreviation(new Date(), current)} · {followsBrowser ? t("sourceBrowser") : t("sourceOperator")})
          </span>
        </p>
        <Command label={t("title")} className="flex flex-col rounded-md border" loop>
          <div className="flex items-center gap-2 border-b px-3">
            <SearchIcon className="size-4 text-muted-foreground" aria-hidden />
            <Command.Input
              placeholder={t("search")}
              aria-label={t("search")}
              disabled={pending}
              className="h-10 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
          <Command.List className="max-h-72 overflow-y-auto p-1">
            <Command.Empty className="px-3 py-6 text-center text-sm text-muted-foreground">{t("empty")}</Command.Empty>
            {browserZone ? (
              <Command.Item
                value={BROWSER}
                keywords={[t("browserChoice"), browserZone]}
                onSelect={choose}
                disabled={pending}
                className={itemClasses}
              >
                <CheckIcon className={followsBrowser ? "size-4" : "invisible size-4"} aria-hidden />
                <span className="flex-1">{t("browserChoice")}</span>
                <span className="font-mono text-xs text-muted-foreground">{browserZone}</span>
              </Command.Item>
            ) : null}
            {zones.map(({ zone, label }) => (
              <Command.Item
                key={zone}
                value={zone}
                keywords={[zone.replaceAll("_", " "), label]}
                onSelect={choose}
                disabled={pending}
                className={itemClasses}
              >
                <CheckIcon
                  className={!followsBrowser && zone === current ? "size-4" : "invisible size-4"}
                  aria-hidden
                />
                <span className="min-w-0 flex-1 truncate">{zone.replaceAll("_", " ")}</span>
                <span className="shrink-0 font-mono text-xs text-muted-foreground">{label}</span>
              </Command.Item>
            ))}
          </Command.List>
        </Command>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
