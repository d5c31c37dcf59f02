import { type Options, stringify } from "csv-stringify/sync";
import { CSV_BOM_PARAM } from "@/lib/browser/csv-bom";

/**
 * The one CSV writer for every export (payouts, audit log), on csv-stringify.
 *
 * - RFC 4180 with CRLF between records. A line break inside a value is written as "\n", so
 *   "\r\n" only ever ends a record: the payouts export counts rows by it while streaming.
 * - Formula injection (OWASP): a text cell starting with = + - @ tab or CR (or their full-width
 *   forms) gets a leading apostrophe, so a spreadsheet shows it as text. Numbers stay numbers,
 *   negative ones included.
 * - Objects are written as JSON; dates as ISO 8601 in UTC (the header names the zone: "at (UTC)");
 *   null and undefined as empty cells.
 * - A UTF-8 byte order mark first, by default: without it Excel reads the file in the machine's
 *   legacy code page and shows "HernÃ¡ndez". Tools that dislike the mark ask for `?bom=0`.
 */
/** Any value: strings, numbers, booleans and dates as above, anything else as JSON. */
export type CsvValue = unknown;

export const CSV_EOL = "\r\n";

/** The UTF-8 byte order mark, written before the header unless the export is asked without it. */
export const UTF8_BOM = "\uFEFF";
/** Whether an export request wants the byte order mark: yes unless it says `bom=0`. */
export function wantsBom(params: URLSearchParams): boolean {
  return params.get(CSV_BOM_PARAM) !== "0";
}

/** A time column's header, naming the zone its values are written in: "createdAt (UTC)". */
export function utcHeader(column: string): string {
  return `${column} (UTC)`;
}

/** An instant the API sent, written in UTC (ISO 8601 with "Z") whatever offset it came with; kept as is if unreadable. */
export function utcInstant(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const OPTIONS: Options = {
  escape_formulas: true,
  record_delimiter: CSV_EOL,
  // With a record delimiter given, csv-stringify would otherwise leave a lone "\n" unquoted.
  quote_record_delimiter: true,
  cast: {
    string: (value) => value.replace(/\r\n?/g, "\n"),
    number: (value) => (Number.isFinite(value) ? String(value) : ""),
    date: (value) => value.toISOString(),
    object: (value) => JSON.stringify(value),
  },
};

/** One record, ending with CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return stringify([[...values]], OPTIONS);
}

/** One cell as it appears inside a record (no record delimiter). */
export function csvCell(value: CsvValue): string {
  return csvLine([value]).slice(0, -CSV_EOL.length);
}

/** A whole document: the byte order mark (unless `bom: false`), the header, then one record per row. */
export function csvDocument(
  header: readonly string[],
  rows: Iterable<readonly CsvValue[]>,
  options: { bom?: boolean } = {},
): string {
  let text = ((options.bom ?? true) ? UTF8_BOM : "") + csvLine(header);
  for (const row of rows) text += csvLine(row);
  return text;
}
