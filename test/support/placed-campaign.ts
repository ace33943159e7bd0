// A campaign on Google Ads and Meta ready to publish (issue 20 §3), shared by the API and browser tests: acme's child
// node connected to the simulated Google Ads and Meta through their consent pages, a Meta tree with one variant in a
// Meta Ad Set segment (a real ad set of the simulated ad account) and one without, a Google Ads tree with one
// responsive ad of the spec's fields, both images a library PNG, everything finally approved; and where they may go:
// the simulated accounts' ad sets and first ad group, read through the product's look-ups. (The demo's campaign on all
// five platforms is demo/one-campaign.ts's.)
import type { AdAccount } from '../../platforms/ad-platform';
import { nodeAccount } from '../../commands/publishing';
import { expectStatus, patch } from '../api/personalise-fixture';
import type { ApiTest } from './api-test';
import { campaignOf, readyConcept } from './campaigns';
import type { HttpClient } from './http';
import { connectByOAuth } from './oauth';
import { approveFinally } from './publishing';
import { formatRows } from './screenshots';
import { banner, code } from './templates';
import { file, pngImage, uploadedAsset } from './uploads';

export const PLACED_IDS = {
  gads: { gadsCustomerAccountId: '123-456-7788' },
  facebook: { facebookAdAccountId: 'act_6006', facebookPageId: '555000666' },
};

export const META_TEXT = 'Ice-cold moments by the lake';
export const LANDING = 'https://northwind.example/cola';

export interface PlacedCampaign {
  campaignId: string;
  nodeId: string;
  metaFormats: { segmented: string[]; unsegmented: string[] };
  gadsFormats: string[];
  /** The segment's ad set, and another one for the variant without a segment. */
  adSets: { segment: string; named: string; namedLabel: string };
  adGroup: { campaign: string; id: string; label: string };
}

/** A variant of the tree with these values on its formats; answers its format ids. */
async function variant(su: HttpClient, treePath: string, name: string, elements: object): Promise<string[]> {
  const id = expectStatus(await su.post(`${treePath}/variant`, { name }), 201).body.id as string;
  const formats = (await formatRows(su, treePath, id)).map((f) => f.id);
  if (Object.keys(elements).length > 0)
    expectStatus(await patch(su, `${treePath}/formats/dynamic-elements`, { formats, elements }), 200);
  return formats;
}

type MetaCampaigns = { id: string; name: string; adSets: { id: string; name: string; completed: boolean }[] }[];

/** `api.su` makes it; the library image is uploaded as acme's self-service admin. */
export async function placedCampaign(api: ApiTest, name: string): Promise<PlacedCampaign> {
  const { su, acme } = api;
  const nodeId = acme.childNodeId;
  expectStatus(await su.put(`/business-nodes/${nodeId}/publishing`, { publishing: PLACED_IDS }), 200);
  for (const token of ['gadsToken', 'facebookToken'] as const)
    expectStatus(await connectByOAuth(su, nodeId, token), 200);

  const html = banner(code({ defaultValues: '{"headline": "Sale"}' }));
  const concept = await readyConcept(su, `${name} concept`, [nodeId], acme.partnerId, html);
  const { campaignId, trees } = await campaignOf(su, acme, concept, name, {
    platforms: ['gads', 'facebook'],
    templates: ['banner', 'feed'],
  });
  const image = await uploadedAsset(
    api.t,
    api.as('SELF_SERVICE_ADMIN'),
    {},
    file('cola.png', await pngImage(120, 120), 'image/png'),
  );
  const metaTree = `/campaigns/${campaignId}/personalize/${trees.facebook}`;
  const gadsTree = `/campaigns/${campaignId}/personalize/${trees.gads}`;

  const metaCampaigns = expectStatus(
    await su.get(`/facebook/${PLACED_IDS.facebook.facebookAdAccountId}/campaigns?expanded`),
    200,
  ).body as MetaCampaigns;
  const open = metaCampaigns.flatMap((c) => c.adSets.filter((s) => !s.completed).map((s) => ({ ...s, campaign: c })));
  const [segmentSet, namedSet] = [open[0]!, open[1]!];
  const metaValues = {
    image: { value: 'cola.png', assetId: image },
    primaryText: { value: META_TEXT },
    callToAction: { value: 'Shop now' },
    websiteUrl: { value: LANDING },
  };
  const segmented = await variant(su, metaTree, 'Lake lovers', metaValues);
  const unsegmented = await variant(su, metaTree, 'Everyone else', metaValues);
  const segment = expectStatus(
    await su.post(`${metaTree}/signal`, {
      name: 'Lake lovers',
      type: 'userSegment',
      segmentType: 'Meta Ad Set',
      values: [segmentSet.id],
      campaignIds: [segmentSet.campaign.id],
    }),
    201,
  ).body.id as string;
  expectStatus(await patch(su, `${metaTree}/formats/signals`, { formats: segmented, signals: [segment] }), 200);

  const gadsFormats = await variant(su, gadsTree, 'Search intent lake', {
    brandName: { value: 'Northwind Cola' },
    squareImage: { value: 'cola.png', assetId: image },
    rectangularImage: { value: 'cola.png', assetId: image },
    longHeadline: { value: 'Ice-cold Northwind Cola for every summer moment' },
    headline: { value: 'Ice-cold summer' },
    description: { value: 'Grab a cold one by the lake.' },
    finalUrl: { value: LANDING },
  });
  const gadsCampaign = (
    expectStatus(await su.get(`/google-ads/campaigns?nodeId=${nodeId}`), 200).body as { id: string; name: string }[]
  )[0]!;
  const group = (
    expectStatus(await su.get(`/google-ads/campaign/${gadsCampaign.id}/adgroups?nodeId=${nodeId}`), 200).body as {
      id: string;
      name: string;
    }[]
  )[0]!;

  await approveFinally(su, { campaignId, treeId: trees.facebook! }, [...segmented, ...unsegmented]);
  await approveFinally(su, { campaignId, treeId: trees.gads! }, gadsFormats);
  return {
    campaignId,
    nodeId,
    metaFormats: { segmented, unsegmented },
    gadsFormats,
    adSets: { segment: segmentSet.id, named: namedSet.id, namedLabel: namedSet.name },
    adGroup: { campaign: gadsCampaign.name, id: group.id, label: group.name },
  };
}

/** The node's account on a platform, its token opened as the publish worker opens it. */
export async function openedAccount(
  api: ApiTest,
  nodeId: string,
  token: 'facebookToken' | 'gadsToken',
): Promise<AdAccount> {
  const { store, secrets } = api.t.system.deps;
  const { ids, tokens } = await nodeAccount({ store }, nodeId);
  return { ids: ids as Record<string, string>, token: await secrets.open(nodeId, token, tokens[token]!) };
}
