import "server-only";
import { type PgListener, pgListener } from "@/lib/db/listener";
import { pgNotify } from "@/lib/db/queries/notify";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";
import { peekProcessSingleton, processSingleton } from "@/lib/server/process-singleton";
import { forgetAllSessions, forgetSession } from "./session-cache";

/** Postgres channel of "this session changed or ended": every instance drops its cached copy. */
export const SESSION_EVENTS_CHANNEL = "session_ended";
const SLOT = "session-events";

/**
 * Ending a session on one instance ends it on every instance at its next request.
 *
 * Each instance keeps opened sessions for a few seconds (./session-cache.ts). On PostgreSQL,
 * revoking or deleting a session sends a NOTIFY with its id (the id is the row's primary key,
 * so it tells the database server nothing it does not hold already) and every instance LISTENs
 * and forgets that session. Until this instance listens, and again after its LISTEN connection
 * is lost, it cannot hear of an ending elsewhere: then `cacheTrusted()` is false and every
 * request reads the row; once it listens again the whole cache is dropped, since an ending may
 * have been missed meanwhile. PGlite is one process: forgetSession() there already suffices.
 */
export class SessionEvents {
  private readonly listener: PgListener;

  constructor(options: {
    databaseUrl?: string;
    forget: (id: string) => void;
    forgetAll: () => void;
    onError?: (message: string, error: unknown) => void;
  }) {
    this.listener = pgListener(SESSION_EVENTS_CHANNEL, {
      databaseUrl: options.databaseUrl,
      onNotify: (id) => {
        if (id) options.forget(id);
      },
      // Endings sent while not listening were not heard: nothing cached before now is trusted.
      onListening: options.forgetAll,
      // From now on every request reads its row, until the connection listens again.
      onLost: options.forgetAll,
      onError: options.onError,
    });
  }

  /** True when a cached session may be used: one process (PGlite), or this instance listens. */
  cacheTrusted(): boolean {
    return this.listener.listening;
  }

  /** Starts the LISTEN connection (idempotent); resolves once it listens or the attempt failed. */
  ensureListening(): Promise<void> {
    return this.listener.start();
  }

  close(): Promise<void> {
    return this.listener.close();
  }
}

/** Hears "this session ended or changed" (an id), or "any may have" (null: endings were missed). */
export type SessionEndedListener = (sessionId: string | null) => void;

const endedListeners = () => processSingleton("session-ended-listeners", () => new Set<SessionEndedListener>());

/**
 * Subscribes to endings heard on this instance: announced here, or by another instance through
 * the LISTEN connection. Live streams use it to close at once (lib/pipeline/session-watch.ts);
 * the notice also follows changes that do not end a session (a step-up), so a listener checks
 * the store before acting. Returns the unsubscribe.
 */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  const listeners = endedListeners();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function tellListeners(sessionId: string | null): void {
  for (const listener of endedListeners()) {
    try {
      listener(sessionId);
    } catch (error) {
      getLogger().error({ err: error }, "session end listener failed");
    }
  }
}

export function getSessionEvents(): SessionEvents {
  return processSingleton(SLOT, () => {
    const events = new SessionEvents({
      databaseUrl: getEnv().DATABASE_URL,
      forget: (id) => {
        forgetSession(id);
        tellListeners(id);
      },
      forgetAll: () => {
        forgetAllSessions();
        tellListeners(null);
      },
      onError: (message, error) => getLogger().error({ err: error }, message),
    });
    void events.ensureListening();
    return events;
  });
}

/**
 * Tells the other instances that this session ended (or changed): they forget their cached copy
 * and check their open streams of it; this instance's streams are told at once.
 * A failure to tell is logged, never the caller's failure: the others stop trusting their cache
 * within its few seconds anyway.
 */
export async function announceSessionEnded(id: string): Promise<void> {
  // This instance's own streams hear it now (on PGlite, the only instance there is).
  tellListeners(id);
  if (!getEnv().DATABASE_URL) return;
  try {
    await pgNotify(SESSION_EVENTS_CHANNEL, id);
  } catch (error) {
    getLogger().error({ err: error }, "session end not announced to the other instances");
  }
}

/** Shutdown: the LISTEN connection closes, if one was opened. */
export async function closeSessionEvents(): Promise<void> {
  await peekProcessSingleton<SessionEvents>(SLOT)?.close();
}
