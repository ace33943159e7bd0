// The demo's audiences (issue 23 §1): the video campaign targets mobile viewers by Google's targeting options of its
// market's simulated CM360 (operating systems Android and iOS, language German), mapped to a Custom user segment, so
// its audiences tab has a row on the first start. A re-run finds it by name. Against real platforms a market without
// CM360 ids answers 409 and the campaign gets none.
import type { AudienceAnswer, TargetingOption } from '../domain/audience/answers';
import { ApiError, listQuery, sameName } from './api-client';
import type { SeededCampaign } from './campaigns';
import { ensure, type Seeding } from './ensure';

const CAMPAIGN = 'Cola Summer Splash – Video';
const AUDIENCE = 'Mobile viewers in German';

export async function seedAudiences(s: Seeding, campaigns: readonly SeededCampaign[]): Promise<void> {
  const campaign = campaigns.find((c) => c.name === CAMPAIGN);
  const nodeId = campaign?.businessNodes[0];
  if (!campaign || !nodeId) return;
  const lookup = (dimension: string) => s.api.get<TargetingOption[]>(`/google/${dimension}?nodeId=${nodeId}`);
  let systems: TargetingOption[];
  let languages: TargetingOption[];
  try {
    [systems, languages] = [await lookup('operating_systems'), await lookup('languages')];
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    s.log(`= audiences of ${CAMPAIGN}: no CM360 connection`);
    return;
  }
  const ids = (options: TargetingOption[], names: string[]) =>
    options.filter((o) => names.includes(o.name)).map((o) => o.id);
  const path = `/campaigns/${campaign.id}/audiences`;
  await ensure(
    s,
    `audience ${AUDIENCE}`,
    async () =>
      (await s.api.get<AudienceAnswer[]>(`${path}?${listQuery({ q: AUDIENCE })}`)).find((a) =>
        sameName(a.name, AUDIENCE),
      ),
    () =>
      s.api.post<AudienceAnswer>(path, {
        name: AUDIENCE,
        nodeId,
        rules: [
          { dimension: 'operating_systems', values: ids(systems, ['Android', 'iOS']) },
          { dimension: 'languages', values: ids(languages, ['German']) },
        ],
        segments: [{ type: 'Custom', value: 'mobile-de' }],
      }),
  );
}
