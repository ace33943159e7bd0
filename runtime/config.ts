// The one place that reads the environment (DESIGN §1). Everything else receives a Config.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fromRoot } from './paths';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  eventStoreUrl: string | null;
  /** A Temporal cluster; null starts a local server (workflows/runtime/local-server.ts). */
  temporalAddress: string | null;
  temporalNamespace: string;
  /** The local Temporal CLI server's Web UI port. */
  temporalUiPort: number;
  /** The task queue of upload workflows (tests give each app its own). */
  uploadTaskQueue: string;
  /** The task queue of render workflows; null: the upload queue's name with `-render` (so tests' queues stay apart). */
  renderTaskQueue: string | null;
  /** CHROMIUM_PATH: the Chromium the renderer drives; null chooses one (runtime/chromium.ts). */
  chromiumPath: string | null;
  /** RENDER_BROWSERS: how many headless Chromium processes the renderer runs at most (one page each). */
  renderBrowsers: number;
  /** Run the Temporal worker inside this process (docker-compose runs it as its own service). */
  runWorker: boolean;
  /** An S3-compatible store (s3://bucket?endpoint=…); null keeps files under DATA_DIR/blobs. */
  blobStoreUrl: string | null;
  /** Let links point at loopback and private networks (off: the server would fetch its own network). */
  allowPrivateLinks: boolean;
  bootstrapSuperEmail: string;
  bootstrapSuperPassword: string;
  logLevel: string;
  version: string;
  /** Sliding session lifetime (spec 1 §9). */
  sessionMaxAgeMs: number;
  /** Serve the built admin UI from admin-ui/dist when it exists. */
  serveUi: boolean;
  /** Fastify's trustProxy: believe X-Forwarded-* only from these proxies (off: the socket's address and scheme). */
  trustProxy: TrustProxy;
  /** Always mark the session cookie Secure (else only when the request came over HTTPS). */
  cookieSecure: boolean;
  /** Browser origins besides the server's own that may open /ws (e.g. a UI served from another host). */
  allowedOrigins: string[];
  /** Mail of review requests (nodemailer's SMTP URL, smtp://user:pass@host:port); null keeps them in the notification
   * centre only. */
  smtpUrl: string | null;
  /** The sender of that mail. */
  mailFrom: string;
  /** Run the local bucket (runtime/local-bucket.ts: a GCS emulator) on the embedded defaults; LOCAL_BUCKET=false turns
   * it off. */
  localBucket: boolean;
  /** Load the demo on a first start with the embedded database (demo/on-boot.ts); DEMO=false turns it off. */
  demo: boolean;
  /** VARIA_SECRET_KEY: the master key of the secret store (32 bytes, base64); null: DATA_DIR/secret.key, made once
   * (runtime/secret-key.ts). */
  secretKey: string | null;
  /** PLATFORMS: 'simulated' runs the ad platforms' simulated far ends in this process; 'live' talks to the real. */
  platforms: 'simulated' | 'live';
  /** The OAuth clients of the live platforms (GOOGLE_CLIENT_ID/SECRET, META_APP_ID/SECRET); unused when simulated. */
  googleClient: OAuthClientConfig | null;
  metaApp: OAuthClientConfig | null;
  /** GOOGLE_ADS_DEVELOPER_TOKEN: the product's Google Ads API developer token; unused when simulated. */
  googleAdsDeveloperToken: string | null;
  /** CM360_QUERIES_PER_SECOND: the queries a second one process sends Campaign Manager 360, all its activities' calls
   * together (platforms/rate-limit.ts); Google's default quota is 1 per project. Raise it only where Google granted the
   * project more. */
  cm360QueriesPerSecond: number;
  /** AD_REVIEW_FIRST_POLL_MS: how long after a publish the platforms are first asked for its ads' reviews (then twice
   * as long each time); null: the publish workflow's 30 s (workflows/publish/reviews.workflow.ts). */
  adReviewFirstPollMs: number | null;
}

export interface OAuthClientConfig {
  id: string;
  secret: string;
}

/** As Fastify takes it: true (any proxy) or the proxies' addresses/CIDRs. */
type TrustProxy = boolean | string[];

/**
 * Where upload, review, publish and delivery-import workflows ran, each on a Worker of its own, before they joined the
 * render workflows' queue: the boot moves what still runs there, and the schedules that start runs there
 * (workflows/runtime/retired-queues.ts).
 */
export const retiredTaskQueuesOf = (config: Pick<Config, 'renderTaskQueue' | 'uploadTaskQueue'>) =>
  [
    config.uploadTaskQueue,
    `${config.uploadTaskQueue}-review`,
    `${config.uploadTaskQueue}-publish`,
    `${config.uploadTaskQueue}-delivery`,
  ].filter((queue) => queue !== renderTaskQueueOf(config));
