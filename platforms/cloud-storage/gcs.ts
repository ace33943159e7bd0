// Google Cloud Storage through @google-cloud/storage with a service account's key: no retries, bounded by the
// caller's signal (the probe races it; the library takes no AbortSignal).
import type { StorageOptions } from '@google-cloud/storage';
import { JWT } from 'google-auth-library';
import type { ConnectionConfig } from '../../domain/cloud-storage';
import type { BucketPlatform } from './bucket';
import { gcsParts } from './gcs-parts';
import { keyUnder, SOURCE_METADATA } from './bucket';

const SCOPE = 'https://www.googleapis.com/auth/devstorage.read_write';

/**
 * How the SDK authenticates. At Google's own endpoint: the key is exchanged for an access token (the SDK's default).
 * At a connector's own endpoint (Private Service Connect, a GCS-compatible store, an emulator) the SDK would send no
 * credentials at all, and its token exchange would go to Google's token endpoint whatever the endpoint: every call
 * carries a JWT the key signs itself (a self-signed JWT with the scope, which Google accepts), asking no one else.
 */
function authOf(c: ConnectionConfig, secret: string): StorageOptions {
  if (!c.endpoint) return { credentials: { client_email: c.clientEmail ?? '', private_key: secret } };
  const jwt = new JWT({ email: c.clientEmail ?? '', key: secret, scopes: [SCOPE] });
  jwt.useJWTAccessWithScope = true;
  return { authClient: jwt, apiEndpoint: c.endpoint, useAuthWithCustomEndpoint: true };
}

export const gcsPlatform: BucketPlatform = {
  open({ connectionConfig: c }, secret) {
    const options: StorageOptions = { projectId: c.projectId ?? undefined, ...authOf(c, secret) };
    // The SDK (~3 MB of heap) is loaded on first use, not at boot: an idle product needs none of it.
    const storage = import('@google-cloud/storage').then(
      ({ Storage }) => new Storage({ ...options, retryOptions: { autoRetry: false } }),
    );
    const file = async (key: string) => (await storage).bucket(c.bucket).file(keyUnder(c.prefix, key));
    return {
      async list() {
        await (await storage).bucket(c.bucket).getFiles({ prefix: c.prefix, maxResults: 1, autoPaginate: false });
      },
      async put(key, body, _signal, source) {
        const metadata = source ? { metadata: { [SOURCE_METADATA]: source } } : undefined;
        await (await file(key)).save(body, { resumable: false, metadata });
      },
      parts: async (key, plan, signal) => gcsParts(await storage, await file(key), plan, signal),
      async head(key) {
        try {
          const [meta] = await (await file(key)).getMetadata();
          const source = meta.metadata?.[SOURCE_METADATA];
          return { size: Number(meta.size ?? 0), source: typeof source === 'string' ? source : null };
        } catch (error) {
          if ((error as { code?: number }).code === 404) return null;
          throw error;
        }
      },
      async remove(key) {
        await (await file(key)).delete();
      },
    };
  },
  refusal(error) {
    const { code, message } = error as { code?: number | string; message?: string };
    // A key Google does not accept fails at the token exchange, before the bucket is asked.
    if (code === 401 || /invalid_grant|invalid_client|DECODER routines|PEM/i.test(message ?? '')) return 'credentials';
    if (code === 403) return 'access';
    if (code === 404) return 'notFound';
    return null;
  },
};
