// The dynamic elements of a tree's formats (spec 2 §3): what each format of a variant is filled with. Google,
// YouTube and DV360 formats take their template's dynamic fields (docs/templates.md: one named in requiredFields
// or without a default value is required). Meta formats take the Facebook fields, Google Ads formats the responsive
// fields, whatever
// the template declares. A carousel has cards 1..10, each with image, headline, description and website URL.
import { isRequiredField, type DynamicField } from '../template/code';
import type { TemplateKind } from '../template/events';
import type { Platform } from '../campaign/platforms';

export const ELEMENT_TYPES = ['image', 'url', 'video', 'audio', 'text'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];
/** Which edit modal a cell opens (spec 2 §2 Modals). */
type ElementEditor = 'plainText' | 'richText' | 'dropdown' | 'image' | 'video' | 'url' | 'audio';

export interface ElementHeader {
  /** The element's key in a format's values (originalName in the spec). */
  name: string;
  label: string;
  type: ElementType;
  optional: boolean;
  editor: ElementEditor;
  possibleValues: string[] | null;
  defaultValue: string | null;
  /** Enter is disabled in single-line texts. */
  multiline: boolean;
  maxLength: number | null;
}

type FacebookFormat = 'fbSingleImage' | 'fbSingleVideo' | 'fbCarousel';

/** A template as a tree holds it: a format of every variant. */
export interface TreeTemplate {
  templateId: string;
  name: string;
  /** The size, shown on format chips. */
  shortName: string;
  size: string;
  version: number;
  kind: TemplateKind;
  facebookFormat: FacebookFormat | null;
  /** The elements of the format; a carousel's card elements are in cardElements. */
  elements: ElementHeader[];
  cardElements: ElementHeader[];
}

/** Carousel frames 2 to 10, default 3 (spec 2 §5, §9). */
export const CAROUSEL_CARDS = { min: 2, max: 10, default: 3 } as const;
/** Facebook ad name: at most 256 characters (spec 2 §5). */
export const FACEBOOK_AD_NAME_MAX = 256;

const header = (
  name: string,
  label: string,
  type: ElementType,
  optional: boolean,
  extra: Partial<ElementHeader> = {},
): ElementHeader => ({
  name,
  label,
  type,
  optional,
  editor: type === 'text' ? 'plainText' : type,
  possibleValues: null,
  defaultValue: null,
  multiline: false,
  maxLength: null,
  ...extra,
});

/**
 * Call-to-action values Meta takes (spec 2 §3), as Meta spells them. 'Buy Now' is refused with its own message.
 */
export const CALL_TO_ACTIONS = [
  'Add to cart',
  'Apply now',
  'Book travel',
  'Buy tickets',
  'Contact us',
  'Donate',
  'Download',
  'Get offer',
  'Get quote',
  'Install app',
  'Learn more',
  'Like page',
  'No button',
  'Order now',
  'Shop now',
  'Sign up',
  'Subscribe',
  'Watch more',
  'Watch video',
  'Whatsapp message',
  'Get directions',
  'Listen now',
  'See menu',
  'Send message',
  'Play game',
] as const;
export const BUY_NOW_REFUSED = "The Meta 'Buy Now' call to action is no longer supported; use 'Shop now'";

/** Facebook fields (spec 2 §3); Primary text, Website URL and CTA are required, Headline, Description and Display Link
 * optional. */
function facebookElements(kind: TemplateKind, carousel: boolean): ElementHeader[] {
  const media = kind === 'video' ? header('video', 'Video', 'video', false) : header('image', 'Image', 'image', false);
  return [
    ...(carousel ? [] : [media]),
    header('primaryText', 'Text', 'text', false, { editor: 'richText', multiline: true }),
    header('headline', 'Headline', 'text', true),
    header('description', 'News feed link description', 'text', true),
    header('callToAction', 'Call to Action', 'text', false, {
      editor: 'dropdown',
      possibleValues: [...CALL_TO_ACTIONS],
    }),
    header('websiteUrl', 'Website URL', 'url', false),
    header('displayLink', 'Display Link', 'url', true),
    header('adName', 'Ad name', 'text', true, { maxLength: FACEBOOK_AD_NAME_MAX }),
  ];
}

