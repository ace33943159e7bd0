// The demo's audiences (issue 23 §1): the video campaign targets mobile viewers and the reel campaign Android viewers,
// by Google's targeting options of their market's simulated CM360 (operating systems, languages), each mapped to a
// Custom user segment, so their audiences tabs have a row on the first start. A re-run finds each by name. Against real
// platforms a market without CM360 ids answers 409 and the campaign gets none.
import type { AudienceAnswer, TargetingOption } from '../domain/audience/answers';
import { ApiError, listQuery, sameName } from './api-client';
import { ASSEMBLY_CAMPAIGN } from './campaign-data';
import type { SeededCampaign } from './campaigns';
import { ensure, type Seeding } from './ensure';

interface AudienceSpec {
  campaign: string;
  name: string;
  /** The options chosen by name, per look-up dimension. */
  rules: Record<'operating_systems' | 'languages', string[]>;
  segment: string;
}

export const DEMO_AUDIENCES: AudienceSpec[] = [
  {
    campaign: 'Cola Summer Splash – Video',
    name: 'Mobile viewers in German',
    rules: { operating_systems: ['Android', 'iOS'], languages: ['German'] },
    segment: 'mobile-de',
  },
  {
    campaign: ASSEMBLY_CAMPAIGN,
    name: 'Reel watchers in German and English',
    rules: { operating_systems: ['Android', 'iOS'], languages: ['German', 'English'] },
    segment: 'reels-de-en',
  },
];

async function seedAudience(s: Seeding, campaign: SeededCampaign, spec: AudienceSpec): Promise<void> {
  const nodeId = campaign.businessNodes[0];
  if (!nodeId) return;
  const dimensions = Object.keys(spec.rules) as (keyof AudienceSpec['rules'])[];
  let options: TargetingOption[][];
  try {
    options = await Promise.all(
      dimensions.map((dimension) => s.api.get<TargetingOption[]>(`/google/${dimension}?nodeId=${nodeId}`)),
    );
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    s.log(`= audiences of ${spec.campaign}: no CM360 connection`);
    return;
  }
  const path = `/campaigns/${campaign.id}/audiences`;
  await ensure(
    s,
    `audience ${spec.name}`,
    async () =>
      (await s.api.get<AudienceAnswer[]>(`${path}?${listQuery({ q: spec.name })}`)).find((a) =>
        sameName(a.name, spec.name),
      ),
    () =>
      s.api.post<AudienceAnswer>(path, {
        name: spec.name,
        nodeId,
        rules: dimensions.map((dimension, i) => ({
          dimension,
          values: options[i]!.filter((o) => spec.rules[dimension].includes(o.name)).map((o) => o.id),
        })),
        segments: [{ type: 'Custom', value: spec.segment }],
      }),
  );
}

export async function seedAudiences(s: Seeding, campaigns: readonly SeededCampaign[]): Promise<void> {
  for (const spec of DEMO_AUDIENCES) {
    const campaign = campaigns.find((c) => c.name === spec.campaign);
    if (campaign) await seedAudience(s, campaign, spec);
  }
}
