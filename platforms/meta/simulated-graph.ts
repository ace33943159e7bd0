// The simulated Meta Graph API (Marketing API), the far end the Meta adapter talks to on the default: nodes and edges
// under `/<version>/`, the access token checked against the tokens the simulated OAuth gave, field selection with
// one level of expansion (`adsets{name}`), cursor paging, `filtering` and `effective_status`, Meta's error bodies
// and usage headers. `POST /__simulated/errors {path, code, subcode, times, ...}` makes the next calls to a path fail
// as Meta would (simulator only; `DELETE` clears them); `POST /__simulated/videos {adAccountId, video_status}` holds
// an ad account's videos at processing, ready or error (`video_status: null` lets them move on their own again). The
// insights edge is simulated-insights.ts.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FaultInjector, faultAnswer, GraphError, usageHeaders, type InjectedFault } from './simulated-faults';
import { simulatedInsights } from './simulated-insights';
import { previewIframe, previewPage } from './simulated-preview';
import {
  isReadableVideo,
  type GraphObject,
  type GraphType,
  type MetaGraphState,
  type VideoStatus,
} from './simulated-state';

type Params = Record<string, unknown>;

/** Why a token is refused (Meta's 190 with its subcode), or null when it may call. */
export type TokenCheck = (token: string | undefined) => InjectedFault | null;

const VERSION = /^v\d+\.\d+$/;
const VIDEO_STATUSES: readonly VideoStatus[] = ['processing', 'ready', 'error'];
const PAGE_SIZE = 25;

