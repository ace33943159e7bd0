// Live messages to signed-in users (upload progress, status changes), delivered through Postgres
// LISTEN/NOTIFY so that a worker in another process reaches the websocket of the API process.
import { EventEmitter } from 'node:events';
import type pg from 'pg';

export const LIVE_CHANNEL = 'varia_live';

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
    this.listener = await this.pool.connect();
    this.listener.on('notification', (n) => {
      if (n.channel !== LIVE_CHANNEL || !n.payload) return;
      const { userId, message } = JSON.parse(n.payload) as { userId: string; message: LiveMessage };
      this.local.emit(userId, message);
    });
    await this.listener.query(`LISTEN ${LIVE_CHANNEL}`);
  }

  subscribe(userId: string, deliver: (message: LiveMessage) => void): () => void {
    this.local.on(userId, deliver);
    return () => this.local.off(userId, deliver);
  }

  async close(): Promise<void> {
    this.listener?.release();
    this.listener = null;
  }
}
