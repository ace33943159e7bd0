// The demo's campaigns: one concept's ready templates personalised on every platform, one tree of thousands of
// variants (a Google display decision tree, one variant per German postcode region and weather, made by a feed), the
// others of the sizes their platforms allow (spec 2 §9: 50 at most outside Google), and a small one on all five
// platforms, every creative approved, that the seed leaves for a newcomer to publish.
import type { Platform } from '../domain/campaign/platforms';
import type { UserSegmentType } from '../domain/personalise/signals';

export interface TreeSpec {
  /** Variants beside the fallback; each gets a user segment of its own. */
  variants: number;
  segmentType: UserSegmentType;
  /** Segment and variant names by index (0-based). */
  name(index: number): string;
  /** Values every format of every variant gets, by element name (texts and URLs). */
  values: Record<string, string>;
  /** Values taken from library files, by element name. */
  files?: Record<string, string>;
  /** Made by one feed import (demo/tree-feed.ts), a row per variant, not by a call per variant. */
  feed?: FeedSpec;
  /** How many variants (from the first) are approved and turned on. */
  live: number;
}

export interface FeedSpec {
  /** The name the file is uploaded under. */
  file: string;
  /** Values some rows carry instead of the tree's `values`, by variant index (0-based) and element name. */
  overrides?: Record<number, Record<string, string>>;
}

export interface CampaignSpec {
  concept: string;
  name: string;
  platforms: Platform[];
  /** The concept's markets it runs in (paths of business nodes); all of them when absent. */
  markets?: string[][];
  /** The platforms the seed publishes its approved creatives to, when they are the simulated ones. */
  publish?: Platform[];
  /** The concept's templates it takes, by name (a video's without its extension); all but the reel when absent. */
  templates?: string[];
  /** Trees by `${platform}/${channel}`. */
  trees: Record<string, TreeSpec>;
}

/** A Meta video template: it makes a campaign on facebook of the ASSEMBLY type, so only the reel campaign takes it. */
export const REEL_TEMPLATE = '1080x1080-Summer reel';
/** The campaign whose variations are assembled from a datasource (demo/assemblies.ts). */
export const ASSEMBLY_CAMPAIGN = 'Cola Summer Splash – Reels';

const REGIONS = [
  'Berlin',
  'Hamburg',
  'München',
  'Köln',
  'Frankfurt',
  'Stuttgart',
  'Düsseldorf',
  'Leipzig',
  'Dortmund',
  'Essen',
];
const WEATHER = ['sunny', 'hot', 'cloudy', 'rainy'];

/** The one market a campaign on Meta runs in: its segments are ad sets of Germany's Meta ad account. */
const COLA_GERMANY = [['Europe', 'Germany', 'Northwind Germany', 'Northwind Cola']];

/** A Google Ads responsive display ad's fields, and its images from the library. */
const GADS_AD = {
  values: {
    brandName: 'Northwind Cola',
    longHeadline: 'Ice-cold Northwind Cola for every summer moment',
    headline: 'Ice-cold summer',
    description: 'Grab a cold one by the lake.',
    finalUrl: 'https://northwind.example/cola',
  },
  files: { squareImage: 'cola-summer-1080x1080.jpg', rectangularImage: 'cola-summer-1080x1080.jpg' },
};
/** A Meta ad's fields, and its image from the library. */
const META_AD = {
  values: {
    primaryText: 'Ice-cold moments by the lake. 🧊',
    callToAction: 'Shop now',
    websiteUrl: 'https://northwind.example/cola',
  },
  files: { image: 'cola-summer-1080x1080.jpg' },
};

/** The campaign on all five platforms, approved and left unpublished for a newcomer to publish from its Tools tab. */
export const LAUNCH_CAMPAIGN = 'Cola Summer Splash – Launch burst';

/** Thousands: 2,000 variants in the Google display tree, enough to page, filter and bulk-activate at scale. */
const LARGE_TREE_VARIANTS = 2000;

