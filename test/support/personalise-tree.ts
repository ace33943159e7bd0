// The google display tree the personalise domain specs decide on: a 300x250 with a headline, a click URL and a hero
// image, and a 728x90 with a headline (test/domain/personalise.test.ts, personalise-feed.test.ts).
import { treeTemplateOf, type TreeFacts } from '../../domain/personalise';
import type { DynamicField } from '../../domain/template/code';

export const treeId = 't0000000000000000000000t';
export const campaignId = 'c0000000000000000000000c';
export const on = { treeId, campaignId };
export const userId = 'u0000000000000000000000u';

export const field = (
  name: string,
  defaultValue: string | null,
  type: DynamicField['type'] = 'text',
): DynamicField => ({
  name,
  type,
  defaultValue,
  possibleValues: null,
  imageSize: type === 'image' ? { width: 300, height: 250 } : null,
});

export const template = (
  templateId: string,
  size: string,
  fields: DynamicField[],
  kind: 'html' | 'video' = 'html',
  name = `${size}-Summer`,
) => ({ templateId, name, size, version: 1, kind, dynamicFields: fields });

export const googleTree: TreeFacts = {
  treeId,
  campaignId,
  partnerId: 'p0000000000000000000000p',
  platform: 'google',
  format: 'display',
  templates: [
    treeTemplateOf(
      'google',
      template('tA', '300x250', [
        field('headline', null),
        field('clickUrl', 'https://example.com', 'url'),
        field('hero', null, 'image'),
      ]),
    ),
    treeTemplateOf('google', template('tB', '728x90', [field('headline', null)])),
  ],
};
