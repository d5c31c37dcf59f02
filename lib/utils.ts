import { type ClassValue, clsx } from "clsx";
import { mergeClasses } from "./styles/merge-classes";

/** Joins class names and lets later Tailwind utilities override earlier ones (e.g. a caller's `px-2`). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