/** Where every workflow runs, on one Worker (Config.renderTaskQueue). */
export const renderTaskQueueOf = (config: Pick<Config, 'renderTaskQueue' | 'uploadTaskQueue'>) =>
  config.renderTaskQueue ?? `${config.uploadTaskQueue}-render`;

export const DEFAULT_SUPER_EMAIL = 'super@varia.local';
export const DEFAULT_SUPER_PASSWORD = 'Varia-super-2026-local';

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** A whole number of at least 1. */
function positiveInteger(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number of at least 1, got ${value}`);
  return number;
}

function portNumber(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, got ${value}`);
  return port;
}

/**
 * TRUST_PROXY: unset or 'false' trusts no proxy; 'true' any; else a comma-separated list of addresses,
 * CIDRs or proxy-addr's names (loopback, linklocal, uniquelocal).
 */
function trustProxy(value: string | undefined): TrustProxy {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  // Fastify 5 trusts nobody for a bare hop count: it cannot tell a proxy from a client that adds hops.
  if (/^\d+$/.test(value))
    throw new Error(`TRUST_PROXY must be true or the proxies' addresses/CIDRs, not a hop count (${value})`);
  return commaList(value);
}

function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** ALLOWED_ORIGINS: each as a browser sends it in Origin (scheme://host[:port], no path). */
function origins(value: string | undefined): string[] {
  return commaList(value).map((origin) => {
    const parsed = URL.canParse(origin) ? new URL(origin).origin : 'null';
    if (parsed === 'null')
      throw new Error(`ALLOWED_ORIGINS must list origins such as http://localhost:5173, got ${origin}`);
    return parsed;
  });
}

function platformsMode(value: string | undefined): Config['platforms'] {
  if (!value || value === 'simulated') return 'simulated';
  if (value === 'live') return 'live';
  throw new Error(`PLATFORMS must be simulated or live, got ${value}`);
}

function oauthClient(id: string | undefined, secret: string | undefined): OAuthClientConfig | null {
  return id && secret ? { id, secret } : null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = portNumber('PORT', env.PORT ?? '3000');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './.data'),
    databaseUrl: env.DATABASE_URL || null,
    eventStoreUrl: env.EVENTSTORE_URL || null,
    temporalAddress: env.TEMPORAL_ADDRESS || null,
    temporalNamespace: env.TEMPORAL_NAMESPACE ?? 'default',
    temporalUiPort: portNumber('TEMPORAL_UI_PORT', env.TEMPORAL_UI_PORT ?? '8233'),
    uploadTaskQueue: env.UPLOAD_TASK_QUEUE ?? 'uploads',
    renderTaskQueue: env.RENDER_TASK_QUEUE || null,
    chromiumPath: env.CHROMIUM_PATH || null,
    renderBrowsers: positiveInteger('RENDER_BROWSERS', env.RENDER_BROWSERS || String(os.availableParallelism())),
    runWorker: env.RUN_WORKER !== 'false',
    blobStoreUrl: env.BLOB_STORE_URL || null,
    allowPrivateLinks: env.ALLOW_PRIVATE_LINKS === 'true',
    bootstrapSuperEmail: env.BOOTSTRAP_SUPER_EMAIL ?? DEFAULT_SUPER_EMAIL,
    bootstrapSuperPassword: env.BOOTSTRAP_SUPER_PASSWORD ?? DEFAULT_SUPER_PASSWORD,
    logLevel: env.LOG_LEVEL ?? 'info',
    version: env.APP_VERSION ?? packageVersion(),
    sessionMaxAgeMs: Number(env.SESSION_MAX_AGE_MS ?? 900000),
    serveUi: env.SERVE_UI !== 'false',
    trustProxy: trustProxy(env.TRUST_PROXY),
    cookieSecure: env.COOKIE_SECURE === 'true',
    allowedOrigins: origins(env.ALLOWED_ORIGINS),
    demo: env.DEMO !== 'false',
    localBucket: env.LOCAL_BUCKET !== 'false',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Varia <no-reply@varia.local>',
    secretKey: env.VARIA_SECRET_KEY || null,
    platforms: platformsMode(env.PLATFORMS),
    googleClient: oauthClient(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    metaApp: oauthClient(env.META_APP_ID, env.META_APP_SECRET),
    googleAdsDeveloperToken: env.GOOGLE_ADS_DEVELOPER_TOKEN || null,
    cm360QueriesPerSecond: positiveInteger('CM360_QUERIES_PER_SECOND', env.CM360_QUERIES_PER_SECOND || '1'),
    adReviewFirstPollMs: env.AD_REVIEW_FIRST_POLL_MS
      ? positiveInteger('AD_REVIEW_FIRST_POLL_MS', env.AD_REVIEW_FIRST_POLL_MS)
      : null,
  };
}
