// Which of a variant's formats each Meta preview toggle shows (spec 2 §2 'Meta preview': Square, Vertical,
// Horizontal, from the template's size) and the preview body Meta is asked with (spec 2 §7). A carousel shows as
// Square.
import { PREVIEW_SIZE, type PreviewFormat } from '../../../../domain/meta/messages';
import type { TreeTemplate } from '../../../../domain/personalise/fields';
import type { VariantFormatRow, VariantRow } from '../../../../domain/personalise/answers';
import type { MetaAccount } from '../../../../domain/meta/answers';

export const orientationOf = (template: TreeTemplate): PreviewFormat => {
  const [width = 0, height = 0] = template.size.split('x').map(Number);
  return template.facebookFormat === 'fbCarousel' || width === height
    ? 'square'
    : height > width
      ? 'vertical'
      : 'horizontal';
};

export interface MetaFormat {
  format: VariantFormatRow;
  template: TreeTemplate;
}

/** The variant's first live format of the orientation, with its template. */
export function metaFormatOf(row: VariantRow, templates: readonly TreeTemplate[], orientation: PreviewFormat) {
  for (const format of row.formats) {
    const template = templates.find((t) => t.templateId === format.templateId);
    if (!format.archived && template && orientationOf(template) === orientation) return { format, template };
  }
  return null;
}

const valueOf = (format: VariantFormatRow, name: string) => format.dynamicElements[name]?.value ?? undefined;
const assetOf = (format: VariantFormatRow, name: string) => format.dynamicElements[name]?.assetId ?? undefined;

/** The preview call and its body for one format; `videoId` is the format's video on Meta. */
export function previewRequest(
  { format, template }: MetaFormat,
  orientation: PreviewFormat,
  account: MetaAccount,
  videoId: string | undefined,
) {
  const frame = {
    ...PREVIEW_SIZE,
    advertiserId: account.facebookAdAccountId,
    pageId: account.facebookPageId,
    link: valueOf(format, 'websiteUrl'),
  };
  const callToAction = valueOf(format, 'callToAction');
  if (template.facebookFormat === 'fbCarousel') {
    const cards = Array.from({ length: format.cards ?? 0 }, (_, i) => ({
      asset: assetOf(format, `card${i + 1}.image`),
      headline: valueOf(format, `card${i + 1}.headline`),
      description: valueOf(format, `card${i + 1}.description`),
      websiteUrl: valueOf(format, `card${i + 1}.websiteUrl`),
    }));
    return {
      carousel: true,
      body: { ...frame, values: { message: valueOf(format, 'primaryText'), callToAction, cards } },
    };
  }
  const video = template.facebookFormat === 'fbSingleVideo';
  return {
    carousel: false,
    body: {
      ...frame,
      format: orientation,
      FbVisibleType: video ? 'video' : 'image',
      ...(video ? { videoId } : { asset: assetOf(format, 'image') }),
      message: valueOf(format, 'primaryText'),
      name: valueOf(format, 'headline'),
      description: valueOf(format, 'description'),
      caption: valueOf(format, 'displayLink'),
      callToAction,
    },
  };
}
