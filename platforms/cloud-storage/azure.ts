// Azure Blob containers through @azure/storage-blob with the account's shared key: one try per call, bounded by the
// caller's signal. The endpoint, when set, is the blob service's URL (an emulator's includes the account name).
import { BlobServiceClient, RestError, StorageSharedKeyCredential } from '@azure/storage-blob';
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

export const azurePlatform: BucketPlatform = {
  open({ connectionConfig: c }, secret) {
    const account = c.accountName ?? '';
    const url = c.endpoint ?? `https://${account}.blob.core.windows.net`;
    const service = new BlobServiceClient(url, new StorageSharedKeyCredential(account, secret), {
      retryOptions: { maxTries: 1 },
    });
    const container = service.getContainerClient(c.bucket);
    const blob = (key: string) => container.getBlockBlobClient(keyUnder(c.prefix, key));
    return {
      async list(abortSignal) {
        const prefix = c.prefix === '' ? undefined : c.prefix;
        await container.listBlobsFlat({ prefix }).byPage({ maxPageSize: 1 }).next();
        // listBlobsFlat takes no signal of its own; the probe's race bounds it.
        abortSignal.throwIfAborted();
      },
      async put(key, body, abortSignal, source) {
        const metadata = source ? { [SOURCE_METADATA]: source } : undefined;
        if (Buffer.isBuffer(body)) await blob(key).uploadData(body, { abortSignal, metadata });
        else await blob(key).uploadStream(body, undefined, undefined, { abortSignal, metadata });
      },
      async head(key, abortSignal) {
        try {
          const properties = await blob(key).getProperties({ abortSignal });
          return { size: properties.contentLength ?? 0, source: properties.metadata?.[SOURCE_METADATA] ?? null };
        } catch (error) {
          if (error instanceof RestError && error.statusCode === 404) return null;
          throw error;
        }
      },
      async remove(key, abortSignal) {
        await blob(key).delete({ abortSignal });
      },
    };
  },
  refusal(error) {
    if (!(error instanceof RestError)) return null;
    // Azure answers a wrong account key with AuthenticationFailed, Azurite with AuthorizationFailure: same words.
    if (/failed to authenticate/i.test(error.message)) return 'credentials';
    if (error.code && REFUSALS[error.code]) return REFUSALS[error.code]!;
    if (error.statusCode === 403) return 'access';
    if (error.statusCode === 404) return 'notFound';
    return null;
  },
};
