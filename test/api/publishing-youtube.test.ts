// Publishing to YouTube end to end (issue 20 §2, §3), the product as `npm start` runs it: the API, its publish worker
// and the review polling on Temporal, the real YouTube adapter and the simulated YouTube behind the simulated Google.
// A campaign's video template (an mp4 uploaded to the concept) is approved finally in two variants; the node's YouTube
// token is connected through the consent page. A video template has no fields, so both variants are the same content
// and share one ad: the publish uploads the template's video once (before, the two lanes of a chunk each found
// nothing and uploaded it twice), unlisted, our key among its tags; each creative shows 'Published' and the video's
// processing, then the platform's word once YouTube has processed it. Publishing again uploads nothing.
import { youtube_v3 } from 'googleapis/build/src/apis/youtube/v3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeAccount } from '../../commands/publishing';
import type { PublishAnswer, PublishingAnswer } from '../../domain/publishing/answers';
import type { FormatPublication } from '../../domain/publishing/answers';
import { clientOptions } from '../../platforms/google/api';
import { reviewsWorkflowId } from '../../workflows/publish/activities';
import type { GoogleOAuth } from '../../platforms/google/oauth';
import { useApiTest } from '../support/api-test';
import { campaignOf, readyConcept } from '../support/campaigns';
import { eventually } from '../support/eventually';
import type { Reply } from '../support/http';
import { connectByOAuth } from '../support/oauth';
import { approveFinally } from '../support/publishing';
import { formatRows } from '../support/screenshots';
import { uploadTemplate } from '../support/templates';
import { mp4Video } from '../support/uploads';
import { expectStatus } from './personalise-fixture';

// The ads' reviews first asked for 3 s after the publish (AD_REVIEW_FIRST_POLL_MS) rather than 30 s: past the simulated
// YouTube's processing, and not before the test has read the video still processing.
const w = useApiTest({ config: { runWorker: true, adReviewFirstPollMs: 3_000 }, roles: ['SELF_SERVICE_ADMIN'] });
const admin = () => w.as('SELF_SERVICE_ADMIN');

let campaignId: string;
let treeId: string;
let formats: string[];
let video: Buffer;

/** The publish the call started, once its workflow has finished it. */
async function published(call: Promise<Reply>): Promise<PublishAnswer> {
  const { publishId } = expectStatus(await call, 201).body as { publishId: string };
  let finished: PublishAnswer | undefined;
  await eventually(async () => {
    const answer = expectStatus(await admin().get(`/campaigns/publishing/${campaignId}`), 200).body as PublishingAnswer;
    finished = answer.publishes.find((p) => p.id === publishId && p.status === 'finished');
    expect(finished).toBeDefined();
  }, 60_000);
  return finished!;
}

/** Each format's YouTube publication as the creatives view shows it. */
async function publications(): Promise<FormatPublication[]> {
  const page = expectStatus(await admin().get(`/campaigns/${campaignId}/creatives?treeId=${treeId}`), 200).body as {
    formats: { id: string; publications: FormatPublication[] }[];
  }[];
  return page.flatMap((v) => v.formats).flatMap((f) => f.publications.filter((p) => p.platform === 'youtube'));
}

/** The node's YouTube channel, read with its own token through the YouTube Data API. */
async function channel() {
  const nodeId = w.acme.childNodeId;
  const { tokens } = await nodeAccount({ store: w.t.system.deps.store }, nodeId);
  const token = await w.t.system.deps.secrets.open(nodeId, 'youtubeToken', tokens.youtubeToken!);
  const google = w.t.system.deps.oauth.ports.google as GoogleOAuth;
  return new youtube_v3.Youtube(clientOptions(google.authClient(token), w.t.system.deps.oauth.simulated!.google));
}

