"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** "Open by id": the way to a record when the API offers no list of them. */
export function OpenByIdField({ basePath, label }: { basePath: string; label: string }) {
  const t = useTranslations("specOnly");
  const router = useRouter();
  const [id, setId] = useState("");
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = id.trim();
    if (trimmed) router.push(`${basePath}/${encodeURIComponent(trimmed)}`);
  };
  return (
    <form onSubmit={submit} className="flex max-w-lg items-end gap-2">
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
        </label>
        <Input id={inputId} value={id} onChange={(e) => setId(e.target.value)} name="id" autoComplete="off" />
      </div>
      <Button type="submit" disabled={id.trim() === ""}>
        {t("open")}
      </Button>
    </form>
  );
}
