// One demo campaign and only what it needs, through the demo's own steps: its concept's partner and node tree, that
// partner's library, the concept with its templates, the campaign's markets connected to the simulated platforms, then
// the campaign itself. For a test that publishes a demo campaign without seeding the whole demo, which would cost it
// most of a minute.
import { DEMO_ASSETS } from './asset-data';
import { DEMO_CAMPAIGNS } from './campaign-data';
import { demoCampaignNodes, seedCampaigns, type SeededCampaign } from './campaigns';
import { DEMO_CONCEPTS, type ConceptSpec } from './concept-data';
import { seedConcepts, type SeededConcept } from './concepts';
import { PARTNERS } from './data';
import { seedIntegrations } from './integrations';
import type { Seeding } from './ensure';
import { seedPartner, type SeededPartner } from './partners';
import { seedingAs, seedLibraries, type SeedOptions } from './seed';
import { seedTemplates } from './templates';

/** The concept on its partner's library, with the templates a campaign takes (not the storyboards before them). */
async function conceptWithTemplates(
  s: Seeding,
  partners: ReadonlyMap<string, SeededPartner>,
  spec: ConceptSpec,
): Promise<SeededConcept[]> {
  await seedLibraries(
    s,
    partners,
    DEMO_ASSETS.filter((g) => g.partner === spec.partner),
  );
  const concepts = await seedConcepts(s, partners, [spec]);
  for (const c of concepts) await seedTemplates(s, c.partnerId, c.id);
  return concepts;
}

export async function seedDemoCampaign(options: SeedOptions, name: string): Promise<SeededCampaign> {
  const spec = DEMO_CAMPAIGNS.find((c) => c.name === name);
  const concept = DEMO_CONCEPTS.find((c) => c.name === spec?.concept);
  const partner = PARTNERS.find((p) => p.name === concept?.partner);
  if (!spec || !concept || !partner) throw new Error(`The demo has no campaign ${name} of a concept it creates`);
  const s = await seedingAs(options);
  const partners = new Map([[partner.name, await seedPartner(s, partner)]]);
  // Its markets are connected while its concept is made: neither waits for the other.
  const [concepts] = await Promise.all([
    conceptWithTemplates(s, partners, concept),
    seedIntegrations(s, demoCampaignNodes(partners, [spec])),
  ]);
  const [campaign] = await seedCampaigns(s, concepts, partners, [spec]);
  return campaign!;
}
