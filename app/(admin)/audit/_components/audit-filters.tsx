"use client";

import { useTranslations } from "next-intl";
import { parseAsInteger, parseAsString, useQueryStates } from "nuqs";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { type FormEvent, useId } from "react";
import { UrlSelectFilter } from "@/components/forms/url-select-filter";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

const parsers = { operator: parseAsString, from: parseAsString, to: parseAsString, page: parseAsInteger };

/** Operator and dates apply together on submit (no request per keystroke); action applies at once. */
export function AuditFilters(props: { actions: string[] }) {
  // nuqs's adapter sits with the screens that use it, not in every page's providers.
  return (
    <NuqsAdapter>
      <AuditFilterForm {...props} />
    </NuqsAdapter>
  );
}

function AuditFilterForm({ actions }: { actions: string[] }) {
  const t = useTranslations("audit.filters");
  const id = useId();
  const [state, setState] = useQueryStates(parsers, { shallow: false, history: "push" });

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => {
      const v = data.get(name);
      return typeof v === "string" && v.trim() ? v.trim() : null;
    };
    void setState({ operator: value("operator"), from: value("from"), to: value("to"), page: null });
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <UrlSelectFilter
        param="action"
        label={t("action")}
        allLabel={t("allActions")}
        options={actions.map((a) => ({ value: a, label: a }))}
      />
      {/* Keyed by the URL so "back" refills the boxes with what the list shows. */}
      <form
        key={`${state.operator}|${state.from}|${state.to}`}
        onSubmit={apply}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="grid gap-1">
          <Label htmlFor={`${id}-op`} className="text-xs text-muted-foreground">
            {t("operator")}
          </Label>
          <Input
            id={`${id}-op`}
            name="operator"
            defaultValue={state.operator ?? ""}
            placeholder="name@company.com"
            className="w-56"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-from`} className="text-xs text-muted-foreground">
            {t("from")}
          </Label>
          <Input id={`${id}-from`} name="from" type="date" defaultValue={state.from ?? ""} className="w-40" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-to`} className="text-xs text-muted-foreground">
            {t("to")}
          </Label>
          <Input id={`${id}-to`} name="to" type="date" defaultValue={state.to ?? ""} className="w-40" />
        </div>
        <Button type="submit" variant="secondary">
          {t("apply")}
        </Button>
      </form>
    </div>
  );
}
