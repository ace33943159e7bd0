// Comment threads in the demo (issue 10 §4): on the always-on campaign's Google Ads tree, the reviewer asks about a
// variant's headline mentioning the self-service admin, who answers; a resolved thread on another variant; a private
// note between the manager and the admin; a general comment on the campaign; and, on its concept, one on the
// Storyboards tab, one on a storyboard and one on a template.
// Written through the comment API as the demo users themselves; a re-run finds the campaign's threads and leaves them.
import { ApiClient, listQuery, sameName } from './api-client';
import { DEMO_PASSWORD, PARTNERS } from './data';
import type { Seeding } from './ensure';

const CAMPAIGN = 'Cola Summer Splash – Always on';
const PEOPLE = { reviewer: 'Rob Reviewer', manager: 'Max Manager', admin: 'Sara Self-Service Admin' } as const;

interface Thread {
  _id: string;
}

async function signedIn(s: Seeding, name: string): Promise<{ api: ApiClient; id: string }> {
  const user = PARTNERS.flatMap((p) => p.users).find((u) => u.name === name);
  if (!user) throw new Error(`The comments demo needs the demo user ${name}, which the demo does not create`);
  const api = new ApiClient(s.api.baseUrl);
  const session = await api.post<{ id: string }>('/auth/login', { username: user.email, password: DEMO_PASSWORD });
  return { api, id: session.id };
}

export async function seedComments(s: Seeding): Promise<void> {
  const { reviewer, manager, admin } = Object.fromEntries(
    await Promise.all(Object.entries(PEOPLE).map(async ([key, name]) => [key, await signedIn(s, name)] as const)),
  );
  // The self-service admin lists the own partner's campaigns (a super user would have to name the partner).
  const campaign = (
    await admin!.api.get<{ id: string; name: string; conceptId: string }[]>(`/campaigns?${listQuery({ q: CAMPAIGN })}`)
  ).find((c) => sameName(c.name, CAMPAIGN));
  if (!campaign) throw new Error(`The comments demo names campaign ${CAMPAIGN}, which the demo does not create`);
  if ((await admin!.api.get<{ total: number }>(`/campaigns/${campaign.id}/comments`)).total > 0) {
    s.log('= comment threads of the always-on campaign');
    return;
  }
  const tree = (
    await admin!.api.get<{ id: string; platform: string }[]>(`/campaigns/${campaign.id}/personalize/trees`)
  ).find((t) => t.platform === 'gads')!;
  const variants = await admin!.api.get<{ id: string; name: string }[]>(
    `/campaigns/${campaign.id}/personalize/${tree.id}/variants?${listQuery({ q: 'Search intent' })}`,
  );
  const variant = (name: string) => {
    const found = variants.find((v) => v.name === name);
    if (!found) throw new Error(`The comments demo names variant ${name}, which the demo does not create`);
    return { commentedEntityId: found.id, commentedEntityType: 'variant', commentedEntityName: found.name };
  };
  const post = (who: { api: ApiClient }, body: Record<string, unknown>) =>
    who.api.post<Thread>(`/campaigns/${campaign.id}/new-comments/new`, body);

  const lake = await post(reviewer!, {
    ...variant('Search intent lake'),
    text: 'Is "Lake days" the headline we agreed on?',
    mentions: [admin!.id],
  });
  await post(admin!, {
    threadId: lake._id,
    text: 'Yes – the copy deck changed last week. I updated it.',
    mentions: [reviewer!.id],
  });
  const picnic = await post(manager!, {
    ...variant('Search intent picnic'),
    text: 'The basket image is cropped too tight.',
    hotspot: { x: 0.4, y: 0.6 },
  });
  await post(admin!, { threadId: picnic._id, text: 'Re-cropped, please check.' });
  await reviewer!.api.call('PATCH', `/campaigns/${campaign.id}/new-comments/${picnic._id}/resolve`, { resolved: true });
  await post(manager!, {
    ...variant('Search intent festival'),
    text: 'Keep this off until the sponsor signs.',
    private: true,
    mentions: [admin!.id],
  });
  await post(admin!, {
    text: 'All Google Ads creatives are in for review by Friday.',
    mentions: [reviewer!.id, manager!.id],
  });
  const onConcept = (who: { api: ApiClient }, body: Record<string, unknown>) =>
    who.api.post<Thread>(`/concepts/${campaign.conceptId}/comments`, body);
  await onConcept(manager!, {
    commentedEntityId: campaign.conceptId,
    commentedEntityType: 'storyboards',
    text: 'Storyboard 2 reads well; the end card needs the logo.',
  });
  const [storyboard] = await admin!.api.get<{ id: string; name: string }[]>(
    `/assets/concepts/${campaign.conceptId}/storyboards`,
  );
  if (storyboard) {
    const thread = await onConcept(reviewer!, {
      commentedEntityId: storyboard.id,
      commentedEntityType: 'storyboard',
      commentedEntityName: storyboard.name,
      text: 'Frame 3 runs long – can we cut a second?',
      mentions: [manager!.id],
    });
    await onConcept(manager!, { threadId: thread._id, text: 'Cut to 2 s in the next version.' });
  }
  const [template] = await admin!.api.get<{ id: string; title: string; version: number }[]>(
    `/assets/concepts/${campaign.conceptId}/templates`,
  );
  if (template) {
    await onConcept(reviewer!, {
      commentedEntityId: template.id,
      commentedEntityType: 'template',
      commentedEntityName: `${template.title} v${template.version}`,
      text: 'The price badge overlaps the logo at this size.',
    });
  }
  s.log(
    '+ comment threads of the always-on campaign and its concept: a mention and a reply, a resolved thread, a private note, a general comment, storyboard and template notes',
  );
}
