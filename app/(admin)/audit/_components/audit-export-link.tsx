"use client";

import { DownloadIcon } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { CSV_BOM_PARAM, readCsvBom } from "@/lib/browser/csv-bom";

/**
 * The audit log's "Export CSV" link, following this browser's byte order mark setting (set from
 * the payouts export options): `bom=0` is added only when the operator turned the mark off.
 */
export function AuditExportLink({ href, children }: { href: string; children: ReactNode }) {
  const [bom, setBom] = useState(true);
  useEffect(() => setBom(readCsvBom()), []);
  const target = bom ? href : `${href}${href.includes("?") ? "&" : "?"}${CSV_BOM_PARAM}=0`;
  return (
    <a href={target} download className={buttonClassName({ variant: "outline" })}>
      <DownloadIcon aria-hidden /> {children}
    </a>
  );
}
