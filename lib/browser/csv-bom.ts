/**
 * The operator's CSV setting, kept in this browser: exports start with a UTF-8 byte order mark
 * (Excel then reads accents right) unless turned off for a tool that dislikes it. Per browser,
 * because the tool that opens the file is on this machine.
 */
const KEY = "csv-byte-order-mark";

/**
 * The export URL's query parameter that turns the mark off: `bom=0`. Defined here, where the
 * browser writes it (the server's CSV writer reads it through wantsBom), so a page with an export
 * button does not load that writer (csv-stringify and its Node Buffer polyfill).
 */
export const CSV_BOM_PARAM = "bom";

export function readCsvBom(storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(KEY) !== "off";
  } catch {
    // Storage refused (private mode, policy): the default.
    return true;
  }
}

export function writeCsvBom(on: boolean, storage: Pick<Storage, "setItem"> | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(KEY, on ? "on" : "off");
  } catch {
    // Not kept; this export still follows the choice.
  }
}

/** The export URL's query with the setting: `bom=0` only when the mark is off (on is the server's default). */
export function exportQuery(filters: Record<string, string>, bom: boolean): string {
  const params = new URLSearchParams(filters);
  if (!bom) params.set(CSV_BOM_PARAM, "0");
  return params.toString();
}
