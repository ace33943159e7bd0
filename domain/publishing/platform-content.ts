// A creative's content as its platform's adapter takes it (spec 2 §3 'Facebook fields', 'Google Ads responsive
// fields'). A format holds its values by element name ('primaryText', 'card2.headline', 'squareImage'); Meta and Google
// Ads adapters read the spec's field names, the elements' labels ('Text', 'Card 2 Headline', 'Square image'). Their
// images and video are the creative's files, in the order Meta reads them (the format's image or video, then each
// card's), and an image field's value is the name of its file (the library asset's id), so the Google Ads adapter finds
// its Square and Rectangular images. Other platforms take the template's own fields, whose labels are their names.
import type { Platform } from '../campaign/platforms';
import type { ElementValue } from '../personalise/events';
import { formatElements, type TreeTemplate } from '../personalise/fields';

export interface PlatformContent {
  /** By the spec's field names. */
  fields: Record<string, string>;
  /** The library assets that are the creative's files, in order; empty where the template's own files are. */
  media: string[];
}

/** Whether the platform's ads are made of fields and library files rather than the template's own files. */
export const takesFields = (platform: Platform) => platform === 'facebook' || platform === 'gads';

export function platformContent(
  platform: Platform,
  template: TreeTemplate,
  format: { values: Readonly<Record<string, ElementValue>>; cards: number | null },
): PlatformContent {
  const fields: Record<string, string> = {};
  const media: string[] = [];
  for (const element of formatElements(template, format.cards)) {
    const value = format.values[element.name];
    if (!value) continue;
    const file = takesFields(platform) && (element.type === 'image' || element.type === 'video') && value.assetId;
    if (file) media.push(file);
    fields[element.label] = file || value.value;
  }
  return { fields, media };
}
