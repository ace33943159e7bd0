// An S3 multipart upload as ./parts.ts drives it: part n holds the bytes from (n - 1) × partSize; resuming asks
// ListParts which the upload holds, and an upload S3 no longer knows (completed, aborted, expired) begins anew.
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { PartedUpload, PartsPlan } from './bucket';
import { SOURCE_METADATA } from './bucket';

/** ETag by part number of the parts the upload holds, the right length each; null when S3 knows no such upload. */
async function held(
  client: S3Client,
  input: { Bucket: string; Key: string; UploadId: string },
  plan: PartsPlan,
  abortSignal: AbortSignal,
) {
  const etags = new Map<number, string>();
  try {
    // By IsTruncated, not the SDK's paginator: S3 answers NextPartNumberMarker on the last page too, and it asks again.
    for (let PartNumberMarker: string | undefined, more = true; more;) {
      const page = await client.send(new ListPartsCommand({ ...input, PartNumberMarker }), { abortSignal });
      for (const part of page.Parts ?? []) {
        const expected = Math.min(plan.partSize, plan.size - (part.PartNumber! - 1) * plan.partSize);
        if (part.ETag && part.Size === expected) etags.set(part.PartNumber!, part.ETag);
      }
      more = page.IsTruncated === true;
      PartNumberMarker = page.NextPartNumberMarker;
    }
  } catch (error) {
    if ((error as Error).name === 'NoSuchUpload') return null;
    throw error;
  }
  return etags;
}

export async function s3Parts(
  client: S3Client,
  Bucket: string,
  Key: string,
  plan: PartsPlan,
  abortSignal: AbortSignal,
): Promise<PartedUpload> {
  const resumed = plan.resume?.uploadId;
  let etags = resumed ? await held(client, { Bucket, Key, UploadId: resumed }, plan, abortSignal) : null;
  let UploadId = resumed;
  if (!etags || !UploadId) {
    const Metadata = { [SOURCE_METADATA]: plan.source };
    const created = await client.send(new CreateMultipartUploadCommand({ Bucket, Key, Metadata }), { abortSignal });
    UploadId = created.UploadId!;
    etags = new Map();
  }
  let contiguous = 0;
  while (etags.has(contiguous + 1)) contiguous++;
  const parts = etags;
  return {
    handle: { uploadId: UploadId },
    confirmed: Math.min(contiguous * plan.partSize, plan.size),
    async send(part, offset) {
      const PartNumber = offset / plan.partSize + 1;
      const input = { Bucket, Key, UploadId, PartNumber, Body: part, ContentLength: part.length };
      const { ETag } = await client.send(new UploadPartCommand(input), { abortSignal });
      parts.set(PartNumber, ETag!);
    },
    async complete() {
      const count = Math.ceil(plan.size / plan.partSize);
      const Parts = Array.from({ length: count }, (_, i) => ({ PartNumber: i + 1, ETag: parts.get(i + 1)! }));
      await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts } }), {
        abortSignal,
      });
    },
  };
}