/** Meta takes JSON-encoded parameters in query strings and form fields, and plain JSON bodies. */
const parsed = (value: unknown): unknown =>
  typeof value === 'string' && /^[[{]/.test(value.trim()) ? (JSON.parse(value) as unknown) : value;

/** `id,name,adsets{id,name}` as {id: '', name: '', adsets: 'id,name'}. */
function fieldSelection(fields: unknown): Map<string, string> | null {
  if (typeof fields !== 'string' || fields === '') return null;
  const selection = new Map<string, string>();
  let depth = 0;
  let current = '';
  for (const c of `${fields},`) {
    if (c === ',' && depth === 0) {
      const match = /^([^{]+)(?:\{(.*)\})?$/.exec(current.trim());
      if (match) selection.set(match[1]!, match[2] ?? '');
      current = '';
      continue;
    }
    if (c === '{') depth++;
    if (c === '}') depth--;
    current += c;
  }
  return selection;
}

/** Which edges each node type has, and what type they list. */
const EDGES: Partial<Record<GraphType, Record<string, GraphType>>> = {
  adaccount: {
    campaigns: 'campaign',
    adsets: 'adset',
    ads: 'ad',
    adimages: 'adimage',
    advideos: 'advideo',
    adcreatives: 'adcreative',
  },
  campaign: { adsets: 'adset', ads: 'ad' },
  adset: { ads: 'ad' },
};
/** How an edge's items belong to their parent. */
const PARENT_FIELD: Partial<Record<GraphType, string>> = { campaign: 'campaign_id', adset: 'adset_id' };

const CTA_TYPES = new Set(
  'ADD_TO_CART APPLY_NOW BOOK_TRAVEL BUY_TICKETS CONTACT_US DONATE DOWNLOAD GET_OFFER GET_QUOTE INSTALL_APP LEARN_MORE LIKE_PAGE NO_BUTTON ORDER_NOW SHOP_NOW SIGN_UP SUBSCRIBE WATCH_MORE WATCH_VIDEO WHATSAPP_MESSAGE GET_DIRECTIONS LISTEN_NOW SEE_MENU SEND_MESSAGE PLAY_GAME'.split(
    ' ',
  ),
);

export function simulatedGraph(server: FastifyInstance, state: MetaGraphState, tokenCheck: TokenCheck) {
  const faults = new FaultInjector();
  const calls = new Map<string, number>();

  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const imageUrl = (request: FastifyRequest) => (hash: string) => `${origin(request)}/simulated-assets/images/${hash}`;

  /** The object as a read answers it: the selected fields, computed ones (review, video status) and expansions. */
  function render(request: FastifyRequest, object: GraphObject, fields: unknown, defaults: string[]): Params {
    const live: Params = { ...object.fields, account_id: object.accountId };
    if (object.type === 'ad') Object.assign(live, state.review(object));
    if (object.type === 'advideo') {
      live.status = state.videoStatus(object);
      live.picture = `${origin(request)}/simulated-assets/videos/${object.id}.png`;
    }
    if (object.type === 'adimage') live.url = imageUrl(request)(String(object.fields.hash));
    if (object.type === 'campaign' || object.type === 'adset') live.effective_status = object.fields.status;
    const selection = fieldSelection(fields) ?? new Map(defaults.map((f) => [f, '']));
    const answer: Params = { id: object.id };
    for (const [name, sub] of selection) {
      const edge = EDGES[object.type]?.[name];
      if (edge) answer[name] = { data: children(object, edge).map((c) => render(request, c, sub, ['id'])) };
      else if (live[name] !== undefined && live[name] !== null) answer[name] = live[name];
    }
    return answer;
  }

  function children(parent: GraphObject, type: GraphType): GraphObject[] {
    if (parent.type === 'adaccount') return state.list(parent.accountId, type);
    const key = PARENT_FIELD[parent.type]!;
    return state.list(parent.accountId, type, (o) => o.fields[key] === parent.id);
  }

  function node(id: string): GraphObject {
    const found = id.startsWith('act_') ? state.account(id) : state.get(id);
    if (!found) throw GraphError.unknownObject(id);
    return found;
  }

  /** An edge's page: filtered, after the cursor, with Meta's paging (next carries every parameter but the cursor). */
  function page(request: FastifyRequest, items: GraphObject[], params: Params) {
    const statuses = parsed(params.effective_status) as string[] | undefined;
    const filtering = (parsed(params.filtering) ?? []) as { field: string; operator: string; value: unknown }[];
    const kept = items
      .map((item) => ({ item, view: render(request, item, params.fields, ['id']) }))
      .filter(({ item }) => {
        const view = render(request, item, Object.keys(item.fields).concat('effective_status').join(','), []);
        if (statuses && !statuses.includes(String(view.effective_status))) return false;
        return filtering.every(({ field, operator, value }) => {
          const actual = String(view[field.replace(/^\w+\./, '')] ?? '');
          if (operator === 'CONTAIN') return actual.includes(String(value));
          if (operator === 'EQUAL') return actual === String(value);
          if (operator === 'IN') return (value as unknown[]).map(String).includes(actual);
          throw GraphError.invalid(`Filtering operator ${operator} is not supported here.`);
        });
      });
    const limit = Number(params.limit ?? PAGE_SIZE);
    const from = params.after ? Number(Buffer.from(String(params.after), 'base64url').toString()) : 0;
    const data = kept.slice(from, from + limit).map(({ view }) => view);
    const cursor = (n: number) => Buffer.from(String(n)).toString('base64url');
    const paging: Params = { cursors: { before: cursor(from), after: cursor(from + data.length) } };
    if (from + limit < kept.length) paging.next = nextPage(request, params, cursor(from + limit));
    return { data, paging };
  }

  /** Meta's `paging.next`: the same call with every parameter but the cursor, then the cursor. */
  function nextPage(request: FastifyRequest, params: Params, after: string): string {
    const next = new URL(`${origin(request)}${request.url.split('?')[0]}`);
    for (const [k, v] of Object.entries(params))
      if (k !== 'after') next.searchParams.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    next.searchParams.set('after', after);
    return next.href;
  }

  function previews(request: FastifyRequest, spec: Params, params: Params, account: GraphObject) {
    checkStorySpec(account, spec);
    const body = previewIframe(
      origin(request),
      spec,
      String(params.ad_format ?? 'DESKTOP_FEED_STANDARD'),
      Number(params.width ?? 540),
      Number(params.height ?? 690),
    );
    return { data: [{ body }] };
  }

  function checkStorySpec(account: GraphObject, spec: Params) {
    if (!spec.page_id) throw GraphError.invalid('The creative must name a Facebook page (page_id).', 1443048);
    const link = spec.link_data as Params | undefined;
    const video = spec.video_data as Params | undefined;
    if (!link && !video) throw GraphError.invalid('The creative needs link_data or video_data.', 1443050);
    const hashes = [link?.image_hash, ...((link?.child_attachments ?? []) as Params[]).map((c) => c.image_hash)];
    for (const hash of hashes.filter((h) => h !== undefined))
      if (state.list(account.accountId, 'adimage', (o) => o.fields.hash === hash).length === 0)
        throw GraphError.invalid(`Image with hash ${String(hash)} was not found in this ad account.`, 1487242);
    const children = link?.child_attachments as Params[] | undefined;
    if (children && (children.length < 2 || children.length > 10))
      throw GraphError.invalid('A carousel needs between 2 and 10 cards.', 1487833);
    if (video && state.get(String(video.video_id))?.type !== 'advideo')
      throw GraphError.invalid(`The video ${String(video.video_id)} was not found in this ad account.`, 1487301);
    const ctas = [link?.call_to_action, video?.call_to_action, ...(children ?? []).map((c) => c.call_to_action)];
    for (const cta of ctas.filter(Boolean) as Params[])
      if (!CTA_TYPES.has(String(cta.type)))
        throw GraphError.invalid(`${String(cta.type)} is not a valid call to action type.`, 1487891);
  }

  /** POST act_<id>/<edge>: Meta's create calls. */
  async function create(request: FastifyRequest, account: GraphObject, edge: string, params: Params) {
    const { accountId } = account;
    switch (edge) {
      case 'campaigns':
        return { id: state.create('campaign', accountId, { status: 'PAUSED', ...params }).id };
      case 'adsets':
        if (state.get(String(params.campaign_id))?.type !== 'campaign')
          throw GraphError.invalid('The campaign of the ad set does not exist.', 1487109);
        return { id: state.create('adset', accountId, { status: 'PAUSED', end_time: null, ...params }).id };
      case 'adimages': {
        if (typeof params.bytes !== 'string') throw GraphError.invalid('Upload the image as bytes.', 1487242);
        const name = String(params.name ?? 'bytes');
        const image = state.addImage(accountId, Buffer.from(params.bytes, 'base64'), name);
        return { images: { [name]: { hash: image.fields.hash, url: imageUrl(request)(String(image.fields.hash)) } } };
      }
      case 'advideos': {
        if (!request.isMultipart())
          throw GraphError.invalid('Upload the video as the multipart field source.', 1363030);
        const file = await request.file();
        if (!file || file.fieldname !== 'source') throw GraphError.invalid('No video file was sent (source).', 1363030);
        const bytes = await file.toBuffer();
        const title = (file.fields.title as { value?: string } | undefined)?.value ?? file.filename;
        return { id: state.create('advideo', accountId, { title, readable: isReadableVideo(bytes) }).id };
      }
      case 'adcreatives': {
        const spec = parsed(params.object_story_spec) as Params | undefined;
        if (!spec) throw GraphError.invalid('The creative needs an object_story_spec.', 1443050);
        checkStorySpec(account, spec);
        return { id: state.create('adcreative', accountId, { name: params.name, object_story_spec: spec }).id };
      }
      case 'ads': {
        const creative = parsed(params.creative) as Params | undefined;
        const adset = state.get(String(params.adset_id));
        if (adset?.type !== 'adset' || adset.accountId !== accountId)
          throw GraphError.invalid(`The ad set ${String(params.adset_id)} does not exist in this ad account.`, 1487390);
        if (state.get(String(creative?.creative_id))?.type !== 'adcreative')
          throw GraphError.invalid('The creative of the ad does not exist.', 1487172);
        const fields = { name: params.name, adset_id: adset.id, campaign_id: adset.fields.campaign_id, creative };
        return { id: state.create('ad', accountId, { ...fields, status: params.status ?? 'ACTIVE' }).id };
      }
      default:
        throw GraphError.invalid(`Cannot create on edge ${edge}.`);
    }
  }

  /** Every Graph call: a fault injected for its path first, then the token, then the call; usage headers always. */
  async function graphCall(
    request: FastifyRequest<{ Params: { version: string; node: string; edge?: string } }>,
    reply: FastifyReply,
  ) {
    const { version, node: id, edge } = request.params;
    const params: Params = { ...(request.query as Params), ...((request.body as Params | undefined) ?? {}) };
    const path = edge ? `${id}/${edge}` : id;
    const account = id.startsWith('act_') ? id.slice(4) : (state.get(id)?.accountId ?? id);
    const count = (calls.get(account) ?? 0) + 1;
    calls.set(account, count);
    const fault = VERSION.test(version)
      ? (faults.take(path) ?? tokenCheck(params.access_token as string | undefined))
      : { path, code: 2500, message: `Unknown path components: /${version}` };
    void reply.headers(usageHeaders(account, count, fault?.regainAccessMinutes));
    try {
      if (fault) throw new GraphError(fault);
      const object = node(id);
      if (request.method === 'POST') {
        if (object.type !== 'adaccount' || !edge) throw GraphError.invalid(`Cannot post to ${path}.`);
        return await create(request, object, edge, params);
      }
      if (!edge) return render(request, object, params.fields, ['id', 'name']);
      if (edge === 'previews' && object.type === 'adcreative')
        return previews(request, object.fields.object_story_spec as Params, params, node(`act_${object.accountId}`));
      if (edge === 'generatepreviews' && object.type === 'adaccount')
        return previews(request, (parsed(params.creative) as Params).object_story_spec as Params, params, object);
      if (edge === 'insights' && object.type === 'adaccount')
        return simulatedInsights(state, object, params, (after) => nextPage(request, params, after));
      const type = EDGES[object.type]?.[edge];
      if (!type) throw GraphError.invalid(`Tried accessing nonexisting field (${edge}) on node type.`);
      return page(request, children(object, type), params);
    } catch (error) {
      if (!(error instanceof GraphError)) throw error;
      const { status, body } = faultAnswer(error.fault);
      return reply.status(status).send(body);
    }
  }

  void server.register(multipart, { limits: { fileSize: 512 * 1024 * 1024 } });
  server.get('/:version/:node', graphCall);
  server.get('/:version/:node/:edge', graphCall);
  server.post('/:version/:node/:edge', graphCall);

  server.get('/ads/api/preview_iframe.php', (request: FastifyRequest<{ Querystring: { d?: string } }>, reply) =>
    reply.type('text/html').send(previewPage(request.query.d ?? '', imageUrl(request))),
  );
  server.get('/simulated-assets/images/:hash', (request: FastifyRequest<{ Params: { hash: string } }>, reply) => {
    const bytes = state.imageBytes(request.params.hash);
    return bytes ? reply.type('image/png').send(bytes) : reply.status(404).send();
  });
  server.get('/simulated-assets/videos/:still', (_request, reply) => reply.type('image/png').send(VIDEO_STILL));

  server.post('/__simulated/errors', (request: FastifyRequest<{ Body: InjectedFault }>) => {
    faults.add(request.body);
    return { injected: request.body };
  });
  server.delete('/__simulated/errors', () => {
    faults.clear();
    return { cleared: true };
  });
  server.post(
    '/__simulated/videos',
    (request: FastifyRequest<{ Body: { adAccountId: string; video_status: VideoStatus | null } }>, reply) => {
      const { adAccountId, video_status } = request.body;
      if (video_status !== null && !VIDEO_STATUSES.includes(video_status))
        return reply.status(400).send({ error: `video_status is one of ${VIDEO_STATUSES.join(', ')} or null` });
      state.holdVideos(adAccountId, video_status);
      return { held: request.body };
    },
  );
}

/** A 1×1 grey PNG: the still of every simulated video. */
const VIDEO_STILL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);
