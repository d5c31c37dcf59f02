"use client";

import {
  ClockIcon,
  LanguagesIcon,
  LaptopIcon,
  LogOutIcon,
  MonitorIcon,
  MoonIcon,
  ShieldCheckIcon,
  SunIcon,
} from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useNow, useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import { type ReactElement, useState, useTransition } from "react";
import { toast } from "sonner";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useDisplayTimeZone } from "@/components/ui/use-format-locale";
import { setLocaleAction } from "@/lib/i18n/actions";
import { zoneAbbreviation } from "@/lib/i18n/format";
import { LOCALES } from "@/lib/i18n/locale";
import { TimeZoneDialog } from "./time-zone-dialog";
import type { TimeZoneSource } from "@/lib/i18n/operator-time-zone";

export type OperatorMenuProps = {
  name: string;
  email: string;
  customerName?: string;
  /** The menu's button, drawn by OperatorMenuTrigger around the content the server shell rendered. */
  trigger: ReactElement;
  /** Where the page's time zone came from: the operator's choice, else the browser's (or the default). */
  timeZoneSource: TimeZoneSource;
};

const THEMES = [
  { value: "system", icon: MonitorIcon },
  { value: "light", icon: SunIcon },
  { value: "dark", icon: MoonIcon },
] as const;

/** next-auth's client is only needed to sign out: fetched then, not with every page. */
async function signOutToLogin() {
  const { signOut } = await import("next-auth/react");
  await signOut({ callbackUrl: "/login" });
}

/** The operator menu, button and items: OperatorMenuTrigger loads it on the button's first use and renders it open. */
export function OperatorMenu({ name, email, customerName, trigger, timeZoneSource }: OperatorMenuProps) {
  const t = useTranslations("shell.operator");
  const tAccount = useTranslations("sessions.menu");
  const locale = useLocale();
  const router = useRouter();
  const { theme, setTheme } = useTheme();
  const [, startTransition] = useTransition();
  const timeZone = useDisplayTimeZone();
  const now = useNow();
  const [zoneDialogOpen, setZoneDialogOpen] = useState(false);

  function changeLocale(next: string) {
    if (next === locale) return;
    startTransition(async () => {
      const result = await setLocaleAction(next);
      if (!result.ok) toast.error(t("languageFailed"));
      // Server components (and the messages they pass down) render again in the new language.
      router.refresh();
    });
  }

  return (
    <>
      {/* Non-modal: a menu needs no aria-hidden on the rest of the page (which axe flags while links stay focusable). */}
      <DropdownMenu modal={false} defaultOpen>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="flex flex-col gap-0.5 font-normal">
            <span className="text-xs text-muted-foreground">{t("signedInAs")}</span>
            <span className="truncate text-sm font-medium text-foreground">{name}</span>
            <span className="truncate text-xs text-muted-foreground">{email}</span>
            {customerName ? <span className="truncate text-xs text-muted-foreground">{customerName}</span> : null}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuLabel className="flex items-center gap-1.5">
              <LanguagesIcon className="size-3.5" aria-hidden />
              {t("language")}
            </DropdownMenuLabel>
            <DropdownMenuRadioGroup value={locale} onValueChange={changeLocale}>
              {LOCALES.map((code) => (
                <DropdownMenuRadioItem key={code} value={code} lang={code}>
                  {t(`languages.${code}`)}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuLabel>{t("theme")}</DropdownMenuLabel>
            <DropdownMenuRadioGroup value={theme ?? "system"} onValueChange={setTheme}>
              {THEMES.map(({ value, icon: Icon }) => (
                <DropdownMenuRadioItem key={value} value={value}>
                  <Icon aria-hidden />
                  {t(`themes.${value}`)}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuLabel className="flex items-center gap-1.5">
              <ClockIcon className="size-3.5" aria-hidden />
              {t("timeZone")}
            </DropdownMenuLabel>
            <DropdownMenuItem onSelect={() => setZoneDialogOpen(true)} className="flex-col items-start gap-0">
              <span className="truncate">{timeZone.replaceAll("_", " ")}</span>
              <span className="text-xs text-muted-foreground">
                {zoneAbbreviation(now, timeZone)} · {t("changeTimeZone")}
              </span>
            </DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuItem asChild>
              <Link href="/account/security">
                <ShieldCheckIcon aria-hidden />
                {tAccount("security")}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link href="/account/sessions">
                <LaptopIcon aria-hidden />
                {tAccount("sessions")}
              </Link>
            </DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void signOutToLogin()}>
            <LogOutIcon aria-hidden />
            {t("logout")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <TimeZoneDialog
        open={zoneDialogOpen}
        onOpenChange={setZoneDialogOpen}
        followsBrowser={timeZoneSource !== "operator"}
      />
    </>
  );
}
