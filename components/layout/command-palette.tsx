"use client";

import { Command, defaultFilter } from "cmdk";
import { AlertTriangleIcon, ExternalLinkIcon, ListIcon, SearchIcon, WalletIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type ReactElement, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { fetchJson } from "@/lib/browser/fetch-json";
import type { PayoutListResponse } from "@/lib/contract";
import { listUrl } from "@/lib/payouts/queries";
import { type NavKey, navItemsFor } from "./nav-items";
import { PalettePreview } from "./palette-preview";
import {
  ATTENTION_HREF,
  externalIdSearchHref,
  looksLikeId,
  matchValue,
  PAYOUTS_HREF,
  paletteRank,
  payoutHref,
  resolvePayoutHref,
  textMatches,
} from "./palette-query";
import { usePayoutMatches } from "./use-payout-matches";
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
 * The palette: its button and dialog, to jump to a screen, run an action (the attention queue),
 * or find a payout by id, externalId or beneficiary name (the payouts read model), previewed
 * before it is opened. When nothing matches it says so and offers the next steps.
 * CommandPaletteTrigger loads this module on first use (Ctrl/Cmd+K or a click) and renders it
 * open, so cmdk and the dialog stay out of the JavaScript every page downloads.
 */
export function CommandPalette({ navKeys, trigger }: CommandPaletteProps) {
  const t = useTranslations("palette");
  const tn = useTranslations("nav.items");
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const [search, setSearch] = useState("");
  const [highlighted, setHighlighted] = useState("");
  const [resolving, setResolving] = useState(false);
  // Once here, the shortcut toggles the palette (the trigger's listener only asks for it).
  usePaletteShortcut(() => setOpen((value) => !value));

  const query = search.trim();
  const idLike = looksLikeId(query);
  const found = usePayoutMatches(open ? query : "");

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
    resolvePayoutHref(text, (q) => fetchJson<PayoutListResponse>(listUrl(q)))
      // The API could not be asked: the payout page itself shows what went wrong.
      .catch(() => payoutHref(text))
      .then(go);
  }

  const screens = navItemsFor(navKeys).map((item) => ({ ...item, label: tn(item.key) }));
  const actions = [
    { key: "attention", label: t("actions.attention"), href: ATTENTION_HREF, icon: AlertTriangleIcon },
    { key: "payouts", label: t("actions.payouts"), href: PAYOUTS_HREF, icon: ListIcon },
  ];
  const matches = found.matches;
  // Nothing to open for this text: no screen, no action, no payout, no id to try.
  const nothing =
    query !== "" &&
    !idLike &&
    found.state !== "loading" &&
    matches.length === 0 &&
    !screens.some((s) => textMatches(query, [s.label, s.key, s.href])) &&
    !actions.some((a) => textMatches(query, [a.label, a.key]));
  const preview = matches.find((m) => matchValue(m) === highlighted);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="top-[20%] max-w-xl translate-y-0 gap-0 overflow-hidden p-0" hideClose>
        <DialogTitle className="sr-only">{t("title")}</DialogTitle>
        <DialogDescription className="sr-only">{t("description")}</DialogDescription>
        <Command
          label={t("title")}
          className="flex flex-col"
          value={highlighted}
          onValueChange={setHighlighted}
          filter={(value, text, keywords) => paletteRank(value, text, keywords, defaultFilter)}
        >
          <div className="flex items-center gap-2 border-b px-3">
            <SearchIcon className="size-4 text-muted-foreground" aria-hidden />
            <Command.Input
              value={search}
              onValueChange={setSearch}
              placeholder={t("placeholder")}
              className="h-11 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
            {found.state === "loading" ? (
              <span className="text-xs text-muted-foreground" aria-live="polite">
                {t("looking")}
              </span>
            ) : null}
          </div>
          <Command.List className="max-h-80 overflow-y-auto">
            {nothing ? (
              // Not a dead end: say what was looked through, then the next steps.
              <Command.Group heading={t("nothing.title", { value: query })} forceMount className={groupClasses}>
                <p className="px-2 pb-1 text-xs text-muted-foreground" data-testid="palette-nothing">
                  {found.state === "error" ? t("nothing.searchFailed") : t("nothing.body")}
                </p>
                <Command.Item value="next-payouts" forceMount onSelect={() => go(PAYOUTS_HREF)} className={itemClasses}>
                  <ListIcon aria-hidden />
                  {t("nothing.payouts")}
                </Command.Item>
                <Command.Item
                  value="next-attention"
                  forceMount
                  onSelect={() => go(ATTENTION_HREF)}
                  className={itemClasses}
                >
                  <AlertTriangleIcon aria-hidden />
                  {t("actions.attention")}
                </Command.Item>
              </Command.Group>
            ) : null}
            {/* For id-like text the payout lookups are always offered, first, so Enter opens it. */}
            {idLike ? (
              <Command.Group heading={t("groups.open")} forceMount className={groupClasses}>
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
            {matches.length > 0 ? (
              <Command.Group heading={t("groups.payouts")} forceMount className={groupClasses}>
                {matches.map((match) => (
                  <Command.Item
                    key={match.id}
                    value={matchValue(match)}
                    forceMount
                    onSelect={() => go(payoutHref(match.id))}
                    className={itemClasses}
                    data-testid="palette-payout"
                  >
                    <WalletIcon aria-hidden />
                    <span className="min-w-0 truncate">{match.beneficiaryName ?? match.externalId ?? match.id}</span>
                    <span className="ml-auto max-w-40 shrink-0 truncate font-mono text-xs text-muted-foreground">
                      {match.matchedBy === "externalId" ? match.externalId : match.id}
                    </span>
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
            <Command.Group heading={t("groups.actions")} className={groupClasses}>
              {actions.map((action) => {
                const Icon = action.icon;
                return (
                  <Command.Item
                    key={action.key}
                    value={action.label}
                    keywords={[action.key, action.href]}
                    onSelect={() => go(action.href)}
                    className={itemClasses}
                  >
                    <Icon aria-hidden />
                    {action.label}
                  </Command.Item>
                );
              })}
            </Command.Group>
            <Command.Group heading={t("groups.screens")} className={groupClasses}>
              {screens.map((item) => {
                const Icon = item.icon;
                return (
                  <Command.Item
                    key={item.key}
                    value={item.label}
                    // The English key and the path match too, whatever the interface language.
                    keywords={[item.key, item.href]}
                    onSelect={() => go(item.href)}
                    className={itemClasses}
                  >
                    <Icon aria-hidden />
                    {item.label}
                  </Command.Item>
                );
              })}
            </Command.Group>
          </Command.List>
          {preview ? <PalettePreview match={preview} /> : null}
          {query.length >= 2 && found.state === "done" ? (
            <p className="border-t px-3 py-1.5 text-[11px] text-muted-foreground">{t("scope")}</p>
          ) : null}
        </Command>
      </DialogContent>
    </Dialog>
  );
}
