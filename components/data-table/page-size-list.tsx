"use client";

import { Select as SelectPrimitive } from "radix-ui";
import { Select, SelectContent, SelectItem } from "@/components/ui/select";
import type { LazyPopupProps } from "@/components/ui/use-lazy-popup";

export type PageSizeListProps = Omit<LazyPopupProps, "contentProps"> & {
  id: string;
  value: number;
  sizes: readonly number[];
  onChange: (size: number) => void;
};

/**
 * The page-size listbox (Radix Select), loaded on first use by DataTablePagination. Radix
 * positions it against its trigger, so an invisible trigger lies over the real button.
 */
export function PageSizeList({ id, value, sizes, onChange, open, setOpen, button }: PageSizeListProps) {
  return (
    <Select open={open} onOpenChange={setOpen} value={String(value)} onValueChange={(size) => onChange(Number(size))}>
      <SelectPrimitive.Trigger asChild>
        <span aria-hidden tabIndex={-1} className="pointer-events-none absolute inset-0" />
      </SelectPrimitive.Trigger>
      <SelectContent
        id={id}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          button.current?.focus({ preventScroll: true });
        }}
      >
        {sizes.map((size) => (
          <SelectItem key={size} value={String(size)}>
            {size}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