beforeAll(async () => {
  const { su, acme } = w;
  const nodeId = acme.childNodeId;
  expectStatus(await connectByOAuth(su, nodeId, 'youtubeToken'), 200);
  const concept = await readyConcept(su, 'YouTube concept', [nodeId], acme.partnerId);
  video = await mp4Video();
  const uploaded = expectStatus(await uploadTemplate(su, concept.conceptId, '640x360-Summer bumper.mp4', video), 201)
    .body as { templates: { id: string }[] };
  const bumper = uploaded.templates[0]!.id;
  const made = await campaignOf(
    su,
    acme,
    { ...concept, templates: { ...concept.templates, banner: bumper } },
    'Bumpers',
    {
      platforms: ['youtube'],
      templates: ['banner'],
    },
  );
  campaignId = made.campaignId;
  treeId = made.trees.youtube!;
  const treePath = `/campaigns/${campaignId}/personalize/${treeId}`;
  formats = [];
  for (const name of ['Bumper lake', 'Bumper festival']) {
    const id = expectStatus(await su.post(`${treePath}/variant`, { name }), 201).body.id as string;
    formats.push(...(await formatRows(su, treePath, id)).map((f) => f.id));
  }
  await approveFinally(su, { campaignId, treeId }, formats);
}, 180_000);

describe('publishing to YouTube', () => {
  it('uploads the approved video once, unlisted and keyed, and shows the processing, then YouTube’s word', async () => {
    const first = await published(admin().post(`/campaigns/${campaignId}/publish`, { channels: ['youtube'] }));
    expect([first.queued, first.published, first.failed, first.message]).toEqual([2, 2, 0, 'Published successfully']);

    const shown = await publications();
    expect(shown).toHaveLength(2);
    for (const p of shown) expect(p).toMatchObject({ status: 'SUCCESS', label: 'Published', error: null });
    const [id] = new Set(shown.map((p) => p.externalId!));
    expect(shown.map((p) => p.externalId)).toEqual([id, id]);
    // Just published, the video is still processing on YouTube (the simulated one takes 3 s).
    expect(shown.map((p) => p.review)).toEqual(['PROCESSING', 'PROCESSING']);

    const youtube = await channel();
    const uploads = async () => {
      const channels = await youtube.channels.list({ part: ['contentDetails'], mine: true });
      const playlistId = channels.data.items![0]!.contentDetails!.relatedPlaylists!.uploads!;
      const items = await youtube.playlistItems.list({ part: ['contentDetails'], playlistId, maxResults: 50 });
      return items.data.items!.map((i) => i.contentDetails!.videoId);
    };
    expect(await uploads()).toEqual([id]);
    const [uploaded] = (await youtube.videos.list({ part: ['snippet', 'status', 'fileDetails'], id: [id!] })).data
      .items!;
    expect(uploaded?.status?.privacyStatus).toBe('unlisted');
    expect(uploaded?.snippet?.tags).toEqual([expect.stringMatching(new RegExp(`^varia-${campaignId}-[0-9a-f]{64}$`))]);
    // The template's own mp4, as many bytes as it has.
    expect(uploaded?.fileDetails).toMatchObject({ fileSize: String(video.length), fileType: 'video' });

    // The review polling asks YouTube 3 s after the publish: the processed video is then ACTIVE.
    await eventually(async () => {
      expect((await publications()).map((p) => p.review)).toEqual(['ACTIVE', 'ACTIVE']);
    }, 90_000);
    // Its first wait was the one the app's worker was given.
    const reviews = w.t.system.temporal.client.workflow.getHandle(reviewsWorkflowId({ publishId: first.id }));
    const [firstWait] = (await reviews.fetchHistory()).events!.flatMap((e) =>
      e.timerStartedEventAttributes ? [Number(e.timerStartedEventAttributes.startToFireTimeout!.seconds)] : [],
    );
    expect(firstWait).toBe(3);

    const again = await published(admin().post(`/campaigns/${campaignId}/publish`, { channels: ['youtube'] }));
    expect([again.published, again.failed]).toEqual([2, 0]);
    expect((await publications()).map((p) => p.externalId)).toEqual([id, id]);
    expect(await uploads()).toEqual([id]);
  }, 180_000);
});
