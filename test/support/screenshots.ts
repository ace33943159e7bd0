// What the screenshot tests share: a campaign whose google tree has two banners (300x250, 728x90) of a template that
// requires nothing, so a variant's headline is its whole content, and variants made and filled through the API.
import { expectStatus, patch } from '../api/personalise-fixture';
import { readyConcept } from './campaigns';
import type { PartnerFixture } from './fixtures';
import type { HttpClient } from './http';
import { banner, code } from './templates';

/** A headline with a default, nothing required. */
const HTML = banner(code({ defaultValues: '{"headline": "Summer sale"}' }));

/** A headline written into a box 160 px wide that does not wrap: a long one overflows it, which QA finds. */
export const BOXED_HEADLINE = Buffer.from(
  `<!doctype html><html><head>${code({ defaultValues: '{"headline": "Sale"}' })}
  <style>body { margin: 0; background: #fff3d6; font: 16px sans-serif }
  #headline { width: 160px; white-space: nowrap; overflow: hidden; color: #1d3557 }</style></head>
  <body><div id="headline" data-field="headline"></div>
  <script>headline.textContent = JSON.parse(document.getElementById('defaultValues').textContent).headline</script>
  </body></html>`,
);

export interface ScreenshotCampaign {
  campaignId: string;
  treeId: string;
  /** /campaigns/{id}/personalize/{treeId} */
  treePath: string;
}

/** `su` is a top admin; the campaign is `partner`'s, on its child node, its templates of `html`. */
export async function screenshotCampaign(
  su: HttpClient,
  partner: PartnerFixture,
  name: string,
  html: Uint8Array = HTML,
): Promise<ScreenshotCampaign> {
  const concept = await readyConcept(su, `${name} concept`, [partner.childNodeId], partner.partnerId, html);
  const created = expectStatus(
    await su.post('/campaigns', {
      conceptId: concept.conceptId,
      name,
      businessNodes: [partner.childNodeId],
      platforms: ['google'],
      templateIds: [concept.templates.banner, concept.templates.leaderboard],
    }),
    201,
  );
  const campaignId = created.body.id as string;
  const trees = expectStatus(await su.get(`/campaigns/${campaignId}/personalize/trees`), 200).body as { id: string }[];
  return { campaignId, treeId: trees[0]!.id, treePath: `/campaigns/${campaignId}/personalize/${trees[0]!.id}` };
}

export interface FormatRow {
  id: string;
  screenshotRenderStatus: string;
  screenshot: { url: string; stale: boolean; findings: { kind: string; detail: string }[] } | null;
  screenshotError: string | null;
}

/** The formats of a variant as the personalise table reads them. */
export async function formatRows(client: HttpClient, treePath: string, variantId: string): Promise<FormatRow[]> {
  return (expectStatus(await client.get(`${treePath}/variants/${variantId}`), 200).body as { formats: FormatRow[] })
    .formats;
}

export const setHeadline = async (client: HttpClient, treePath: string, formats: string[], headline: string) =>
  expectStatus(
    await patch(client, `${treePath}/formats/dynamic-elements`, {
      formats,
      elements: { headline: { value: headline } },
    }),
    200,
  );

/** Variants named and headed by these headlines; answers each one's id and format ids (300x250, then 728x90). */
export async function headedVariants(
  client: HttpClient,
  treePath: string,
  headlines: string[],
): Promise<{ id: string; formats: string[] }[]> {
  const made: { id: string; formats: string[] }[] = [];
  for (const headline of headlines) {
    const id = expectStatus(await client.post(`${treePath}/variant`, { name: headline }), 201).body.id as string;
    const formats = (await formatRows(client, treePath, id)).map((f) => f.id);
    await setHeadline(client, treePath, formats, headline);
    made.push({ id, formats });
  }
  return made;
}
