// The ExportCatalogue the export command asks (commands/exports.ts), answered by the composition root: a creative's
// files from the personalise and screenshots read models (projections/exports/creative-files.ts), an asset's stored
// file, a template's latest version's files from its concept's stream, each with its size in the blob store; and each
// connection's node from the node connections' read model.
import type pg from 'pg';
import type { BlobStore } from '../commands/blob-store/port';
import type { EventStore } from '../commands/event-store/port';
import type { EntityFiles, ExportCatalogue } from '../commands/exports';
import type { Lookups } from '../commands/lookups';
import { loadConceptTemplates } from '../commands/templates';
import { creativeExports } from '../projections/exports/creative-files';
import { connectionNodes } from '../projections/exports/queries';

interface CatalogueParts {
  pool: pg.Pool;
  store: EventStore;
  blobs: BlobStore;
  lookups: Lookups;
}

/** The blob's file when it is stored, with its size. */
async function stored(blobs: BlobStore, blobKey: string, name: string) {
  const stat = await blobs.stat(blobKey);
  return stat ? [{ name, source: { blobKey }, bytes: stat.size }] : [];
}

export function exportCatalogue({ pool, store, blobs, lookups }: CatalogueParts): ExportCatalogue {
  async function creatives(campaignId: string, ids: string[]) {
    const found = new Map<string, EntityFiles>();
    for (const [id, creative] of await creativeExports(pool, campaignId, ids)) {
      const content = {
        name: 'content.json',
        source: { text: creative.content },
        bytes: Buffer.byteLength(creative.content),
      };
      const picture = creative.picture ? await stored(blobs, creative.picture, 'screenshot.png') : [];
      found.set(id, { name: creative.name, files: [...picture, content] });
    }
    return found;
  }

  async function assets(partnerId: string, ids: string[]) {
    const found = new Map<string, EntityFiles>();
    for (const id of ids) {
      const asset = await lookups.asset(id);
      if (!asset || asset.partnerId !== partnerId) continue;
      found.set(id, { name: asset.name, files: asset.location ? await stored(blobs, asset.location, asset.name) : [] });
    }
    return found;
  }

  async function templates(ids: string[]) {
    const found = new Map<string, EntityFiles>();
    for (const id of ids) {
      const ref = await lookups.template(id);
      const template = ref ? (await loadConceptTemplates({ store }, ref.conceptId)).templates[id] : undefined;
      if (!template) continue;
      const files = await Promise.all(template.files.map((path) => stored(blobs, `${template.storage}/${path}`, path)));
      found.set(id, { name: template.name, files: files.flat() });
    }
    return found;
  }

  return {
    files: (entityType, partnerId, ids, campaignId) =>
      entityType === 'creative'
        ? creatives(campaignId ?? '', ids)
        : entityType === 'asset'
          ? assets(partnerId, ids)
          : templates(ids),
    connectionNodes: (ids) => connectionNodes(pool, ids),
  };
}
