// Live messages to signed-in users (upload progress, status changes), delivered through Postgres
// LISTEN/NOTIFY so that a worker in another process reaches the websocket of the API process.
import { EventEmitter } from 'node:events';
import type pg from 'pg';

const LIVE_CHANNEL = 'varia_live';
const RELISTEN_PAUSE_MS = 1_000;

export interface LiveMessage {
  type: string;
  [key: string]: unknown;
}

export interface LivePublisher {
  publish(userId: string, message: LiveMessage): Promise<void>;
  broadcast(message: LiveMessage): Promise<void>;
}

/** The subscription key of broadcast messages (no user id looks like it). */
export const BROADCAST = '*';

export class LiveEvents implements LivePublisher {
  private readonly local = new EventEmitter();
  private listener: pg.PoolClient | null = null;
  private closed = false;
  private relistening = false;

  constructor(private readonly pool: pg.Pool) {
    this.local.setMaxListeners(0);
  }

  async publish(userId: string, message: LiveMessage): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify({ userId, message })]);
  }

  /** To every open channel; each decides whether its user may hear it (api/routes/live.ts). */
  broadcast(message: LiveMessage): Promise<void> {
    return this.publish(BROADCAST, message);
  }

  /** Starts receiving; only processes that serve websockets need to. */
  async listen(): Promise<void> {
    const listener = await this.pool.connect();
    this.listener = listener;
    listener.on('notification', (n) => {
      if (n.channel !== LIVE_CHANNEL || !n.payload) return;
      const { userId, message } = JSON.parse(n.payload) as { userId: string; message: LiveMessage };
      this.local.emit(userId, message);
    });
    // A lost connection (the database restarted) ends the LISTEN: listen again on a new one once it answers.
    listener.once('error', (error) => this.relisten(listener, error));
    listener.once('end', () => this.relisten(listener, new Error('Connection ended')));
    await listener.query(`LISTEN ${LIVE_CHANNEL}`);
  }

  private relisten(lost: pg.PoolClient, error: Error): void {
    if (this.listener !== lost) return;
    this.listener = null;
    lost.release(error);
    if (this.relistening || this.closed) return;
    this.relistening = true;
    void (async () => {
      for (let attempt = 1; !this.closed; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(200 * attempt, RELISTEN_PAUSE_MS)));
        try {
          await this.listen();
          break;
        } catch {
          const failed = this.listener;
          this.listener = null;
          failed?.release(true);
        }
      }
      this.relistening = false;
      // Closed while a LISTEN was being set up: give its connection back, or the pool could not end.
      if (this.closed) await this.close();
    })();
  }

  subscribe(userId: string, deliver: (message: LiveMessage) => void): () => void {
    this.local.on(userId, deliver);
    return () => this.local.off(userId, deliver);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listener?.release();
    this.listener = null;
  }
}
