// Feeds into a tree at the design limit (issue 23 §5), through the product's HTTP API on the bench's Postgres: a
// 10,000-row CSV feed imported into a google tree of six formats (10,000 variants, answered once the projections hold
// them), then re-imported with 1% of its rows changed (100 variants updated, nothing else appended). The baseline is
// the same events appended raw to a stream of their own in the same database, in appends as large as the store takes.
import type { BenchDatabase } from './database';
import { ok, timed } from './personalise';
import { rawAppendMs, seconds, withBenchTree } from './tree-product';

const ROWS = 10_000;
const CHANGED = ROWS / 100;

const progress = (message: string) => process.stderr.write(`bench: feeds: ${message}\n`);

const feedCsv = (changed: ReadonlySet<number>) =>
  [
    'SKU,Name,Headline',
    ...Array.from({ length: ROWS }, (_, i) => {
      const sku = `SKU-${String(i).padStart(5, '0')}`;
      return `${sku},Product ${sku},${changed.has(i) ? 'New season' : 'Summer sale'} ${sku}`;
    }),
  ].join('\n');

function feedForm(campaignId: string, treeId: string, csv: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    campaignId,
    treeId,
    idColumn: 'SKU',
    nameColumn: 'Name',
    elements: JSON.stringify({ Headline: 'headline' }),
  }))
    form.append(name, value);
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'feed.csv');
  return form;
}

export const feedFigures = (db: BenchDatabase) =>
  withBenchTree(db, 'feeds_bench', progress, async ({ su, store, campaignId, treeId }) => {
    const stream = `PersonaliseTree-${treeId}`;

    progress(`a feed of ${ROWS} rows`);
    const [first, importMs] = await timed(() =>
      ok(su.post('/assets/single-files/feeds', feedForm(campaignId, treeId, feedCsv(new Set()))), 'import'),
    );
    const imported = await store.readStream(stream);

    progress(`the feed again, ${CHANGED} rows changed`);
    const changed = new Set(Array.from({ length: CHANGED }, (_, i) => i * (ROWS / CHANGED)));
    const [second, reimportMs] = await timed(() =>
      ok(su.post('/assets/single-files/feeds', feedForm(campaignId, treeId, feedCsv(changed))), 're-import'),
    );
    const reimported = (await store.readStream(stream)).slice(imported.length);

    progress('the same events appended raw');
    const rawImportMs = await rawAppendMs(store, imported);
    const rawReimportMs = await rawAppendMs(store, reimported);
    return {
      feeds: {
        import10000Rows: {
          answer: first,
          events: imported.length,
          seconds: seconds(importMs),
          rawAppendSeconds: seconds(rawImportMs),
          aimSeconds: 10,
        },
        reimport1PercentChanged: {
          answer: second,
          events: reimported.length,
          seconds: seconds(reimportMs),
          rawAppendSeconds: seconds(rawReimportMs),
          aimSeconds: 3,
        },
      },
    };
  });
