"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { addKey, cellText, isRecord, removeKey, setCell, strategyColumns } from "./json-table";

interface Props {
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
}

/** strategiesByPair as a table: one row per currency pair, one column per strategy field. */
export function StrategiesEditor({ value, onChange }: Props) {
  const t = useTranslations("customers.strategies");
  const [newPair, setNewPair] = useState("");
  const columns = strategyColumns(value);
  const pairs = Object.keys(value);
  return (
    <div className="grid gap-3">
      <div className="overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("pair")}</TableHead>
              {columns.map((c) => (
                <TableHead key={c} className="font-mono text-xs">
                  {c}
                </TableHead>
              ))}
              <TableHead>
                <span className="sr-only">{t("remove")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {pairs.map((pair) => {
              const strategy = value[pair];
              return (
                <TableRow key={pair} data-testid={`pair-${pair}`}>
                  <TableCell className="font-mono text-xs font-semibold whitespace-nowrap">{pair}</TableCell>
                  {isRecord(strategy) ? (
                    columns.map((column) => {
                      const cell = cellText(strategy[column]);
                      return (
                        <TableCell key={column} className="min-w-28">
                          <Input
                            aria-label={`${pair} ${column}`}
                            value={cell.text}
                            readOnly={!cell.editable}
                            title={cell.editable ? undefined : t("rawOnly")}
                            onChange={(e) => onChange(setCell(value, pair, column, e.target.value))}
                            className="h-8 font-mono text-xs"
                          />
                        </TableCell>
                      );
                    })
                  ) : (
                    <TableCell
                      colSpan={Math.max(1, columns.length)}
                      className="font-mono text-xs text-muted-foreground"
                    >
                      {JSON.stringify(strategy)} · {t("rawOnly")}
                    </TableCell>
                  )}
                  <TableCell>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={t("removePair", { pair })}
                      onClick={() => onChange(removeKey(value, pair))}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <div className="flex gap-2">
        <Input
          aria-label={t("newPair")}
          placeholder="COP/USDT"
          value={newPair}
          onChange={(e) => setNewPair(e.target.value.toUpperCase())}
          className="max-w-xs font-mono"
        />
        <Button
          variant="outline"
          disabled={!newPair.trim() || newPair.trim() in value}
          onClick={() => {
            onChange(addKey(value, newPair, {}));
            setNewPair("");
          }}
        >
          <PlusIcon aria-hidden /> {t("addPair")}
        </Button>
      </div>
    </div>
  );
}
