"use client";

import { Command } from "cmdk";
import { ExternalLinkIcon, SearchIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type ReactElement, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { fetchJson } from "@/lib/browser/fetch-json";
import type { PayoutListResponse } from "@/lib/contract";
import { listUrl } from "@/lib/payouts/queries";
import { type NavKey, navItemsFor } from "./nav-items";
import { externalIdSearchHref, looksLikeId, payoutHref, resolvePayoutHref } from "./palette-query";
import { usePaletteShortcut } from "./palette-shortcut";

const itemClasses =
  "flex cursor-default select-none items-center gap-2.5 rounded-md px-2 py-2 text-sm outline-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:opacity-70";
const groupClasses =
  "px-1 py-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground";

export type CommandPaletteProps = {
  navKeys: readonly NavKey[];
  /** The header's search button, drawn by CommandPaletteTrigger. */
  trigger: ReactElement;
};

/**
 * The palette: its button and dialog, to jump to a screen, or to a payout by id or externalId.
 * CommandPaletteTrigger loads this module on first use (Ctrl/Cmd+K or a click) and renders it
 * open, so cmdk and the dialog stay out of the JavaScript every page downloads.
 */
export function CommandPalette({ navKeys, trigger }: CommandPaletteProps) {
  const t = useTranslations("palette");
  const tn = useTranslations("nav.items");
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const [search, setSearch] = useState("");
  const [resolving, setResolving] = useState(false);
  // Once here, the shortcut toggles the palette (the trigger's listener only asks for it).
  usePaletteShortcut(() => setOpen((value) => !value));

  function go(href: string) {
    setOpen(false);
    setSearch("");
    setResolving(false);
    router.push(href);
  }

  /** The first action finds the payout by id or externalId, whichever exists. */
  function openPayout(text: string) {
    if (resolving) return;
    setResolving(true);
    resolvePayoutHref(text, (query) => fetchJson<PayoutListResponse>(listUrl(query)))
      // The API could not be asked: the payout page itself shows what went wrong.
      .catch(() => payoutHref(text))
      .then(go);
  }

  const query = search.trim();
  const idLike = looksLikeId(query);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="top-[20%] max-w-xl translate-y-0 gap-0 overflow-hidden p-0" hideClose>
        <DialogTitle className="sr-only">{t("title")}</DialogTitle>
        <DialogDescription className="sr-only">{t("description")}</DialogDescription>
        <Command label={t("title")} className="flex flex-col">
          <div className="flex items-center gap-2 border-b px-3">
            <SearchIcon className="size-4 text-muted-foreground" aria-hidden />
            <Command.Input
              value={search}
              onValueChange={setSearch}
              placeholder={t("placeholder")}
              className="h-11 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
          <Command.List className="max-h-80 overflow-y-auto">
            {/* For id-like text the payout lookups are always offered, so "no match" would be wrong. */}
            {idLike ? null : (
              <Command.Empty className="px-3 py-6 text-center text-sm text-muted-foreground">
                {t("empty")}
              </Command.Empty>
            )}
            {idLike ? (
              <Command.Group heading={t("groups.payouts")} forceMount className={groupClasses}>
                <Command.Item
                  value={`open-payout ${query}`}
                  forceMount
                  onSelect={() => openPayout(query)}
                  aria-busy={resolving}
                  className={itemClasses}
                >
                  <ExternalLinkIcon aria-hidden />
                  <span className="truncate">{t("openPayout", { value: query })}</span>
                  {resolving ? <span className="ml-auto text-xs text-muted-foreground">{t("looking")}</span> : null}
                </Command.Item>
                <Command.Item
                  value={`find-external-id ${query}`}
                  forceMount
                  onSelect={() => go(externalIdSearchHref(query))}
                  className={itemClasses}
                >
                  <SearchIcon aria-hidden />
                  <span className="truncate">{t("findByExternalId", { value: query })}</span>
                </Command.Item>
              </Command.Group>
            ) : null}
            <Command.Group heading={t("groups.screens")} className={groupClasses}>
              {navItemsFor(navKeys).map((item) => {
                const Icon = item.icon;
                return (
                  <Command.Item
                    key={item.key}
                    value={tn(item.key)}
                    // The English key and the path match too, whatever the interface language.
                    keywords={[item.key, item.href]}
                    onSelect={() => go(item.href)}
                    className={itemClasses}
                  >
                    <Icon aria-hidden />
                    {tn(item.key)}
                  </Command.Item>
                );
              })}
            </Command.Group>
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
