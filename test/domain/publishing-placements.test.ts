// Where Google Ads' and Meta's ads go, and what their adapters are handed (issue 20 §3; spec 2 §3): a Meta creative
// goes into its format's Meta Ad Set segment's ad set, else the one the publish names for its node; a Google Ads
// creative into the ad group the publish names; a publish that needs one and names none is refused before anything is
// recorded. The fields go by the spec's names (the elements' labels), and the images and video are the library files
// in order. A decision tree publishes Google Ads (made on Google Ads from the fields) but refuses an assembly.
import { Map as IMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import { PLATFORM_LABELS, VARIANT_LIMITS, type Platform } from '../../domain/campaign/platforms';
import type { ElementValue } from '../../domain/personalise/events';
import { treeTemplateOf } from '../../domain/personalise/fields';
import type { Signal } from '../../domain/personalise/signals';
import { initialTreeState, type TreeState } from '../../domain/personalise/state';
import {
  CHOOSE_AD_GROUP,
  CHOOSE_AD_SET,
  creativesToPublish,
  DELIVERY_NOT_FOR_DECISION_TREE,
  platformContent,
  type NodeFacts,
  type PublishTree,
} from '../../domain/publishing';
import { fingerprintOf } from '../../domain/screenshot/selection';
import { DomainError } from '../../domain/shared/errors';

const template = (platform: Platform, name = '1080x1080 Feed') =>
  treeTemplateOf(platform, {
    templateId: `t-${platform}`,
    name,
    size: '1080x1080',
    version: 1,
    kind: 'html',
    dynamicFields: [{ name: 'headline', type: 'text', defaultValue: 'Sale', possibleValues: null, imageSize: null }],
  });

const text = (value: string): ElementValue => ({ value, assetId: null, thumbLocation: null });
const asset = (assetId: string): ElementValue => ({ value: `${assetId}.jpg`, assetId, thumbLocation: null });

const adSetSegment: Signal = {
  signalId: 's-adset',
  name: 'Lake lovers',
  type: 'userSegment',
  segmentType: 'Meta Ad Set',
  values: ['120210000000002'],
  campaignIds: ['120210000000001'],
  schedule: null,
  countries: [],
};

/** A tree of the platform with one finally approved variant per entry, its format on those signals. */
function tree(platform: Platform, variants: { id: string; signalIds: string[] }[]): PublishTree {
  const templates = [template(platform)];
  const facts = { treeId: `tree-${platform}`, campaignId: 'c1', partnerId: 'p1', platform, format: 'social' as const };
  let state: TreeState = { ...initialTreeState(), signals: IMap([[adSetSegment.signalId, adSetSegment]]) };
  for (const v of variants) {
    const format = {
      formatId: `${v.id}-f`,
      templateId: templates[0]!.templateId,
      values: { primaryText: text(v.id) },
      signalIds: v.signalIds,
      cards: null,
      required: [],
      archived: false,
      approval: 'approved' as const,
    };
    const approved = { ...format, approvedFingerprint: fingerprintOf(templates, format) };
    state = {
      ...state,
      variants: state.variants.set(v.id, {
        variantId: v.id,
        name: v.id,
        enabled: true,
        archived: false,
        formats: [approved],
      }),
    };
  }
  return { facts: { ...facts, templates }, state };
}

const campaign = { id: 'c1', personalizationType: 'ASSEMBLY' as const, deliveryTypes: {} };
const node = (nodeId: string): NodeFacts => ({
  nodeId,
  ids: {
    gadsCustomerAccountId: '1234567890',
    facebookAdAccountId: 'act_1',
    facebookPageId: '55',
  },
  tokens: ['gadsToken', 'facebookToken'],
});

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).message;
  }
  throw new Error('not refused');
}

