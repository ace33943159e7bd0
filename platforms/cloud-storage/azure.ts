// Azure Blob containers through @azure/storage-blob with the account's shared key: one try per call, bounded by the
// caller's signal. The endpoint, when set, is the blob service's URL (an emulator's includes the account name).
import type { RestError } from '@azure/storage-blob';
import { azureParts } from './azure-parts';
import type { BucketPlatform, BucketRefusal } from './bucket';
import { keyUnder, SOURCE_METADATA } from './bucket';

const REFUSALS: Record<string, BucketRefusal> = {
  AuthenticationFailed: 'credentials',
  InvalidAuthenticationInfo: 'credentials',
  AuthorizationFailure: 'access',
  AuthorizationPermissionMismatch: 'access',
  InsufficientAccountPermissions: 'access',
  ContainerNotFound: 'notFound',
  ResourceNotFound: 'notFound',
};

/** As the SDK's own isRestError judges one, by name: the SDK is loaded on first use, so there is no class to ask. */
const isRestError = (error: unknown): error is RestError => error instanceof Error && error.name === 'RestError';

export const azurePlatform: BucketPlatform = {
  open({ connectionConfig: c }, secret) {
    const account = c.accountName ?? '';
    const url = c.endpoint ?? `https://${account}.blob.core.windows.net`;
    // The SDK is loaded on first use, not at boot: it is nearly half a second of every start.
    const container = import('@azure/storage-blob').then(({ BlobServiceClient, StorageSharedKeyCredential }) =>
      new BlobServiceClient(url, new StorageSharedKeyCredential(account, secret), {
        retryOptions: { maxTries: 1 },
      }).getContainerClient(c.bucket),
    );
    const blob = async (key: string) => (await container).getBlockBlobClient(keyUnder(c.prefix, key));
    return {
      async list(abortSignal) {
        const prefix = c.prefix === '' ? undefined : c.prefix;
        await (await container).listBlobsFlat({ prefix }).byPage({ maxPageSize: 1 }).next();
        // listBlobsFlat takes no signal of its own; the probe's race bounds it.
        abortSignal.throwIfAborted();
      },
      async put(key, body, abortSignal, source) {
        const metadata = source ? { [SOURCE_METADATA]: source } : undefined;
        await (await blob(key)).uploadData(body, { abortSignal, metadata });
      },
      parts: async (key, plan, abortSignal) => azureParts(await blob(key), plan, abortSignal),
      async head(key, abortSignal) {
        try {
          const properties = await (await blob(key)).getProperties({ abortSignal });
          return { size: properties.contentLength ?? 0, source: properties.metadata?.[SOURCE_METADATA] ?? null };
        } catch (error) {
          if (isRestError(error) && error.statusCode === 404) return null;
          throw error;
        }
      },
      async remove(key, abortSignal) {
        await (await blob(key)).delete({ abortSignal });
      },
    };
  },
  refusal(error) {
    if (!isRestError(error)) return null;
    // Azure answers a wrong account key with AuthenticationFailed, Azurite with AuthorizationFailure: same words.
    if (/failed to authenticate/i.test(error.message)) return 'credentials';
    if (error.code && REFUSALS[error.code]) return REFUSALS[error.code]!;
    if (error.statusCode === 403) return 'access';
    if (error.statusCode === 404) return 'notFound';
    return null;
  },
};
