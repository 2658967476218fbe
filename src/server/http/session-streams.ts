import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { KEEP_ALIVE_MS } from './event-stream.js';

/**
 * The channel on which a session's end is announced: a JSON array of hashed session ids, sent when
 * the transaction that deleted them commits (logout, password reset, suspension, a login's rotation).
 * Lower-case: LISTEN folds identifiers.
 */
export const SESSIONS_ENDED_CHANNEL = 'rethread_sessions_ended';

// NOTIFY payloads stop at 8,000 bytes; a hashed id is 64 hex characters (67 with quotes and comma).
const SIDS_PER_MESSAGE = 100;

/** The messages that announce the end of `sids`, each within NOTIFY's payload limit. */
export function sessionsEndedPayloads(sids: string[]): string[] {
  const payloads: string[] = [];
  for (let i = 0; i < sids.length; i += SIDS_PER_MESSAGE) {
    payloads.push(JSON.stringify(sids.slice(i, i + SIDS_PER_MESSAGE)));
  }
  return payloads;
}

/** Which of these hashed session ids still belong to an unexpired session of an active account. */
export type OpenSessionsLookup = (sids: string[]) => Promise<Set<string>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Private streams by the session that opened them, ended with it (http/session-streams.ts). */
    sessionStreams: SessionStreams;
  }
}

/**
 * A person's private streams (notifications, messages) are opened with their session and must not
 * outlive it: a stream only checks the cookie when it opens. Every instance listens for sessions'
 * ends and ends the streams it holds for them; and in case an announcement is missed (the
 * subscription was reconnecting) or a session simply expired, every keep-alive period it asks the
 * database which of its streams' sessions are still open and ends the rest.
 */
export class SessionStreams {
  private readonly bySid = new Map<string, Set<ServerResponse>>();
  private unlisten: (() => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    private readonly openSessions: OpenSessionsLookup,
  ) {}

  /** Ties an open stream to the session it was opened with. */
  attach(sid: string, res: ServerResponse): void {
    let set = this.bySid.get(sid);
    if (!set) this.bySid.set(sid, (set = new Set()));
    set.add(res);
    res.once('close', () => {
      set.delete(res);
      if (set.size === 0 && this.bySid.get(sid) === set) this.bySid.delete(sid);
    });
  }

  /** Ends every stream of these sessions on this instance. */
  end(sids: Iterable<string>): void {
    for (const sid of sids) {
      const set = this.bySid.get(sid);
      if (!set) continue;
      this.bySid.delete(sid);
      for (const res of set) res.end();
    }
  }

  /** Ends the streams whose session is no longer open (expired, or its end was not heard). */
  async recheck(): Promise<void> {
    if (this.checking || this.bySid.size === 0) return;
    this.checking = true;
    try {
      const held = [...this.bySid.keys()];
      const open = await this.openSessions(held);
      this.end(held.filter((sid) => !open.has(sid)));
    } catch (err) {
      this.log.warn({ err }, 'session streams: recheck failed');
    } finally {
      this.checking = false;
    }
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(SESSIONS_ENDED_CHANNEL, (payload) => {
      let sids: unknown;
      try {
        sids = JSON.parse(payload);
      } catch {
        return;
      }
      if (Array.isArray(sids)) this.end(sids.filter((sid): sid is string => typeof sid === 'string'));
    });
    this.timer = setInterval(() => void this.recheck(), KEEP_ALIVE_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.unlisten?.().catch((err: unknown) => this.log.warn({ err }, 'session streams: unlisten failed'));
  }
}

/** Starts the instance's SessionStreams with the app and stops it when the app closes. */
export async function registerSessionStreams(
  app: FastifyInstance,
  database: DatabaseHandle,
  openSessions: OpenSessionsLookup,
): Promise<void> {
  const streams = new SessionStreams(database, app.log, openSessions);
  await streams.start();
  app.decorate('sessionStreams', streams);
  app.addHook('onClose', async () => streams.stop());
}