describe('placements of a publish', () => {
  const meta = tree('facebook', [
    { id: 'segmented', signalIds: [adSetSegment.signalId] },
    { id: 'fallback', signalIds: [] },
  ]);
  const gads = tree('gads', [{ id: 'responsive', signalIds: [] }]);
  const ask = (platforms: Platform[], placements: { nodeId: string; platform: Platform; placementId: string }[]) => ({
    platforms,
    prerendered: false,
    supported: ['facebook', 'gads'] as Platform[],
    nodes: [node('n1'), node('n2')],
    pictured: null,
    placements,
  });

  it('puts a Meta creative into its segment’s ad set, the others into the ad set named for each node', () => {
    const { creatives } = creativesToPublish(
      campaign,
      [meta],
      ask(
        ['facebook'],
        [
          { nodeId: 'n1', platform: 'facebook', placementId: '901' },
          { nodeId: 'n2', platform: 'facebook', placementId: '902' },
        ],
      ),
    );
    expect(creatives.map((c) => [c.variantId, c.nodeId, c.placementId])).toEqual([
      ['segmented', 'n1', '120210000000002'],
      ['fallback', 'n1', '901'],
      ['segmented', 'n2', '120210000000002'],
      ['fallback', 'n2', '902'],
    ]);
  });

  it('refuses Meta when a variant without a segment has no ad set named for a node', () => {
    const message = refusal(() =>
      creativesToPublish(
        campaign,
        [meta],
        ask(['facebook'], [{ nodeId: 'n1', platform: 'facebook', placementId: '9' }]),
      ),
    );
    expect(message).toBe(CHOOSE_AD_SET);
  });

  it('puts Google Ads creatives into the ad group named per node, and refuses when one is missing', () => {
    const both = [
      { nodeId: 'n1', platform: 'gads' as const, placementId: '3210011' },
      { nodeId: 'n2', platform: 'gads' as const, placementId: '3210021' },
    ];
    const { creatives } = creativesToPublish(campaign, [gads], ask(['gads'], both));
    expect(creatives.map((c) => [c.nodeId, c.placementId])).toEqual([
      ['n1', '3210011'],
      ['n2', '3210021'],
    ]);
    expect(refusal(() => creativesToPublish(campaign, [gads], ask(['gads'], both.slice(1))))).toBe(CHOOSE_AD_GROUP);
    // A Meta ad set named for the node is no Google Ads ad group.
    const wrong = [{ nodeId: 'n1', platform: 'facebook' as const, placementId: '1' }, both[1]!];
    expect(refusal(() => creativesToPublish(campaign, [gads], ask(['gads'], wrong)))).toBe(CHOOSE_AD_GROUP);
  });

  it('lets a decision tree publish Google Ads, made on Google Ads from the fields, and refuses an assembly', () => {
    const decisionTree = { ...campaign, personalizationType: 'DECISION_TREE' as const };
    const ad = [{ nodeId: 'n1', platform: 'gads' as const, placementId: '3210011' }];
    const nodes = [node('n1')];
    expect(creativesToPublish(decisionTree, [gads], { ...ask(['gads'], ad), nodes }).creatives).toHaveLength(1);
    const dv360 = tree('dv360', [{ id: 'video', signalIds: [] }]);
    const dv360Node = { nodeId: 'n1', ids: { dv360AdvertiserId: '5501' }, tokens: ['dv360Token' as const] };
    const refused = refusal(() =>
      creativesToPublish(decisionTree, [dv360], {
        ...ask(['dv360'], []),
        supported: ['dv360'],
        nodes: [dv360Node],
      }),
    );
    expect(refused).toBe(DELIVERY_NOT_FOR_DECISION_TREE);
  });

  it('leaves the other platforms without a placement', () => {
    const google = tree('google', [{ id: 'banner', signalIds: [adSetSegment.signalId] }]);
    const { creatives } = creativesToPublish(campaign, [google], {
      ...ask(['google'], []),
      supported: ['google'],
      nodes: [{ nodeId: 'n1', ids: { dcmNetworkId: '1', dcmAdvertiserId: '2' }, tokens: [] }],
    });
    expect(creatives).toHaveLength(1);
    expect(creatives[0]).not.toHaveProperty('placementId');
  });
});

describe('platform content', () => {
  it('hands Meta the spec’s field names and the image as the creative’s file', () => {
    const content = platformContent('facebook', template('facebook'), {
      values: {
        image: asset('a-image'),
        primaryText: text('Ice-cold moments'),
        callToAction: text('Shop now'),
        websiteUrl: text('https://northwind.example/cola'),
        description: text('By the lake'),
      },
      cards: null,
    });
    expect(content).toEqual({
      fields: {
        Image: 'a-image',
        Text: 'Ice-cold moments',
        'Call to Action': 'Shop now',
        'Website URL': 'https://northwind.example/cola',
        'News feed link description': 'By the lake',
      },
      media: ['a-image'],
    });
  });

  it('orders a carousel’s card images as its cards, with each card’s fields by name', () => {
    const carousel = template('facebook', '1080x1080 Carousel');
    const content = platformContent('facebook', carousel, {
      values: {
        'card2.image': asset('second'),
        'card1.image': asset('first'),
        'card1.headline': text('One'),
        'card2.websiteUrl': text('https://northwind.example/2'),
        primaryText: text('Swipe'),
      },
      cards: 2,
    });
    expect(content.media).toEqual(['first', 'second']);
    expect(content.fields).toMatchObject({
      Text: 'Swipe',
      'Card 1 Headline': 'One',
      'Card 2 Website URL': 'https://northwind.example/2',
    });
  });

  it('names Google Ads’ images by their files, so the responsive ad finds its square and rectangular ones', () => {
    const content = platformContent('gads', template('gads'), {
      values: {
        brandName: text('Northwind Cola'),
        squareImage: asset('square'),
        rectangularImage: asset('wide'),
        longHeadline: text('Ice-cold Northwind Cola'),
        finalUrl: text('https://northwind.example/cola'),
      },
      cards: null,
    });
    expect(content).toEqual({
      fields: {
        'Brand name': 'Northwind Cola',
        'Square image': 'square',
        'Rectangular image': 'wide',
        'Long headline': 'Ice-cold Northwind Cola',
        'Final URL': 'https://northwind.example/cola',
      },
      media: ['square', 'wide'],
    });
  });

  it('keeps a template’s own fields and files on the other platforms', () => {
    const content = platformContent('google', template('google'), {
      values: { headline: text('Summer'), image: asset('ignored-as-file') },
      cards: null,
    });
    expect(content).toEqual({ fields: { headline: 'Summer' }, media: [] });
  });
});

describe('the variation limits of a publish (spec 3 §9)', () => {
  const variants = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `v${i + 1}`, signalIds: [] }));
  const ask = {
    platforms: ['gads'] as Platform[],
    prerendered: false,
    supported: ['gads'] as Platform[],
    nodes: [node('n1')],
    pictured: null,
    placements: [{ nodeId: 'n1', platform: 'gads' as Platform, placementId: '77' }],
  };

  it(`publishes ${VARIANT_LIMITS.gads} Google Ads variations and refuses one more, naming the limit`, () => {
    const limit = VARIANT_LIMITS.gads;
    expect(creativesToPublish(campaign, [tree('gads', variants(limit))], ask).creatives).toHaveLength(limit);
    expect(refusal(() => creativesToPublish(campaign, [tree('gads', variants(limit + 1))], ask))).toBe(
      `${PLATFORM_LABELS.gads} takes at most ${limit} variations`,
    );
  });
});
