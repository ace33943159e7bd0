// Test connection (issue 22 §2): a bounded probe of a connector through its platform's SDK. It lists, puts a probe
// key and deletes it, and says in words why it failed: credentials refused, access denied, bucket not found, a TLS
// failure, the store unreachable or too slow.
import { randomUUID } from 'node:crypto';
import type { CloudStorageSettings, StorageType } from '../../domain/cloud-storage';
import { azurePlatform } from './azure';
import type { BucketPlatform, BucketRefusal } from './bucket';
import { gcsPlatform } from './gcs';
import { s3Platform } from './s3';

export const PLATFORMS: Record<StorageType, BucketPlatform> = {
  s3: s3Platform,
  gcs: gcsPlatform,
  azure: azurePlatform,
};

/** The whole probe's bound: three small calls to a store that answers take well under a second each. */
export const PROBE_TIMEOUT_MS = 15_000;

export const PROBE_MESSAGES = {
  credentials: 'The storage refused the credentials (check the key id and the secret)',
  access: 'Access denied: these credentials may not list, write or delete in this bucket',
  notFound: (bucket: string) => `The bucket or container '${bucket}' was not found`,
  tls: (detail: string) => `The TLS connection to the storage failed: ${detail}`,
  unreachable: (detail: string) => `The storage could not be reached: ${detail}`,
  timeout: `The storage did not answer within ${PROBE_TIMEOUT_MS / 1000} seconds`,
  other: (detail: string) => `The storage refused the test: ${detail}`,
} as const;

const TLS_CODES = /^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_|EPROTO$)/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH']);

/** The error's own code, or its cause's (fetch and the SDKs wrap the socket's error). */
function codeOf(error: unknown): string {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && e.code !== '') return e.code;
    e = e.cause as typeof e;
  }
  return '';
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.slice(0, 300);
}

const refusalMessage = (refusal: BucketRefusal, bucket: string) =>
  refusal === 'notFound' ? PROBE_MESSAGES.notFound(bucket) : PROBE_MESSAGES[refusal];

/** Why the probe failed, in words. */
export function probeFailure(platform: BucketPlatform, error: unknown, bucket: string, timedOut: boolean): string {
  if (timedOut) return PROBE_MESSAGES.timeout;
  const refusal = platform.refusal(error);
  if (refusal) return refusalMessage(refusal, bucket);
  const code = codeOf(error);
  if (TLS_CODES.test(code)) return PROBE_MESSAGES.tls(`${code} ${messageOf(error)}`.trim());
  if (NETWORK_CODES.has(code)) return PROBE_MESSAGES.unreachable(`${code} ${messageOf(error)}`.trim());
  return PROBE_MESSAGES.other(messageOf(error));
}

/** null when the connector can list, write and delete; else why not. Never throws. */
export async function probeConnection(settings: CloudStorageSettings, secret: string): Promise<string | null> {
  const platform = PLATFORMS[settings.storageType];
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      reject(new Error(PROBE_MESSAGES.timeout));
    }, PROBE_TIMEOUT_MS);
  });
  const key = `.varia-probe-${randomUUID()}`;
  try {
    const bucket = platform.open(settings, secret);
    await Promise.race([
      (async () => {
        await bucket.list(controller.signal);
        await bucket.put(key, Buffer.from('varia test connection\n'), controller.signal);
        await bucket.remove(key, controller.signal);
      })(),
      deadline,
    ]);
    return null;
  } catch (error) {
    return probeFailure(platform, error, settings.connectionConfig.bucket, timedOut);
  } finally {
    clearTimeout(timer);
  }
}