const CARD_ELEMENTS: ElementHeader[] = [
  header('image', 'Image', 'image', false),
  header('headline', 'Headline', 'text', true),
  header('description', 'Description', 'text', true),
  header('websiteUrl', 'Website URL', 'url', false),
];

/** Google Ads responsive display fields (spec 2 §3). */
const GADS_ELEMENTS: ElementHeader[] = [
  header('brandName', 'Brand name', 'text', false, { maxLength: 25 }),
  header('squareImage', 'Square image', 'image', false),
  header('rectangularImage', 'Rectangular image', 'image', false),
  header('longHeadline', 'Long headline', 'text', false, { maxLength: 90 }),
  header('headline', 'Headline', 'text', false, { maxLength: 30 }),
  header('description', 'Description', 'text', false, { maxLength: 90 }),
  header('website', 'Website', 'url', true),
  header('finalUrl', 'Final URL', 'url', false),
];

function templateElements(fields: readonly DynamicField[]): ElementHeader[] {
  return fields.map((f) =>
    header(f.name, f.name, f.type, !isRequiredField(f), {
      editor: f.possibleValues ? 'dropdown' : f.type === 'text' ? 'plainText' : f.type,
      possibleValues: f.possibleValues,
      defaultValue: f.defaultValue === null ? null : String(f.defaultValue),
    }),
  );
}

/** The elements of one format of a tree on the given platform. */
export function treeTemplateOf(
  platform: Platform,
  template: {
    templateId: string;
    name: string;
    size: string;
    version: number;
    kind: TemplateKind;
    dynamicFields: readonly DynamicField[];
  },
): TreeTemplate {
  const carousel = platform === 'facebook' && /carousel/i.test(template.name);
  const facebookFormat: FacebookFormat | null =
    platform !== 'facebook'
      ? null
      : carousel
        ? 'fbCarousel'
        : template.kind === 'video'
          ? 'fbSingleVideo'
          : 'fbSingleImage';
  const elements =
    platform === 'facebook'
      ? facebookElements(template.kind, carousel)
      : platform === 'gads'
        ? GADS_ELEMENTS
        : templateElements(template.dynamicFields);
  return {
    templateId: template.templateId,
    name: template.name,
    shortName: template.size,
    size: template.size,
    version: template.version,
    kind: template.kind,
    facebookFormat,
    elements,
    cardElements: carousel ? CARD_ELEMENTS : [],
  };
}

/** A carousel card's element key: 'card2.headline'. */
const cardElementName = (card: number, element: string) => `card${card}.${element}`;

/** Every element of a format with `cards` carousel cards, card elements spelled out. */
export function formatElements(template: TreeTemplate, cards: number | null): ElementHeader[] {
  const cardHeaders = Array.from({ length: cards ?? 0 }, (_, i) =>
    template.cardElements.map((h) => ({
      ...h,
      name: cardElementName(i + 1, h.name),
      label: `Card ${i + 1} ${h.label}`,
    })),
  ).flat();
  return [...template.elements, ...cardHeaders];
}

/** The names a format must have a value for. */
export const requiredElements = (template: TreeTemplate, cards: number | null): string[] =>
  formatElements(template, cards)
    .filter((h) => !h.optional)
    .map((h) => h.name);

/**
 * The elements every template of the tree has (same name and type): the 'Shared across formats' band. Editing one
 * there sets it on all the variant's formats.
 */
export function sharedElements(templates: readonly TreeTemplate[]): ElementHeader[] {
  const [first, ...rest] = templates;
  if (!first || rest.length === 0) return [];
  return first.elements.filter((h) =>
    rest.every((t) => t.elements.some((o) => o.name === h.name && o.type === h.type)),
  );
}
