import type { Payout } from "@/lib/contract";
import { csvHeader, csvRow } from "./csv";

export const EXPORT_PAGE_SIZE = 100;

export type PageFetcher = (
  page: number,
  limit: number,
  signal: AbortSignal,
) => Promise<{ payouts: Payout[]; totalPage: number }>;

/**
 * A CSV byte stream of every payout the fetcher returns, page by page at limit=100. Pull-based:
 * the next API page is requested only when the consumer has read the previous one, so memory
 * stays at one page however many rows there are. Cancelling (the browser aborted the request)
 * stops the paging. Rows already written are skipped if new payouts shift a later page. The
 * UTF-8 byte order mark comes first unless `bom` is false.
 */
export function csvExportStream(
  fetchPage: PageFetcher,
  signal: AbortSignal,
  options: { bom?: boolean } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const seen = new Set<string>();
  let page = 1;
  let lastPage = Number.POSITIVE_INFINITY;
  const stop = new AbortController();
  signal.addEventListener("abort", () => stop.abort(signal.reason), { once: true });
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvHeader(options.bom ?? true)));
      },
      async pull(controller) {
        if (page > lastPage || stop.signal.aborted) {
          controller.close();
          return;
        }
        const { payouts, totalPage } = await fetchPage(page, EXPORT_PAGE_SIZE, stop.signal);
        lastPage = totalPage;
        page++;
        let chunk = "";
        for (const payout of payouts) {
          if (seen.has(payout.id)) continue;
          seen.add(payout.id);
          chunk += csvRow(payout);
        }
        if (chunk !== "") controller.enqueue(encoder.encode(chunk));
        if (payouts.length === 0 || page > totalPage) controller.close();
      },
      cancel(reason) {
        stop.abort(reason);
      },
    },
    // One page of rows buffered ahead: the API request for page n+1 overlaps the network write of page n.
    { highWaterMark: 2 },
  );
}
