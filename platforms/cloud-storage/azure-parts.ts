// An Azure block blob put as ./parts.ts drives it: each part is a staged block whose id is the upload's random prefix
// and the part's index, so resuming asks the blob's uncommitted block list which parts it holds, and the commit lists
// them in order. Blocks not committed within a week are dropped by Azure: such an upload finds none and sends all.
import { randomBytes } from 'node:crypto';
import type { BlockBlobClient } from '@azure/storage-blob';
import type { PartedUpload, PartsPlan } from './bucket';
import { SOURCE_METADATA } from './bucket';

/** Base64 of a fixed-length text: every block id of a blob must be as long as the others. */
const blockId = (prefix: string, index: number) =>
  Buffer.from(`${prefix}-${String(index).padStart(5, '0')}`).toString('base64');

/** How many parts from the first the blob holds as uncommitted blocks of this upload, each the right length. */
async function held(blob: BlockBlobClient, prefix: string, plan: PartsPlan, abortSignal: AbortSignal) {
  const list = await blob.getBlockList('uncommitted', { abortSignal }).catch((error: { statusCode?: number }) => {
    if (error.statusCode === 404) return { uncommittedBlocks: [] };
    throw error;
  });
  const sizes = new Map((list.uncommittedBlocks ?? []).map((block) => [block.name, block.size]));
  let count = 0;
  while (sizes.get(blockId(prefix, count)) === Math.min(plan.partSize, plan.size - count * plan.partSize)) count++;
  return count;
}

export async function azureParts(
  blob: BlockBlobClient,
  plan: PartsPlan,
  abortSignal: AbortSignal,
): Promise<PartedUpload> {
  const prefix = plan.resume?.blockPrefix ?? randomBytes(8).toString('hex');
  const count = plan.resume?.blockPrefix ? await held(blob, prefix, plan, abortSignal) : 0;
  return {
    handle: { blockPrefix: prefix },
    confirmed: Math.min(count * plan.partSize, plan.size),
    async send(part, offset) {
      await blob.stageBlock(blockId(prefix, offset / plan.partSize), part, part.length, { abortSignal });
    },
    async complete() {
      const ids = Array.from({ length: Math.ceil(plan.size / plan.partSize) }, (_, i) => blockId(prefix, i));
      await blob.commitBlockList(ids, { abortSignal, metadata: { [SOURCE_METADATA]: plan.source } });
    },
  };
}
