// A campaign whose DV360 video tree takes the banner, with three variants landing on https, https and http (DV360
// disapproves a non-https landing page); with YouTube too, so it is an assembly (spec 2 §3), which DV360's delivery
// needs (a decision tree is refused). Made by a top admin on acme's child node; the variants are not approved yet.
import { expectStatus, patch } from '../api/personalise-fixture';
import { campaignOf, readyConcept } from './campaigns';
import type { PartnerFixture } from './fixtures';
import type { HttpClient } from './http';
import { headedVariants } from './screenshots';
import { banner, code } from './templates';

export const DV360_VARIANTS = ['Secure one', 'Secure two', 'Insecure'] as const;

export async function dv360Campaign(su: HttpClient, acme: PartnerFixture, platforms = ['dv360', 'youtube']) {
  const html = banner(code({ defaultValues: '{"headline": "Sale", "landingPage": "https://example.com/sale"}' }));
  const concept = await readyConcept(
    su,
    `Publishing concept ${platforms.join(' ')}`,
    [acme.childNodeId],
    acme.partnerId,
    html,
  );
  expectStatus(
    await patch(su, `/assets/concepts/${concept.conceptId}/templates/${concept.templates.banner}`, {
      suitableChannels: ['display', 'video'],
    }),
    200,
  );
  const { campaignId, trees } = await campaignOf(su, acme, concept, `Publishing campaign ${platforms.join(' ')}`, {
    platforms,
    templates: ['banner'],
  });
  const treeId = trees.dv360!;
  const treePath = `/campaigns/${campaignId}/personalize/${treeId}`;
  const made = await headedVariants(su, treePath, [...DV360_VARIANTS]);
  const landOn = async (formats: string[], value: string) =>
    expectStatus(
      await patch(su, `${treePath}/formats/dynamic-elements`, { formats, elements: { landingPage: { value } } }),
      200,
    );
  await landOn([...made[0]!.formats, ...made[1]!.formats], 'https://example.com/sale');
  await landOn(made[2]!.formats, 'http://example.com/sale');
  return { campaignId, treeId, formats: made.flatMap((v) => v.formats), variants: made };
}