export const DEMO_CAMPAIGNS: CampaignSpec[] = [
  {
    concept: 'Cola Summer Splash 2026',
    name: 'Cola Summer Splash – Always on',
    platforms: ['google', 'gads'],
    publish: ['gads'],
    trees: {
      'google/display': {
        variants: LARGE_TREE_VARIANTS,
        segmentType: 'CM Dynamic Targeting Key',
        name: (i) =>
          `${REGIONS[i % REGIONS.length]} ${String(Math.floor(i / REGIONS.length) + 1).padStart(3, '0')} – ${WEATHER[i % WEATHER.length]}`,
        values: { headline: 'Ice-cold summer', clickUrl: 'https://northwind.example/cola/summer' },
        feed: {
          file: 'northwind-targeting-keys.csv',
          // A localised headline of one long word: it cannot wrap, so the banners' QA finds it overflowing.
          overrides: { 2: { headline: 'Sommerdurstlöscherangebot' } },
        },
        live: 200,
      },
      'gads/display': {
        variants: 6,
        segmentType: 'Custom',
        name: (i) => `Search intent ${['lake', 'picnic', 'festival', 'beach', 'bbq', 'road trip'][i]}`,
        ...GADS_AD,
        live: 0,
      },
    },
  },
  {
    concept: 'Cola Summer Splash 2026',
    name: 'Cola Summer Splash – Product feed',
    platforms: ['google'],
    trees: {
      // Its variants come from a product feed (demo/feeds.ts), not from here.
      'google/display': { variants: 0, segmentType: 'Custom', name: () => '', values: {}, live: 0 },
    },
  },
  {
    concept: 'Cola Summer Splash 2026',
    name: 'Cola Summer Splash – Social',
    platforms: ['facebook'],
    // Its segments are ad sets of one Meta ad account: Germany's.
    markets: COLA_GERMANY,
    publish: ['facebook'],
    trees: {
      'facebook/social': {
        variants: 12,
        segmentType: 'Meta Ad Set',
        name: (i) =>
          `Ad set ${['Lake lovers', 'Festival goers', 'Students', 'Young families'][i % 4]} ${Math.floor(i / 4) + 1}`,
        ...META_AD,
        live: 4,
      },
    },
  },
  {
    concept: 'Cola Summer Splash 2026',
    name: 'Cola Summer Splash – Video',
    platforms: ['youtube', 'dv360'],
    trees: {
      'youtube/video': {
        variants: 8,
        segmentType: 'Custom',
        name: (i) => `Bumper audience ${i + 1}`,
        values: {},
        live: 3,
      },
      'dv360/video': {
        variants: 5,
        segmentType: 'DV360 Line Item',
        name: (i) => `Line item ${i + 1}`,
        values: {},
        live: 0,
      },
    },
  },
  {
    concept: 'Cola Summer Splash 2026',
    name: ASSEMBLY_CAMPAIGN,
    platforms: ['facebook'],
    markets: COLA_GERMANY,
    templates: [REEL_TEMPLATE],
    // Its variations are generated from its datasource and audience (demo/assemblies.ts), not from here.
    trees: {},
  },
  {
    concept: 'Cola Summer Splash 2026',
    name: LAUNCH_CAMPAIGN,
    platforms: ['google', 'gads', 'facebook', 'youtube', 'dv360'],
    markets: COLA_GERMANY,
    // A few variants a tree, every one approved: small enough to publish and picture in seconds.
    trees: {
      'google/display': {
        variants: 2,
        segmentType: 'CM Dynamic Targeting Key',
        name: (i) => ['Berlin – sunny', 'Hamburg – hot'][i]!,
        values: { headline: 'Launch week: ice-cold summer', clickUrl: 'https://northwind.example/cola/summer' },
        live: 2,
      },
      'gads/display': { variants: 1, segmentType: 'Custom', name: () => 'Search intent lake', ...GADS_AD, live: 1 },
      'facebook/social': {
        variants: 2,
        segmentType: 'Meta Ad Set',
        name: (i) => `Launch ${['Lake lovers', 'Festival goers'][i]}`,
        ...META_AD,
        live: 2,
      },
      'youtube/video': {
        variants: 1,
        segmentType: 'Custom',
        name: () => 'Launch bumper audience',
        values: {},
        live: 1,
      },
      'dv360/video': {
        variants: 1,
        segmentType: 'DV360 Line Item',
        name: () => 'Launch line item',
        values: {},
        live: 1,
      },
    },
  },
];
