// Blobs in an S3-compatible bucket (MinIO in docker-compose.yml). Puts stream as multipart uploads, hashed
// on the way; credentials come from the AWS SDK's default chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, ...).
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline as pipe, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { createMeter } from './meter';
import { removeStaleEntries } from './stale-files';
import { assertBlobKey, type BlobInfo, BlobNotFoundError, type BlobStore, type PutOptions } from './port';

interface S3Location {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
}

/** `s3://bucket?endpoint=http://minio:9000&region=us-east-1&forcePathStyle=true`; only the bucket is required. */
export function parseS3Url(url: string): S3Location {
  const parsed = new URL(url);
  if (parsed.protocol !== 's3:' || !parsed.hostname || !['', '/'].includes(parsed.pathname)) {
    throw new Error(
      `BLOB_STORE_URL must look like s3://bucket?endpoint=...&region=...&forcePathStyle=true, got ${url}`,
    );
  }
  const endpoint = parsed.searchParams.get('endpoint');
  return {
    bucket: parsed.hostname,
    region: parsed.searchParams.get('region') ?? 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: parsed.searchParams.get('forcePathStyle') === 'true',
  };
}

const PART_SIZE = 8 * 1024 * 1024;
const DELETE_BATCH = 1000;

/** The AWS SDK loads only where blobs are in S3 (fromUrl), never in a product whose blobs are files (~5 MB of heap,
 * ARCHITECTURE.md "Memory"). */
const s3 = () => import('@aws-sdk/client-s3');

const isNotFound = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as Error).name);

export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  private readonly client: Promise<S3Client>;

  constructor(
    client: S3Client | Promise<S3Client>,
    private readonly bucket: string,
    /** Where withLocalFile downloads to. */
    private readonly tmpDir: string,
  ) {
    this.client = Promise.resolve(client);
  }

  static fromUrl(url: string, tmpDir: string): S3BlobStore {
    const { bucket, ...config } = parseS3Url(url);
    return new S3BlobStore(
      s3().then(({ S3Client }) => new S3Client(config)),
      bucket,
      tmpDir,
    );
  }

  async put(key: string, body: Readable, opts: PutOptions = {}): Promise<BlobInfo> {
    assertBlobKey(key);
    const meter = createMeter(opts);
    const { Upload } = await import('@aws-sdk/lib-storage');
    // pipe() forwards a failing body or an exceeded maxBytes into the meter, which fails the upload;
    // Upload then aborts its multipart upload, so no object appears.
    const upload = new Upload({
      client: await this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: pipe(body, meter.transform, () => {}),
        ContentType: opts.contentType,
      },
      partSize: PART_SIZE,
      queueSize: 2,
    });
    try {
      await upload.done();
    } catch (error) {
      // Stops the body too, so a request still sending it is not left hanging.
      meter.transform.destroy();
      throw error;
    }
    return meter.info();
  }

  async open(key: string, from = 0): Promise<Readable> {
    return (await this.get(key, from)).body;
  }

  async stat(key: string): Promise<{ size: number } | null> {
    assertBlobKey(key);
    const { HeadObjectCommand } = await s3();
    try {
      const head = await (await this.client).send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async copy(from: string, to: string, opts: Pick<PutOptions, 'onProgress'> = {}): Promise<BlobInfo> {
    assertBlobKey(to);
    const source = await this.get(from);
    return this.put(to, source.body, { ...opts, contentType: source.contentType });
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    const { DeleteObjectCommand } = await s3();
    await (await this.client).send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const keys = await this.list(prefix);
    const { DeleteObjectsCommand } = await s3();
    const client = await this.client;
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
      const { Errors } = await client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }),
      );
      if (Errors?.length)
        throw new Error(`Could not delete ${Errors.length} blobs under ${prefix}: ${Errors[0]!.Message}`);
    }
  }

  async list(prefix: string): Promise<string[]> {
    return (await this.objects(prefix)).map((object) => object.key);
  }

  async listWrittenBefore(prefix: string, before: Date): Promise<string[]> {
    return (await this.objects(prefix)).filter((object) => object.written < before).map((object) => object.key);
  }

  async withLocalFile<T>(key: string, fn: (path: string) => Promise<T>): Promise<T> {
    assertBlobKey(key);
    await mkdir(this.tmpDir, { recursive: true });
    const dir = await mkdtemp(path.join(this.tmpDir, 'blob-'));
    try {
      const file = path.join(dir, path.posix.basename(key));
      await pipeline((await this.get(key)).body, createWriteStream(file));
      return await fn(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Downloads of withLocalFile; multipart uploads a crash leaves in the bucket are for its
   * AbortIncompleteMultipartUpload rule. */
  removeTemporary(olderThan: Date): Promise<number> {
    return removeStaleEntries(this.tmpDir, olderThan);
  }

  private async objects(prefix: string): Promise<{ key: string; written: Date }[]> {
    assertBlobKey(prefix);
    const objects: { key: string; written: Date }[] = [];
    const { paginateListObjectsV2 } = await s3();
    for await (const page of paginateListObjectsV2(
      { client: await this.client },
      { Bucket: this.bucket, Prefix: `${prefix}/` },
    )) {
      for (const object of page.Contents ?? [])
        if (object.Key) objects.push({ key: object.Key, written: object.LastModified ?? new Date() });
    }
    return objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  private async get(key: string, from = 0): Promise<{ body: Readable; contentType?: string }> {
    assertBlobKey(key);
    const Range = from > 0 ? `bytes=${from}-` : undefined;
    const { GetObjectCommand } = await s3();
    try {
      const object = await (await this.client).send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range }));
      if (!(object.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a readable body`);
      return { body: object.Body, contentType: object.ContentType };
    } catch (error) {
      if (isNotFound(error)) throw new BlobNotFoundError(key);
      // S3 answers 416 to a range that starts at the end: there is nothing left to read.
      if ((error as Error).name === 'InvalidRange') return { body: Readable.from([]) };
      throw error;
    }
  }
}
