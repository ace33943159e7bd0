// A concept brought to 'ready' through the public API, with templates to build campaigns from: two display banners
// and one social (Meta) format; and a campaign of it with its personalise trees.
import type { HttpClient } from './http';
import { conceptBrief, createConcept, type PartnerFixture } from './fixtures';
import { banner, uploadTemplate } from './templates';

export interface ReadyConcept {
  conceptId: string;
  templates: { banner: string; leaderboard: string; feed: string };
}

/** `admin` must be a final approver who reaches the nodes (a top admin does); a top admin names the partner. Every
 * template is `html` (the banner with a required image unless given). */
export async function readyConcept(
  admin: HttpClient,
  name: string,
  nodeIds: string[],
  partnerId?: string,
  html: Uint8Array = banner(),
): Promise<ReadyConcept> {
  const conceptId = await createConcept(admin, conceptBrief(name, nodeIds), partnerId);
  const submitted = await admin.request('PATCH', `/assets/concepts/${conceptId}/brief`, {
    brief: conceptBrief(name, nodeIds, { complete: true }),
    status: 'storyboardsProgress',
  });
  if (submitted.status !== 200) throw new Error(`submit: ${JSON.stringify(submitted.body)}`);
  const template = async (fileName: string) => {
    const reply = await uploadTemplate(admin, conceptId, fileName, html);
    if (reply.status !== 201) throw new Error(`template: ${JSON.stringify(reply.body)}`);
    return reply.body.templates[0].id as string;
  };
  const templates = {
    banner: await template('300x250-Banner.html'),
    leaderboard: await template('728x90-Leaderboard.html'),
    feed: await template('1080x1080-Feed.html'),
  };
  const social = await admin.request('PATCH', `/assets/concepts/${conceptId}/templates/${templates.feed}`, {
    suitableChannels: ['social'],
  });
  if (social.status !== 200) throw new Error(`channels: ${JSON.stringify(social.body)}`);
  for (const status of ['review', 'templatesProgress', 'ready']) {
    const moved = await admin.request('PATCH', `/assets/concepts/${conceptId}/status`, { status });
    if (moved.status !== 200) throw new Error(`status ${status}: ${JSON.stringify(moved.body)}`);
  }
  return { conceptId, templates };
}

/** A campaign of the ready concept on the partner's child node (Germany), made by `su` (a top admin); answers its id
 * and its personalise trees' ids by platform. */
export async function campaignOf(
  su: HttpClient,
  partner: PartnerFixture,
  concept: ReadyConcept,
  name: string,
  {
    platforms = ['google'],
    templates = ['banner', 'leaderboard'],
    templateIds = [],
  }: {
    platforms?: string[];
    templates?: (keyof ReadyConcept['templates'])[];
    /** Templates added to the concept besides its own three (a video, say). */
    templateIds?: string[];
  } = {},
): Promise<{ campaignId: string; trees: Record<string, string> }> {
  const created = await su.post('/campaigns', {
    partnerId: partner.partnerId,
    conceptId: concept.conceptId,
    name,
    businessNodes: [partner.childNodeId],
    platforms,
    templateIds: [...templates.map((template) => concept.templates[template]), ...templateIds],
  });
  if (created.status !== 201) throw new Error(`campaign: ${JSON.stringify(created.body)}`);
  const trees = await su.get<{ id: string; platform: string }[]>(`/campaigns/${created.body.id}/personalize/trees`);
  if (trees.status !== 200) throw new Error(`trees: ${JSON.stringify(trees.body)}`);
  return { campaignId: created.body.id, trees: Object.fromEntries(trees.body.map((tree) => [tree.platform, tree.id])) };
}

/** YYYY-MM-DD, `days` from today (UTC). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
