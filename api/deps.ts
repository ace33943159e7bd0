import type pg from 'pg';
import type { Config } from '../runtime/config';
import type { EventStore } from '../commands/event-store/port';
import type { Lookups } from '../commands/lookups';
import type { Appended, ProjectionStatus, ProjectionTrouble } from '../projections/runner';
import type { SessionStore } from './auth/sessions';
import type { BlobStore } from '../commands/blob-store/port';
import type { LiveEvents } from '../commands/live-events';
import type { WorkflowStarters } from '../workflows/starters';
import type { Mailer } from '../workflows/review/mailer';
import type { SecretStore } from '../commands/secrets/secret-store';
import type { OAuthPlatforms } from '../platforms';
import type { Platform } from '../domain/campaign/platforms';
import type { PublishStarter } from '../workflows/publish/starters';
import type { ExportStarter } from '../workflows/export/starters';
import type { FeedSchedules } from '../workflows/feeds/starters';
import type { GenerationStarter } from '../workflows/assembly/starters';
import type { NodeMigrations } from '../workflows/migration/starters';

/** Waits for the read side to reach a position (read your own writes). */
export interface CatchUp {
  waitFor(position: number, timeoutMs?: number, appended?: readonly Appended[]): Promise<boolean>;
  status(): Promise<ProjectionStatus[]>;
  troubles(): Promise<ProjectionTrouble[]>;
  retryParked(projection: string, streamId?: string): Promise<{ applied: number; parked: number }>;
}

/** Everything the routes need, built once by the composition root (api/system.ts). */
export interface AppDeps {
  config: Config;
  pool: pg.Pool;
  store: EventStore;
  lookups: Lookups;
  sessions: SessionStore;
  catchUp: CatchUp;
  databaseEmbedded: boolean;
  blobs: BlobStore;
  live: LiveEvents;
  uploads: WorkflowStarters['uploads'];
  renders: WorkflowStarters['renders'];
  screenshots: WorkflowStarters['screenshots'];
  tearsheets: WorkflowStarters['tearsheets'];
  reviews: WorkflowStarters['reviews'];
  publishes: PublishStarter;
  /** Exports to cloud storage, on the render queue's shared Worker (workflows/export). */
  exports: ExportStarter;
  /** Scheduled feeds' Temporal Schedules (workflows/feeds, issue 23 §3). */
  feedSchedules: FeedSchedules;
  /** Generations of assembly variations (issue 23 §2). */
  generations: GenerationStarter;
  /** Business nodes' migrations, on the render queue's shared Worker (workflows/migration). */
  migrations: NodeMigrations;
  /** The platforms a publish may name: those with an adapter (api/publish-platforms.ts). */
  publishTo: readonly Platform[];
  /** Mail of notifications the API sends itself (mentions); null without SMTP_URL: the notification centre only. */
  mailer: Mailer | null;
  /** Platform tokens sealed per business node (commands/secrets). */
  secrets: SecretStore;
  /** Google's and Meta's OAuth, real or simulated (platforms/). */
  oauth: OAuthPlatforms;
  /** The local bucket the embedded defaults run (runtime/local-bucket.ts), whose endpoint connectors may name though
   * it is on loopback; null elsewhere. */
  /** `ready` resolves once it listens and its supervisor watches it; rejects when it could not start. */
  localBucket: { endpoint: string; bucket: string; ready: Promise<void> } | null;
  /** The workflow engine; uiUrl is the local Temporal server's Web UI (null for a cluster). */
  workflowEngine: { kind: string; uiUrl: string | null; ping(): Promise<boolean> };
}
