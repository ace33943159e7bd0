// Fills a running Varia with a believable demo through its public HTTP API, as a super user would by hand:
// partners, markets and node trees, users of every role, a few uploaded assets, concepts in every status, the
// campaigns' markets connected to the simulated platforms, personalised campaigns on every platform, two of them
// published to Google Ads and Meta (their reviews under way), a Meta video campaign assembled from a datasource, two
// custom conversions per partner with campaigns, and screenshots asked for last.
// Re-running skips whatever already exists. Used by `npm run seed:demo` and by the first `npm start` (on-boot.ts).
import type { ConceptStatus } from '../domain/concept';
import { passwordError } from '../domain/shared/password-rules';
import { DEFAULT_SUPER_PASSWORD } from '../runtime/config';
import { ApiClient } from './api-client';
import { DEMO_ASSETS, type AssetGroup } from './asset-data';
import { seedApprovalTrail } from './approval-trail';
import { seedApprovals } from './approvals';
import { seedAssets } from './assets';
import { demoCampaignNodes, seedCampaigns } from './campaigns';
import { seedComments } from './comments';
import { seedAssemblies } from './assemblies';
import { seedAudiences } from './audiences';
import { seedFeeds } from './feeds';
import { seedCustomConversions } from './custom-conversions';
import { seedReviews } from './reviews';
import { seedConcepts } from './concepts';
import { seedIntegrations } from './integrations';
import { seedPublishing } from './publishing';
import { seedScreenshots } from './screenshots';
import { seedSso } from './sso';
import { seedLocalBucket, type DemoLocalBucket } from './local-bucket';
import { DEMO_PASSWORD, INTERNAL_USERS, PARTNERS } from './data';
import type { SeedLog, Seeding } from './ensure';
import { seedPartner, type SeededPartner } from './partners';
import { seedStoryboards } from './storyboards';
import { seedTemplates } from './templates';
import { seedInternalUser, seedPartnerUser, type DemoUser } from './users';

export type { DemoUser } from './users';

const STORYBOARDS_FROM: readonly ConceptStatus[] = ['review', 'templatesProgress', 'ready'];
const TEMPLATES_FROM: readonly ConceptStatus[] = ['templatesProgress', 'ready'];

export interface SeedOptions {
  /** The product's base URL, e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  superEmail: string;
  superPassword: string;
  log?: SeedLog;
  /** The product's local bucket, when it runs one: the demo connects its campaigns' nodes to it. */
  localBucket?: DemoLocalBucket | null;
}

/** The super user's seeding session, signed in. */
export async function seedingAs({
  baseUrl,
  superEmail,
  superPassword,
  log = () => undefined,
}: SeedOptions): Promise<Seeding> {
  const s: Seeding = { api: new ApiClient(baseUrl.replace(/\/+$/, '')), log };
  log(`seeding the demo into ${s.api.baseUrl} as ${superEmail}`);
  await s.api.post('/auth/login', { username: superEmail, password: superPassword });
  return s;
}

/** The library files of these groups, each on its partner's node. */
export async function seedLibraries(
  s: Seeding,
  partners: ReadonlyMap<string, SeededPartner>,
  groups: readonly AssetGroup[],
): Promise<void> {
  for (const group of groups) {
    s.log(`assets of ${group.partner}`);
    const partner = partners.get(group.partner);
    if (!partner) throw new Error(`The demo assets name partner ${group.partner}, which the demo does not create`);
    await seedAssets(s, partner, group);
  }
}

/** Seeds the demo; answers every demo user, the super user first. */
export async function seedDemo(options: SeedOptions): Promise<DemoUser[]> {
  const { superEmail, superPassword, log = () => undefined, localBucket = null } = options;
  const weak = passwordError(DEMO_PASSWORD);
  if (weak) throw new Error(`DEMO_PASSWORD: ${weak}`);
  const s = await seedingAs(options);

  // A password someone chose is not printed; the published local default is.
  const shownPassword = superPassword === DEFAULT_SUPER_PASSWORD ? superPassword : '(BOOTSTRAP_SUPER_PASSWORD)';
  const users: DemoUser[] = [
    { email: superEmail, role: 'SUPER', partner: '-', node: '-', password: shownPassword, joinPath: null },
  ];
  for (const spec of INTERNAL_USERS) users.push(await seedInternalUser(s, spec));

  const seeded = new Map<string, SeededPartner>();
  for (const spec of PARTNERS) {
    log(`partner ${spec.name}`);
    const partner = await seedPartner(s, spec);
    seeded.set(spec.name, partner);
    for (const userSpec of spec.users) users.push(await seedPartnerUser(s, partner, userSpec));
  }
  log('single sign-on');
  await seedSso(s, seeded);
  await seedLibraries(s, seeded, DEMO_ASSETS);
  log('concepts');
  const concepts = await seedConcepts(s, seeded);
  for (const concept of concepts) {
    if (concept.archived) continue;
    // What the design team has made so far: storyboards once a concept is in review, templates after them.
    if (STORYBOARDS_FROM.includes(concept.status)) await seedStoryboards(s, concept.partnerId, concept.id);
    if (TEMPLATES_FROM.includes(concept.status)) await seedTemplates(s, concept.partnerId, concept.id);
  }
  // Before the campaigns: a Meta tree's segments are ad sets of its market's connected ad account.
  log('integrations');
  await seedIntegrations(s, demoCampaignNodes(seeded));
  log('campaigns');
  const campaigns = await seedCampaigns(s, concepts, seeded);
  await seedApprovalTrail(s);
  await seedApprovals(s);
  await seedComments(s);
  await seedReviews(s);
  // After the approvals: the Google Ads tree's creatives are approved there.
  log('publishing');
  await seedPublishing(s, campaigns);
  log('custom conversions');
  await seedCustomConversions(s, campaigns);
  log('audiences');
  await seedAudiences(s, campaigns);
  // After the audiences: an assembly's limits are divided by its campaign's audience rules.
  log('assemblies');
  await seedAssemblies(s, campaigns);
  log('product feed');
  await seedFeeds(s, campaigns);
  if (localBucket) {
    log('cloud storage');
    await seedLocalBucket(s, localBucket, demoCampaignNodes(seeded));
  }
  // Last, so the pictures show the content as the steps above left it; they render in the background.
  log('screenshots');
  await seedScreenshots(s, campaigns);
  return users;
}
