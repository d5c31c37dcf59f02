"use client";

import { CheckIcon, ChevronsUpDownIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { Bank } from "@/lib/contract";
import { cn } from "@/lib/utils";
import { searchBanks } from "./bank-search";

interface Props {
  banks: readonly Bank[];
  countryCode?: string;
  value: string | undefined;
  onChange: (code: string) => void;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/** The bank, chosen from the API's bank list by name or code. */
export function BankPicker({ banks, countryCode, value, onChange, ...aria }: Props) {
  const t = useTranslations("accounts.bankPicker");
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const results = useMemo(() => searchBanks(banks, query, countryCode).slice(0, 50), [banks, query, countryCode]);
  const selected = banks.find((b) => b.code === value);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          className="justify-between font-normal"
          {...aria}
        >
          {selected ? `${selected.code} · ${selected.name}` : value ? value : t("placeholder")}
          <ChevronsUpDownIcon className="opacity-50" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80 p-2" align="start">
        <Input
          autoFocus
          aria-label={t("search")}
          placeholder={t("search")}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="mb-2"
        />
        <ul id={listId} aria-label={t("results")} className="max-h-64 overflow-y-auto">
          {results.length === 0 ? <li className="px-2 py-1.5 text-sm text-muted-foreground">{t("noMatch")}</li> : null}
          {results.map((bank) => (
            <li key={bank.code}>
              <button
                type="button"
                aria-pressed={bank.code === value}
                className={cn(
                  "flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent",
                  bank.code === value && "font-medium",
                )}
                onClick={() => {
                  onChange(bank.code);
                  setOpen(false);
                  setQuery("");
                }}
              >
                <CheckIcon className={cn("size-4", bank.code === value ? "opacity-100" : "opacity-0")} aria-hidden />
                <span className="font-mono text-xs">{bank.code}</span>
                <span>{bank.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
