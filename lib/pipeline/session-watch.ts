import "server-only";
import { secondFactorSettled } from "@/lib/auth/mfa/policy";
import { onSessionEnded } from "@/lib/auth/session-events";
import { isIdle, openSessionRow } from "@/lib/auth/session-store";
import { findSessionRows } from "@/lib/db/queries/operator-sessions";
import { isDraining } from "@/lib/log";
import { getLogger } from "@/lib/log/logger";
import { processSingleton } from "@/lib/server/process-singleton";

/**
 * How often open streams' sessions are read again. The `session_ended` notification closes a
 * stream at once on every instance; this is the fallback for what sends none (the idle timeout
 * passing, an absolute lifetime running out, a notification lost with its connection), and keeps
 * every stream within 5 s of its session's end with room for the read itself.
 */
export const STREAM_RECHECK_MS = 3_000;

type Close = () => void;

/**
 * The open live streams of this process by session, closed when their session ends: at once
 * when an ending is heard (lib/auth/session-events.ts: announced here, or by another instance
 * through LISTEN), else at the next periodic read of the store. On shutdown every stream is
 * closed, so the server's close is not held open and the browsers reconnect elsewhere.
 */
export class SessionWatch {
  private readonly streams = new Map<string, Set<Close>>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private checking: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: {
      /** The ids among these whose sessions still open the dashboard. */
      stillOpen: (ids: string[]) => Promise<Set<string>>;
      draining: () => boolean;
      recheckMs: number;
      onError: (message: string, error: unknown) => void;
    },
  ) {}

  /** Closes `close` when the session ends; returns the unwatch (call it when the stream ends by itself). */
  watch(sessionId: string, close: Close): () => void {
    let closers = this.streams.get(sessionId);
    if (!closers) {
      closers = new Set();
      this.streams.set(sessionId, closers);
    }
    closers.add(close);
    this.timer ??= setInterval(() => void this.recheck(null), this.options.recheckMs);
    this.timer.unref?.();
    return () => this.unwatch(sessionId, close);
  }

  /** Streams open for this session (tests, diagnostics). */
  openFor(sessionId: string): number {
    return this.streams.get(sessionId)?.size ?? 0;
  }

  /**
   * Reads the sessions again (one of them, or null: all) and closes the streams of those that no
   * longer open. Checks run one after another, so a notification and a tick never race.
   */
  recheck(sessionId: string | null): Promise<void> {
    this.checking = this.checking.then(() => this.check(sessionId));
    return this.checking;
  }

  /** Closes every stream (shutdown). */
  closeAll(): void {
    for (const id of [...this.streams.keys()]) this.closeSession(id);
  }

  private async check(sessionId: string | null): Promise<void> {
    if (this.options.draining()) return this.closeAll();
    const ids = sessionId === null ? [...this.streams.keys()] : this.streams.has(sessionId) ? [sessionId] : [];
    if (ids.length === 0) return;
    let open: Set<string>;
    try {
      open = await this.options.stillOpen(ids);
    } catch (error) {
      // The store did not answer: the next tick asks again.
      this.options.onError("stream sessions not rechecked", error);
      return;
    }
    for (const id of ids) if (!open.has(id)) this.closeSession(id);
  }

  private closeSession(sessionId: string): void {
    const closers = this.streams.get(sessionId);
    this.streams.delete(sessionId);
    this.stopWhenIdle();
    for (const close of closers ?? []) close();
  }

  private unwatch(sessionId: string, close: Close): void {
    const closers = this.streams.get(sessionId);
    if (!closers) return;
    closers.delete(close);
    if (closers.size === 0) this.streams.delete(sessionId);
    this.stopWhenIdle();
  }

  private stopWhenIdle(): void {
    if (this.streams.size > 0 || !this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
  }
}

/**
 * The sessions among `ids` that still open the dashboard, read from the store (never from the
 * few-seconds session cache): not revoked or deleted, within their lifetime, not idle, second
 * factor settled. The same rules as a request's session read (lib/auth/session.ts).
 */
export async function sessionsStillOpen(ids: string[]): Promise<Set<string>> {
  const rows = await findSessionRows(ids);
  const open = new Set<string>();
  for (const row of rows) {
    const session = openSessionRow(row);
    if (session && !isIdle(session) && secondFactorSettled(session.secondFactor)) open.add(session.id);
  }
  return open;
}

/** The process's one watch, listening to session endings heard on this instance. */
export function getSessionWatch(): SessionWatch {
  return processSingleton("stream-session-watch", () => {
    const watch = new SessionWatch({
      stillOpen: sessionsStillOpen,
      draining: isDraining,
      recheckMs: STREAM_RECHECK_MS,
      onError: (message, error) => getLogger().error({ err: error }, message),
    });
    onSessionEnded((sessionId) => void watch.recheck(sessionId));
    return watch;
  });
}
