/**
 * Polls a health route until it answers 2xx. Every bench waits on a health route, not on a log
 * line: benches quiet their servers' logs to warnings, which hides a "listening" line.
 * `failed` is asked before each try, so a server that already exited fails the wait at once
 * instead of at the deadline.
 */
export async function waitForHealthy(
  url: string,
  timeoutMs: number,
  options: { intervalMs?: number; failed?: () => Error | undefined } = {},
): Promise<void> {
  const { intervalMs = 250, failed } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const error = failed?.();
    if (error) throw error;
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
    const healthy = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
