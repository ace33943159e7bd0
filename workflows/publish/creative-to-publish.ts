// One queued creative as its adapter takes it (platforms/ad-platform.ts CreativeToPublish), read from the streams as
// its final approval judged it: the variant format whose content still has the approved fingerprint, its template
// version, its fields by the spec's names and its files (creative-files.ts), and where it goes on the platform, all
// through its chunk's reads (chunk-reads.ts). Null when the content changed or is gone by the time its chunk starts.
import { platformContent, takesFields, type CreativeState, type PublishFacts } from '../../domain/publishing';
import { fingerprintOf } from '../../domain/screenshot/selection';
import type { CreativeToPublish } from '../../platforms/ad-platform';
import type { ChunkReads } from './chunk-reads';
import { creativeFiles } from './creative-files';

const isLink = (value: string) => /^https?:\/\//.test(value);

export async function creativeToPublish(
  publish: PublishFacts,
  creative: CreativeState,
  reads: ChunkReads,
): Promise<CreativeToPublish | null> {
  const tree = await reads.tree(creative.treeId);
  const format = tree.variants.get(creative.variantId)?.formats.find((f) => f.formatId === creative.formatId);
  if (!tree.tree || !format || fingerprintOf(tree.tree.templates, format) !== creative.fingerprint) return null;
  const template = (await reads.templates())[format.templateId];
  const treeTemplate = tree.tree.templates.find((t) => t.templateId === format.templateId);
  if (!template || !treeTemplate) return null;
  const { fields, media } = platformContent(creative.platform, treeTemplate, format);
  const files = await creativeFiles(reads, {
    partnerId: publish.partnerId,
    fingerprint: creative.fingerprint,
    template,
    values: format.values,
    prerendered: publish.prerendered,
    media: takesFields(creative.platform) ? media : null,
    assetFile: async (assetId) => {
      const asset = await reads.asset(assetId);
      return asset.status !== 'none' && asset.partnerId === publish.partnerId && asset.location
        ? { location: asset.location, name: asset.name }
        : null;
    },
  });
  const [width = 0, height = 0] = template.sizeGroup.split('x').map(Number);
  return {
    externalKey: creative.externalKey,
    name: creative.name,
    // A Google Ads tree's formats hold the responsive display ad's fields whatever the template's size
    // (domain/personalise/fields.ts); Meta's say which of its formats they are.
    format: treeTemplate.facebookFormat ?? (creative.platform === 'gads' ? 'responsive' : template.format),
    width: width || 0,
    height: height || 0,
    clickUrl: Object.values(format.values).find((v) => isLink(v.value))?.value ?? '',
    fields,
    files,
    ...(creative.placementId ? { placementId: creative.placementId } : {}),
  };
}
