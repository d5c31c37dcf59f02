import { loadavg } from "node:os";
import autocannon from "autocannon";
import { type Kind, type KindedRequest, kindOfClient } from "./load-mix";

/**
 * Two ways to put 50 clients on the dashboard, both with autocannon, and the
 * latency of every answer recorded here (all status codes, by request kind)
 * rather than taken from autocannon's histogram, which leaves out non-2xx
 * answers and, when paced, adds coordinated-omission "corrections" computed
 * with an interval of 1 ms (Math.ceil(1 / rate)) instead of 1000 / rate.
 */
export interface Sample {
  kind: Kind | "unknown";
  status: number;
  ms: number;
}

export interface RunStats {
  samples: Sample[];
  seconds: number;
  /** Requests that got no answer: autocannon timeouts and connection errors. */
  timeouts: number;
  connErrors: number;
  /** 1-minute load average before and after the run. */
  load: [number, number];
  /** Requests per second the clients tried to send (paced runs only). */
  offeredRate?: number;
}

/** Clients wait this long for an answer; beyond it the request counts as a timeout error. */
const CLIENT_TIMEOUT_S = 20;

/**
 * One autocannon instance. Its `amount` would override `duration` (autocannon
 * then ignores the time limit), so the request count is enforced here:
 * `maxSamples` stops the instance once that many answers are in.
 */
function runOne(options: autocannon.Options, samples: Sample[], hardStopMs: number, maxSamples = Infinity) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        ...options,
        timeout: CLIENT_TIMEOUT_S,
        // autocannon refuses the flag without a rate; our own samples are used either way.
        ...(options.connectionRate ? { ignoreCoordinatedOmission: true } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (client, status, _bytes, ms) => {
      samples.push({ kind: kindOfClient(client), status, ms });
      if (samples.length >= maxSamples) instance.stop();
    });
    // Bounded in time even when the request count is not reached.
    setTimeout(() => instance.stop(), hardStopMs).unref();
  });
}

async function collect(runs: (samples: Sample[]) => Promise<autocannon.Result>[]): Promise<RunStats> {
  const samples: Sample[] = [];
  const load0 = loadavg()[0] ?? 0;
  const started = performance.now();
  const results = await Promise.all(runs(samples));
  const seconds = (performance.now() - started) / 1000;
  const errors = results.reduce((s, r) => s + r.errors, 0);
  const timeouts = results.reduce((s, r) => s + r.timeouts, 0);
  return { samples, seconds, timeouts, connErrors: errors - timeouts, load: [load0, loadavg()[0] ?? 0] };
}

export interface ClosedLoopInput {
  urls: string[];
  connections: number;
  /** Bounds: total requests and seconds. */
  amount: number;
  seconds: number;
  requests: KindedRequest[];
}

/** Saturation: every connection sends its next request as soon as the last is answered. */
export function closedLoop({ urls, connections, amount, seconds, requests }: ClosedLoopInput): Promise<RunStats> {
  const per = Math.floor(connections / urls.length);
  return collect((samples) =>
    urls.map((url) =>
      runOne(
        { url, connections: per, duration: seconds, requests },
        samples,
        (seconds + CLIENT_TIMEOUT_S) * 1000,
        amount,
      ),
    ),
  );
}

export interface PacedInput {
  urls: string[];
  clients: number;
  /** Requests per second per client (autocannon's connectionRate; 1 is its minimum). */
  ratePerClient: number;
  seconds: number;
  requests: KindedRequest[];
}

/**
 * Operators: each client is its own connection sending `ratePerClient`
 * requests a second, never two at once. autocannon paces all connections of
 * one instance on timers started together, so 50 connections would fire in
 * lockstep, 50 requests in the same millisecond every second; one instance
 * per client, started 1/(clients × rate) s apart, spreads the arrivals as
 * independent people would. Clients alternate between the urls (round robin).
 */
export function paced({ urls, clients, ratePerClient, seconds, requests }: PacedInput): Promise<RunStats> {
  const gapMs = 1000 / (clients * ratePerClient);
  return collect((samples) =>
    Array.from({ length: clients }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * gapMs));
      return runOne(
        {
          url: urls[i % urls.length] ?? "",
          connections: 1,
          connectionRate: ratePerClient,
          amount: ratePerClient * seconds,
          duration: seconds,
          requests,
        },
        samples,
        (seconds + CLIENT_TIMEOUT_S + 5) * 1000,
      );
    }),
  ).then((stats) => ({ ...stats, offeredRate: clients * ratePerClient }));
}
