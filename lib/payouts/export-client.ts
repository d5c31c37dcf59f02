import { exportQuery } from "@/lib/browser/csv-bom";
import { countRecords } from "./csv";

/** Above this many rows the browser is asked for a file to stream into (where it can), not a memory buffer. */
export const STREAM_TO_DISK_ROWS = 20_000;
/** Blob parts are merged every so many chunks, so the browser can page them to disk instead of holding thousands of small buffers. */
const MERGE_EVERY_CHUNKS = 256;

export type ExportProgress = { rows: number; total: number };

type FileHandle = { createWritable: () => Promise<WritableStream<Chunk>> };
type SavePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<FileHandle>;

/** A place the CSV bytes go: a file on disk where the browser allows it, else Blob parts. */
type Chunk = Uint8Array<ArrayBuffer>;
type Sink = { write: (chunk: Chunk) => Promise<void>; close: () => Promise<void>; abort: () => Promise<void> };

function blobSink(filename: string): Sink {
  let blob = new Blob([]);
  let pending: BlobPart[] = [];
  return {
    async write(chunk) {
      pending.push(chunk);
      if (pending.length >= MERGE_EVERY_CHUNKS) {
        blob = new Blob([blob, ...pending], { type: "text/csv" });
        pending = [];
      }
    },
    async close() {
      blob = new Blob([blob, ...pending], { type: "text/csv;charset=utf-8" });
      pending = [];
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      // Give the download a moment to start before releasing the memory.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    async abort() {
      pending = [];
      blob = new Blob([]);
    },
  };
}

async function diskSink(filename: string): Promise<Sink | null> {
  const picker = (globalThis as { showSaveFilePicker?: SavePicker }).showSaveFilePicker;
  if (!picker) return null;
  const handle = await picker({
    suggestedName: filename,
    types: [{ description: "CSV", accept: { "text/csv": [".csv"] } }],
  });
  const writable = await handle.createWritable();
  const writer = writable.getWriter();
  return {
    write: (chunk) => writer.write(chunk),
    close: () => writer.close(),
    abort: () => writer.abort(),
  };
}

export function exportFilename(filters: Record<string, string>, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, "-");
  const parts = Object.entries(filters).map(
    ([key, value]) => `${key}-${value.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 40)}`,
  );
  return `${["payouts", ...parts, stamp].join("_")}.csv`;
}

/**
 * Streams the server's CSV (every payout matching `filters`) into a file, counting records
 * as they pass for the progress bar. Large exports go straight to disk through the File
 * System Access API where the browser has it; otherwise into Blob parts, which browsers
 * back with disk once they grow, so 100,000 rows never sit in the JS heap as one string.
 * Aborting `signal` cancels the request, which stops the server paging through the API.
 */
export async function exportPayoutsCsv(
  filters: Record<string, string>,
  options: {
    signal: AbortSignal;
    onProgress: (progress: ExportProgress) => void;
    expectedRows?: number;
    /** Full account, document and alias values instead of masked ones: needs a fresh step-up; audited. */
    fullValues?: { reason: string };
    /** The UTF-8 byte order mark first (the default; Excel needs it), or not (the operator's setting). */
    bom?: boolean;
  },
): Promise<{ rows: number; filename: string }> {
  const filename = exportFilename(filters);
  const useDisk = (options.expectedRows ?? 0) > STREAM_TO_DISK_ROWS;
  const sink = (useDisk ? await diskSink(filename).catch(() => null) : null) ?? blobSink(filename);
  const url = `/api/payouts/export?${exportQuery(filters, options.bom ?? true)}`;
  // Full values are a POST with the reason in its body (refused from another site); a GET is
  // always masked.
  const response = options.fullValues
    ? await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ reason: options.fullValues.reason }),
        signal: options.signal,
      })
    : await fetch(url, { signal: options.signal });
  if (!response.ok || !response.body) {
    await sink.abort();
    throw new Error(`Export failed (${response.status})`);
  }
  const total = Number(response.headers.get("x-total-count") ?? options.expectedRows ?? 0);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let records = 0;
  let carry = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await sink.write(value as Chunk);
      // A record ends with "\r\n", which may straddle two chunks: keep the last character.
      const text = carry + decoder.decode(value, { stream: true });
      records += countRecords(text);
      carry = text.endsWith("\r") ? "\r" : "";
      options.onProgress({ rows: Math.max(0, records - 1), total });
    }
  } catch (error) {
    await sink.abort();
    throw error;
  }
  await sink.close();
  return { rows: Math.max(0, records - 1), filename };
}
