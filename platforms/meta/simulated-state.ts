// What the simulated Meta keeps per ad account (campaigns, ad sets, images, videos, creatives, ads) and how it moves
// as Meta does: a video is processing for a moment, then ready (or in error when its bytes are no video Meta can
// read), unless its ad account's videos are held at a status (`POST /__simulated/videos`); an ad is IN_PROCESS while
// its video processes, PENDING_REVIEW for a moment, then ACTIVE, DISAPPROVED or WITH_ISSUES by deterministic rules,
// so tests and the demo can show each. States are computed when read, from the times things were made: nothing runs
// in the background. What it holds is a MetaGraph, kept by the simulated Meta's store.
import { createHash } from 'node:crypto';

/** Words Meta's review refuses in this simulation (Unrealistic outcomes), matched case-insensitively. */
export const BANNED_WORDS = ['miracle', 'guaranteed'];

export interface SimulationTimes {
  /** How long an uploaded video stays `processing`. */
  videoProcessingMs: number;
  /** How long a new ad stays PENDING_REVIEW once its media are ready. */
  reviewMs: number;
}

type Fields = Record<string, unknown>;
export type GraphType = 'adaccount' | 'campaign' | 'adset' | 'adimage' | 'advideo' | 'adcreative' | 'ad';

export interface GraphObject {
  id: string;
  type: GraphType;
  accountId: string;
  createdAt: number;
  fields: Fields;
}

/** Every object by its id, the images' bytes by their hash, and the next id to give. */
export interface MetaGraph {
  objects: Map<string, GraphObject>;
  images: Map<string, Buffer>;
  nextId: number;
}
export const emptyMetaGraph = (): MetaGraph => ({ objects: new Map(), images: new Map(), nextId: 120_210_000_000_001 });

export type VideoStatus = 'processing' | 'ready' | 'error';
const PROGRESS: Record<VideoStatus, number> = { processing: 50, ready: 100, error: 0 };

export class MetaGraphState {
  private readonly objects: Map<string, GraphObject>;
  private readonly images: Map<string, Buffer>;
  /** The status an ad account's videos are held at, by account id (a test's or demo's control, not Meta's). */
  private readonly heldVideos = new Map<string, VideoStatus>();

  constructor(
    private readonly times: SimulationTimes,
    private readonly graph: MetaGraph = emptyMetaGraph(),
  ) {
    this.objects = graph.objects;
    this.images = graph.images;
  }

  /** The ad account `act_<id>`, made with two campaigns and their ad sets the first time it is used. */
  account(node: string): GraphObject {
    const accountId = node.replace(/^act_/, '');
    const found = this.objects.get(`act_${accountId}`);
    if (found) return found;
    const account = this.put(`act_${accountId}`, 'adaccount', accountId, {
      account_id: accountId,
      name: `Simulated ad account ${accountId}`,
      currency: 'EUR',
      account_status: 1,
    });
    const past = new Date(Date.now() - 7 * 86_400_000).toISOString();
    for (const [name, sets] of [
      [
        'Always-on awareness',
        [
          ['Prospecting', null],
          ['Retargeting', null],
        ],
      ],
      [
        'Spring launch',
        [
          ['Launch week', past],
          ['Lookalikes', null],
        ],
      ],
    ] as const) {
      const campaign = this.create('campaign', accountId, { name, objective: 'OUTCOME_AWARENESS', status: 'ACTIVE' });
      for (const [setName, endTime] of sets)
        this.create('adset', accountId, {
          name: setName,
          campaign_id: campaign.id,
          status: 'ACTIVE',
          end_time: endTime,
        });
    }
    return account;
  }

  create(type: GraphType, accountId: string, fields: Fields): GraphObject {
    return this.put(String(this.graph.nextId++), type, accountId, fields);
  }

  get(id: string): GraphObject | undefined {
    return this.objects.get(id);
  }

  list(accountId: string, type: GraphType, where: (o: GraphObject) => boolean = () => true): GraphObject[] {
    return [...this.objects.values()].filter((o) => o.accountId === accountId && o.type === type && where(o));
  }

  /** Meta keys images by a hash of their bytes: the same image uploaded twice is one image. */
  addImage(accountId: string, bytes: Buffer, name: string): GraphObject {
    const hash = createHash('md5').update(bytes).digest('hex');
    this.images.set(hash, bytes);
    return (
      this.list(accountId, 'adimage', (o) => o.fields.hash === hash)[0] ??
      this.create('adimage', accountId, { hash, name, width: 1080, height: 1080 })
    );
  }

