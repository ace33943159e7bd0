// The demo's product feed (issue 23 §6): a Google display tree whose variants are the rows of Northwind's product
// feed, one per product (SKU keys the row, the product names the variant, the headline and landing page fill the
// banners). Imported through the feed call as a user would upload it; a re-run imports the same rows unchanged,
// which appends nothing.
import type { FeedImportAnswer } from '../domain/personalise/answers';
import { csvOf, type SeededCampaign } from './campaigns';
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

export async function seedFeeds(s: Seeding, campaigns: readonly SeededCampaign[]): Promise<void> {
  const campaign = campaigns.find((c) => c.name === FEED_CAMPAIGN);
  if (!campaign) return;
  const trees = await s.api.get<{ id: string; platform: string }[]>(`/campaigns/${campaign.id}/personalize/trees`);
  const tree = trees.find((t) => t.platform === 'google');
  if (!tree) return;
  const form = new FormData();
  form.append('campaignId', campaign.id);
  form.append('treeId', tree.id);
  form.append('idColumn', 'SKU');
  form.append('nameColumn', 'Product');
  form.append('elements', JSON.stringify({ Headline: 'headline', 'Landing page': 'clickUrl' }));
  form.append('file', new Blob([csvOf(PRODUCT_FEED)], { type: 'text/csv' }), 'northwind-products.csv');
  const counts = await s.api.post<FeedImportAnswer>('/assets/single-files/feeds', form);
  s.log(`${counts.new > 0 ? '+' : '='} product feed of ${FEED_CAMPAIGN}: ${PRODUCT_FEED.length - 1} products`);
}
