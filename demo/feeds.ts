// The demo's product feed (issue 23 §6): a Google display tree whose variants are the rows of Northwind's product
// feed, one per product (SKU keys the row, the product names the variant, the headline and landing page fill the
// banners). Imported through the feed call as a user would upload it; a re-run imports the same rows unchanged,
// which appends nothing. The always-on display tree's thousands of variants come through the same call (tree-feed.ts).
import type { FeedImportAnswer } from '../domain/personalise/answers';
import type { FeedMapping } from '../domain/personalise/feed-rows';
import type { ApiClient } from './api-client';
import type { SeededCampaign } from './campaigns';
import { csvOf } from './csv';
import type { Seeding } from './ensure';

export const FEED_CAMPAIGN = 'Cola Summer Splash – Product feed';

const DRINKS = [
  ['COLA', 'Northwind Cola', 'Ice-cold classic'],
  ['ZERO', 'Northwind Cola Zero', 'All taste, zero sugar'],
  ['CHERRY', 'Northwind Cherry Cola', 'A cherry on top'],
  ['LEMON', 'Northwind Lemonade', 'Squeezed for summer'],
  ['TEA', 'Northwind Iced Tea Peach', 'Peach, chilled'],
  ['LIME', 'Northwind Sparkling Lime', 'Fizz with a twist'],
] as const;
const PACKS = [
  ['033C', '0.33 l can', 'by the can'],
  ['050B', '0.5 l bottle', 'on the go'],
  ['150B', '1.5 l bottle', 'to share'],
  ['24PK', '24 × 0.33 l crate', 'for the party'],
] as const;

/** SKU, Product, Headline, Landing page: 24 products, six drinks in four packs. */
export const PRODUCT_FEED: string[][] = [
  ['SKU', 'Product', 'Headline', 'Landing page'],
  ...DRINKS.flatMap(([drink, name, line]) =>
    PACKS.map(([pack, size, use]) => [
      `NW-${drink}-${pack}`,
      `${name} ${size}`,
      `${line} – ${use}`,
      `https://northwind.example/shop/${drink.toLowerCase()}/${pack.toLowerCase()}`,
    ]),
  ),
];

/** Imports `table` (its header first) as a CSV file into the tree, its columns mapped as 'Import feed' maps them. */
export async function importFeedFile(
  api: ApiClient,
  tree: { campaignId: string; treeId: string },
  mapping: FeedMapping,
  table: string[][],
  fileName: string,
): Promise<FeedImportAnswer> {
  const form = new FormData();
  form.append('campaignId', tree.campaignId);
  form.append('treeId', tree.treeId);
  form.append('idColumn', mapping.idColumn);
  if (mapping.nameColumn !== null) form.append('nameColumn', mapping.nameColumn);
  if (mapping.signalsColumn !== null) form.append('signalsColumn', mapping.signalsColumn);
  form.append('elements', JSON.stringify(mapping.elements));
  form.append('file', new Blob([csvOf(table)], { type: 'text/csv' }), fileName);
  return api.post<FeedImportAnswer>('/assets/single-files/feeds', form);
}

export async function seedFeeds(s: Seeding, campaigns: readonly SeededCampaign[]): Promise<void> {
  const campaign = campaigns.find((c) => c.name === FEED_CAMPAIGN);
  if (!campaign) return;
  const trees = await s.api.get<{ id: string; platform: string }[]>(`/campaigns/${campaign.id}/personalize/trees`);
  const tree = trees.find((t) => t.platform === 'google');
  if (!tree) return;
  const counts = await importFeedFile(
    s.api,
    { campaignId: campaign.id, treeId: tree.id },
    {
      idColumn: 'SKU',
      nameColumn: 'Product',
      signalsColumn: null,
      elements: { Headline: 'headline', 'Landing page': 'clickUrl' },
    },
    PRODUCT_FEED,
    'northwind-products.csv',
  );
  s.log(`${counts.new > 0 ? '+' : '='} product feed of ${FEED_CAMPAIGN}: ${PRODUCT_FEED.length - 1} products`);
}
