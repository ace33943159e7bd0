// What the one-source-per-campaign tests share (commands/variant-sources.ts): a two-row product feed into a tree, and
// a two-headline datasource for a campaign, each sent as the screens send them.
import type { HttpClient } from './http';

const csvBlob = (rows: string[][]) => new Blob([rows.map((r) => r.join(',')).join('\n')], { type: 'text/csv' });

export function feedInto(client: HttpClient, campaignId: string, treeId: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ campaignId, treeId, idColumn: 'SKU', nameColumn: 'Product' }))
    form.append(name, value);
  form.append('elements', JSON.stringify({ Title: 'headline' }));
  form.append('file', csvBlob([['SKU', 'Product', 'Title'], ...['A', 'B'].map((s) => [s, `Product ${s}`, `${s}!`])]));
  return client.post('/assets/single-files/feeds', form);
}

export function datasourceInto(client: HttpClient, campaignId: string) {
  const form = new FormData();
  form.append('file', csvBlob([['headline'], ['Hot'], ['Cold']]), 'datasource.csv');
  return client.post(`/assemblies/import?campaignId=${campaignId}`, form);
}
