import { type Options, stringify } from "csv-stringify/sync";

/**
 * The one CSV writer for every export (payouts, audit log), on csv-stringify.
 *
 * - RFC 4180 with CRLF between records. A line break inside a value is written as "\n", so
 *   "\r\n" only ever ends a record: the payouts export counts rows by it while streaming.
 * - Formula injection (OWASP): a text cell starting with = + - @ tab or CR (or their full-width
 *   forms) gets a leading apostrophe, so a spreadsheet shows it as text. Numbers stay numbers,
 *   negative ones included.
 * - Objects are written as JSON; dates as ISO 8601 in UTC; null and undefined as empty cells.
 */
/** Any value: strings, numbers, booleans and dates as above, anything else as JSON. */
export type CsvValue = unknown;

export const CSV_EOL = "\r\n";

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

/** A whole document: the header, then one record per row. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let text = csvLine(header);
  for (const row of rows) text += csvLine(row);
  return text;
}