  imageBytes(hash: string): Buffer | undefined {
    return this.images.get(hash);
  }

  /** Holds every video of the ad account at a status, as long as told (null: they move on their own again). */
  holdVideos(node: string, status: VideoStatus | null) {
    const accountId = node.replace(/^act_/, '');
    if (status) this.heldVideos.set(accountId, status);
    else this.heldVideos.delete(accountId);
  }

  /** A video's status now: Meta's `{video_status, processing_progress}`. */
  videoStatus(video: GraphObject, now = Date.now()) {
    const status: VideoStatus =
      this.heldVideos.get(video.accountId) ??
      (now < video.createdAt + this.times.videoProcessingMs ? 'processing' : video.fields.readable ? 'ready' : 'error');
    return { video_status: status, processing_progress: PROGRESS[status] };
  }

  /** When every video the creative shows is ready; null while one is processing or failed. */
  private mediaReadyAt(creative: GraphObject | undefined, now: number): number | null {
    let readyAt = creative?.createdAt ?? 0;
    for (const videoId of videoIdsOf(creative?.fields.object_story_spec)) {
      const video = this.objects.get(videoId);
      if (!video || this.videoStatus(video, now).video_status !== 'ready') return null;
      readyAt = Math.max(readyAt, video.createdAt + this.times.videoProcessingMs);
    }
    return readyAt;
  }

  /** The ad's review as Meta reports it: effective_status, and ad_review_feedback or issues_info when refused. */
  review(ad: GraphObject, now = Date.now()): Fields {
    const creative = this.objects.get(String((ad.fields.creative as Fields | undefined)?.creative_id));
    const readyAt = this.mediaReadyAt(creative, now);
    if (readyAt === null) return { effective_status: 'IN_PROCESS' };
    if (now < Math.max(readyAt, ad.createdAt) + this.times.reviewMs) return { effective_status: 'PENDING_REVIEW' };
    const texts = textsOf(creative?.fields.object_story_spec);
    const banned = BANNED_WORDS.find((word) => texts.some((text) => text.toLowerCase().includes(word)));
    if (banned)
      return {
        effective_status: 'DISAPPROVED',
        ad_review_feedback: {
          global: {
            'Unrealistic Outcomes': `Ads may not promise unrealistic results, such as "${banned}" claims.`,
          },
        },
      };
    if (linksOf(creative?.fields.object_story_spec).some((link) => link.startsWith('http:')))
      return {
        effective_status: 'WITH_ISSUES',
        issues_info: [
          {
            error_code: 1815869,
            error_summary: 'Landing page is not secure',
            error_message: 'The website URL must use https: update the ad to deliver it.',
            level: 'AD',
          },
        ],
      };
    return { effective_status: ad.fields.status === 'PAUSED' ? 'PAUSED' : 'ACTIVE' };
  }

  private put(id: string, type: GraphType, accountId: string, fields: Fields): GraphObject {
    const object = { id, type, accountId, createdAt: Date.now(), fields: { ...fields, id } };
    this.objects.set(id, object);
    return object;
  }
}

/** Every string value under a creative spec's keys, walked through objects and arrays. */
function valuesOf(spec: unknown, keep: (key: string) => boolean, key = ''): string[] {
  if (typeof spec === 'string') return keep(key) ? [spec] : [];
  if (Array.isArray(spec)) return spec.flatMap((item) => valuesOf(item, keep, key));
  if (spec && typeof spec === 'object')
    return Object.entries(spec as Fields).flatMap(([k, value]) => valuesOf(value, keep, k));
  return [];
}

const TEXT_KEYS = new Set(['message', 'name', 'title', 'description', 'link_description', 'caption']);
const textsOf = (spec: unknown) => valuesOf(spec, (key) => TEXT_KEYS.has(key));
const linksOf = (spec: unknown) => valuesOf(spec, (key) => key === 'link');
const videoIdsOf = (spec: unknown) => valuesOf(spec, (key) => key === 'video_id');

/** Whether bytes look like a video container Meta can process: ISO BMFF (MP4, MOV) or Matroska (WebM). */
export function isReadableVideo(bytes: Buffer): boolean {
  const box = bytes.subarray(4, 8).toString('latin1');
  return ['ftyp', 'moov', 'mdat', 'wide'].includes(box) || bytes.subarray(0, 4).equals(Buffer.from([26, 69, 223, 163]));
}
