// The creatives view and creative approvals end to end (issue 10; spec 2 §4, §6, §7): a page of creatives per view
// with each format's approval and what it was last approved with, counts, the variations API for admins (full)
// and everyone (list), decisions through PATCH …/creatives/approvals and PUT …/variations/approvals with a comment
// and the content fingerprint, the lapse on edit with the diff's data, and activation reading the final approval.
// Every route: an allowed and a refused role, and a foreign partner's ids.
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE } from '../../api/http/list-query';
import { CAMPAIGN_ACCESS_DENIED } from '../../domain/campaign';
import {
  APPROVAL_COMMENT_MAX,
  APPROVAL_COMMENT_TOO_LONG,
  CHECK,
  contentFingerprint,
  couldNotTurnOn,
} from '../../domain/personalise';
import { WRONG_ROLES_MESSAGE, type Role } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import { q, type HttpClient, type Reply } from '../support/http';
import {
  campaignWithTrees,
  expectStatus,
  fill,
  imageAsset,
  newVariant,
  patch,
  usePersonaliseWorld,
  variant,
} from './personalise-fixture';

const w = usePersonaliseWorld({ config: { runWorker: true } });
let admin: HttpClient;
let G: string;
/** A filled variant in acme's google tree, its formats, and an unfilled one. */
let ready: { id: string; formats: string[] };
let draft: string;
let foreignFormat: string;

const head = () => w.t.system.deps.store.headPosition();
const creatives = (
  client: HttpClient,
  query: Record<string, unknown> = {},
  campaignId = w.campaignId,
  treeId = w.google,
) =>
  client.get(
    `/campaigns/${campaignId}/creatives?${Object.entries({ treeId, ...query })
      .map(([k, v]) => `${k}=${typeof v === 'string' ? encodeURIComponent(v) : q(v)}`)
      .join('&')}`,
  );
const approvals = (client: HttpClient, body: Record<string, unknown>, campaignId = w.campaignId) =>
  patch(client, `/campaigns/${campaignId}/creatives/approvals`, { treeId: w.google, rejections: [], ...body });
const variations = (client: HttpClient, body: Record<string, unknown>, campaignId = w.campaignId) =>
  client.put(`/campaigns/${campaignId}/variations/approvals`, { reject: [], ...body });

interface Format {
  id: string;
  approval: string;
  state: string;
  status: string;
  values: Record<string, { value: string }>;
  decidedKind: string | null;
  lastApproved: {
    values: Record<string, { value: string }>;
    fingerprint: string | null;
    by: { id: string; name: string | null };
    at: string;
  } | null;
  changedSinceApproval: boolean;
}
const row = async (client: HttpClient, id: string, mode = 'admin') => {
  const rows = expectStatus(await creatives(client, { viewmode: mode, range: [0, 999] }), 200).body as {
    id: string;
    formats: Format[];
  }[];
  return rows.find((r) => r.id === id);
};

beforeAll(async () => {
  admin = w.as('SELF_SERVICE_ADMIN');
  G = w.path(w.google);
  const image = await imageAsset(w);
  const id = await newVariant(admin, G, 'Ready');
  ready = { id, formats: await fill(admin, G, id, image) };
  draft = await newVariant(admin, G, 'Draft');
  const foreignVariant = await newVariant(
    w.su,
    `/campaigns/${w.foreign.campaignId}/personalize/${w.foreign.treeId}`,
    'Foreign',
  );
  foreignFormat = (
    await variant(w.su, `/campaigns/${w.foreign.campaignId}/personalize/${w.foreign.treeId}`, foreignVariant)
  ).formats[0]!.id;
}, 300_000);

describe('the creatives view', () => {
  it('the admin view lists every variant a page at a time with Content-Range; the client view only those ready for review', async () => {
    const page = expectStatus(await creatives(admin, { viewmode: 'admin', range: [0, 0] }), 200);
    expect(page.headers.get('content-range')).toBe('creatives 0-0/2');
    expect((page.body as { name: string }[]).map((r) => r.name)).toEqual(['Draft']);
    const client = expectStatus(await creatives(w.as('MANAGER'), { viewmode: 'client' }), 200);
    expect(
      (client.body as { id: string; formats: Format[] }[]).map((r) => [
        r.id,
        r.formats.map((f) => [f.status, f.state, f.lastApproved]),
      ]),
    ).toEqual([
      [
        ready.id,
        [
          ['unapproved', 'nonApproved', null],
          ['unapproved', 'nonApproved', null],
        ],
      ],
    ]);
  });

  it('opens each role in its own view and refuses a view the role does not have', async () => {
    const views: [Role, string | undefined, number][] = [
      ['SELF_SERVICE_REVIEWER', undefined, 200],
      ['SELF_SERVICE_REVIEWER', 'client', 403],
      ['REVIEWER', undefined, 200],
      ['REVIEWER', 'admin', 403],
      ['MANAGER', 'client', 200],
      ['ANALYST', undefined, 403],
    ];
    const replies = await Promise.all(
      views.map(([role, viewmode]) => creatives(w.as(role), viewmode ? { viewmode } : {})),
    );
    expect(replies.map((r) => r.status)).toEqual(views.map(([, , status]) => status));
    expect(replies.filter((r) => r.status === 403).map((r) => r.body.message)).toEqual([
      WRONG_ROLES_MESSAGE,
      WRONG_ROLES_MESSAGE,
      WRONG_ROLES_MESSAGE,
    ]);
    expect((replies[2]!.body as unknown[]).length).toBe(1);
  });

  it('filters by name and by approval state, and counts formats per state', async () => {
    const named = expectStatus(await creatives(admin, { filter: JSON.stringify({ q: 'REA' }) }), 200).body as {
      name: string;
    }[];
    expect(named.map((r) => r.name)).toEqual(['Ready']);
    const count = expectStatus(
      await admin.get(`/campaigns/${w.campaignId}/creatives/count?treeId=${w.google}`),
      200,
    ).body;
    expect(count).toEqual({
      variants: 2,
      unapproved: 4,
      interimApproved: 0,
      interimRejected: 0,
      approved: 0,
      rejected: 0,
      changed: 0,
    });
    const analyst = await w.as('ANALYST').get(`/campaigns/${w.campaignId}/creatives/count?treeId=${w.google}`);
    expect([analyst.status, analyst.body.message]).toEqual([403, WRONG_ROLES_MESSAGE]);
    const bad = await creatives(admin, { filter: '{"status":"nope"}' });
    expect([bad.status, bad.body.message]).toEqual([400, MESSAGES.wrongParams]);
  });
});

describe('deciding', () => {
  it('the reviewer approves in the interim with a comment; the event holds the fingerprint of the content judged', async () => {
    const before = await head();
    expectStatus(
      await approvals(w.as('REVIEWER'), { approvals: ready.formats, final: false, comment: 'Fine by me' }),
      200,
    );
    const events = (await w.t.system.deps.store.readAll(before, 1000)).filter(
      (e) => e.type === 'FormatApprovalsChanged',
    ) as unknown as { data: { fingerprints: unknown; comment: unknown; role: string } }[];
    const v = await variant(admin, G, ready.id);
    const tree = expectStatus(await admin.get(`${G}/templates`), 200).body as { templateId: string; version: number }[];
    const { rows } = await w.t.system.deps.pool.query<{
      id: string;
      values: never;
      template_id: string;
      cards: number | null;
    }>('SELECT id, "values", template_id, cards FROM variant_format WHERE id = ANY ($1) ORDER BY sort', [
      ready.formats,
    ]);
    const expected = Object.fromEntries(
      rows.map((r) => [
        r.id,
        contentFingerprint(
          tree.find((t) => t.templateId === r.template_id)!,
          r.values,
          r.cards,
        ),
      ]),
    );
    expect(events.map((e) => [e.data.fingerprints, e.data.comment, e.data.role])).toEqual([
      [expected, 'Fine by me', 'REVIEWER'],
    ]);
    expect(v.formats.map((f) => f.approval)).toEqual(['interimApproved', 'interimApproved']);
  });

  it('the manager gives the final approval; the view shows who approved which content', async () => {
    expectStatus(await approvals(w.as('MANAGER'), { approvals: ready.formats, final: true }), 200);
    const formats = (await row(admin, ready.id))!.formats;
    expect(
      formats.map((f) => [f.status, f.state, f.decidedKind, f.lastApproved?.by.id, f.changedSinceApproval]),
    ).toEqual([
      ['approved', 'clientApproved', 'final', w.acme.users.MANAGER!.id, false],
      ['approved', 'clientApproved', 'final', w.acme.users.MANAGER!.id, false],
    ]);
    expect(formats[0]!.lastApproved!.values).toEqual(formats[0]!.values);
  });

  it('refuses a final decision to the reviewer and any decision to the analyst, appending nothing', async () => {
    const before = await head();
    const reviewer = await approvals(w.as('REVIEWER'), { approvals: ready.formats, final: true });
    const analyst = await approvals(w.as('ANALYST'), { approvals: ready.formats, final: false });
    const manager = await variations(w.as('MANAGER'), { approve: ready.formats, final: false });
    expect([reviewer, analyst, manager].map((r) => [r.status, r.body.message])).toEqual([
      [403, WRONG_ROLES_MESSAGE],
      [403, WRONG_ROLES_MESSAGE],
      [403, WRONG_ROLES_MESSAGE],
    ]);
    expect(await head()).toBe(before);
  });

  it(`refuses a comment over ${APPROVAL_COMMENT_MAX} characters and a format of another campaign, appending nothing`, async () => {
    const before = await head();
    const long = await approvals(w.as('MANAGER'), {
      approvals: ready.formats,
      final: true,
      comment: 'x'.repeat(APPROVAL_COMMENT_MAX + 1),
    });
    expect([long.status, long.body.message]).toEqual([400, APPROVAL_COMMENT_TOO_LONG]);
    const elsewhere = await variations(w.as('MANAGER'), { approve: [foreignFormat], final: true });
    expect([elsewhere.status, elsewhere.body.message]).toEqual([404, MESSAGES.entityNotFound]);
    expect(await head()).toBe(before);
  });

  it('a decision over two trees that one tree refuses appends nothing on either; accepted by both, it decides on both', async () => {
    const F = w.path(w.facebook);
    const socialVariant = await newVariant(admin, F, 'Social');
    const social = (await variant(admin, F, socialVariant)).formats[0]!.id;
    const draftFormat = (await variant(admin, G, draft)).formats[0]!.id;
    const before = await head();
    // The google tree's decision is accepted; the facebook tree refuses a format both approved and rejected.
    const refused = await variations(w.as('REVIEWER'), {
      approve: [draftFormat, social],
      reject: [social],
      final: false,
    });
    expect([refused.status, refused.body.message]).toEqual([400, MESSAGES.wrongParams]);
    expect(await head()).toBe(before);
    expect((await variant(admin, G, draft)).formats[0]!.approval).toBe('unapproved');

    const both = expectStatus(
      await variations(w.as('REVIEWER'), { approve: [social], reject: [draftFormat], final: false }),
      200,
    );
    expect(both.body).toEqual({ updatedFormats: 2 });
    expect([
      (await variant(admin, F, socialVariant)).formats[0]!.approval,
      (await variant(admin, G, draft)).formats[0]!.approval,
    ]).toEqual(['interimApproved', 'interimRejected']);
  });

  it('on a foreign campaign both decisions are refused as the campaign routes refuse them', async () => {
    const before = await head();
    const patched = await patch(admin, `/campaigns/${w.foreign.campaignId}/creatives/approvals`, {
      treeId: w.foreign.treeId,
      approvals: [foreignFormat],
      rejections: [],
      final: true,
    });
    const put = await variations(admin, { approve: [foreignFormat], final: true }, w.foreign.campaignId);
    expect([patched, put].map((r) => [r.status, r.body.message])).toEqual([
      [403, CAMPAIGN_ACCESS_DENIED],
      [403, CAMPAIGN_ACCESS_DENIED],
    ]);
    expect(await head()).toBe(before);
  });
});

describe('an edit lapses the approval', () => {
  it('the format is unapproved again, shows the content last approved beside the new one, and turns on only after a new final approval', async () => {
    const fallback = expectStatus(await patch(admin, `${G}/variants/${ready.id}/fallback`), 200);
    expect(fallback.body.isFallback).toBe(true);
    expectStatus(await patch(admin, `${G}/variants/${ready.id}/activate`), 200);
    const oldHeadline = (await row(admin, ready.id))!.formats[0]!.values.headline!.value;
    expectStatus(
      await patch(admin, `${G}/formats/dynamic-elements`, {
        formats: [ready.formats[0]],
        elements: { headline: { value: 'Edited headline' } },
      }),
      200,
    );

    const edited = (await row(admin, ready.id))!.formats[0]!;
    expect([
      edited.status,
      edited.changedSinceApproval,
      edited.values.headline!.value,
      edited.lastApproved!.values.headline!.value,
    ]).toEqual(['unapproved', true, 'Edited headline', oldHeadline]);
    expect((await variant(admin, G, ready.id)).enabled).toBe(false);
    const changed = expectStatus(await creatives(admin, { filter: JSON.stringify({ status: 'changed' }) }), 200)
      .body as { id: string }[];
    expect(changed.map((r) => r.id)).toEqual([ready.id]);

    const refused = await patch(admin, `${G}/variants/${ready.id}/activate`);
    expect([refused.status, refused.body.message, refused.body.details.failed[0].reasons]).toEqual([
      422,
      couldNotTurnOn(1),
      [CHECK.finalApproval],
    ]);

    expectStatus(await approvals(w.as('REVIEWER'), { approvals: [ready.formats[0]], final: false }), 200);
    expect((await patch(admin, `${G}/variants/${ready.id}/activate`)).status).toBe(422);

    expectStatus(
      await variations(w.as('MANAGER'), { approve: [ready.formats[0]], final: true, comment: 'Approved again' }),
      200,
    );
    const again = (await row(admin, ready.id))!.formats[0]!;
    expect([again.status, again.changedSinceApproval, again.lastApproved!.values.headline!.value]).toEqual([
      'approved',
      false,
      'Edited headline',
    ]);
    expectStatus(await patch(admin, `${G}/variants/${ready.id}/activate`), 200);
    expect((await variant(admin, G, ready.id)).enabled).toBe(true);
  });
});

describe('the variations API', () => {
  type Range = [number, number];
  const ranged = (range?: Range) => (range ? `?range=${q(range)}` : '');
  const full = (client: HttpClient, campaignId = w.campaignId, formats = 'all', range?: Range) =>
    client.get<FullAnswer>(`/campaigns/${campaignId}/variations/full/display/${formats}${ranged(range)}`);
  const list = (client: HttpClient, campaignId = w.campaignId, range?: Range) =>
    client.get<{ id: string; variantName: string }[]>(
      `/campaigns/${campaignId}/variations/list/display/all${ranged(range)}`,
    );
  interface FullAnswer {
    variations: {
      id: string;
      variantId: string;
      templateId: string;
      approvalState: string;
      approvedBy: string | null;
    }[];
    users: { id: string }[];
  }

  it('admins get the full data with the users who approved; the others the list', async () => {
    const body = expectStatus(await full(admin), 200).body;
    expect(
      body.variations.filter((v) => ready.formats.includes(v.id)).map((v) => [v.approvalState, v.approvedBy]),
    ).toEqual([
      ['clientApproved', w.acme.users.MANAGER!.id],
      ['clientApproved', w.acme.users.MANAGER!.id],
    ]);
    expect(body.users.map((u) => u.id)).toEqual([w.acme.users.MANAGER!.id]);
    const listed = expectStatus(await list(w.as('REVIEWER')), 200).body;
    expect(listed).toHaveLength(4);
    expect(Object.keys(listed[0]!).sort()).toEqual([
      'approvalState',
      'id',
      'name',
      'size',
      'status',
      'templateId',
      'treeId',
      'variantId',
      'variantName',
    ]);
  });

  it('filters by template ids of the channel', async () => {
    const templateId = (await variant(admin, G, draft)).formats[0]!.templateId;
    const body = expectStatus(await full(admin, w.campaignId, templateId), 200).body;
    expect(body.variations.map((v) => v.templateId)).toEqual([templateId, templateId]);
  });

  it('refuses the full data to non-admins, and both on a foreign campaign', async () => {
    const replies: Reply[] = [
      await full(w.as('MANAGER')),
      await list(w.as('ANALYST')),
      await full(admin, w.foreign.campaignId),
      await list(admin, w.foreign.campaignId),
    ];
    expect(replies.map((r) => [r.status, r.body.message])).toEqual([
      [403, WRONG_ROLES_MESSAGE],
      [403, WRONG_ROLES_MESSAGE],
      [403, CAMPAIGN_ACCESS_DENIED],
      [403, CAMPAIGN_ACCESS_DENIED],
    ]);
  });

  it('answers a page in a stable order, Content-Range counting every row; the full answer names the users of its page', async () => {
    const all = expectStatus(await list(admin), 200);
    expect(all.headers.get('content-range')).toBe('variations 0-3/4');
    const slice = expectStatus(await list(admin, w.campaignId, [1, 2]), 200);
    expect(slice.headers.get('content-range')).toBe('variations 1-2/4');
    expect(slice.body.map((v) => v.id)).toEqual(all.body.slice(1, 3).map((v) => v.id));

    const drafts = expectStatus(await full(admin, w.campaignId, 'all', [0, 1]), 200);
    expect(drafts.headers.get('content-range')).toBe('variations 0-1/4');
    expect([drafts.body.variations.map((v) => v.variantId), drafts.body.users]).toEqual([[draft, draft], []]);
    const approved = expectStatus(await full(admin, w.campaignId, 'all', [2, 3]), 200);
    expect([approved.body.variations.map((v) => v.variantId), approved.body.users.map((u) => u.id)]).toEqual([
      [ready.id, ready.id],
      [w.acme.users.MANAGER!.id],
    ]);
  });

  it(
    `gives at most ${MAX_PAGE} rows: a longer range is cut to that, and without a range the first ${MAX_PAGE} come`,
    { timeout: 180_000 },
    async () => {
      // 501 variants of two display formats each: 1002 rows.
      const large = await campaignWithTrees(w.su, w.acme, 'Large');
      const L = w.path(large.google).replace(w.campaignId, large.campaignId);
      await Promise.all(
        Array.from({ length: 501 }, (_, i) => newVariant(admin, L, `Variant ${String(i).padStart(3, '0')}`)),
      );

      const first = expectStatus(await list(admin, large.campaignId, [0, MAX_PAGE + 499]), 200);
      expect([first.headers.get('content-range'), first.body.length]).toEqual([
        `variations 0-${MAX_PAGE - 1}/1002`,
        MAX_PAGE,
      ]);
      const byDefault = expectStatus(await full(admin, large.campaignId), 200);
      expect(byDefault.headers.get('content-range')).toBe(`variations 0-${MAX_PAGE - 1}/1002`);
      expect(byDefault.body.variations.map((v) => v.id)).toEqual(first.body.map((v) => v.id));
      const rest = expectStatus(await list(admin, large.campaignId, [MAX_PAGE, MAX_PAGE + 99]), 200);
      expect([rest.headers.get('content-range'), rest.body.map((v) => v.variantName)]).toEqual([
        `variations ${MAX_PAGE}-1001/1002`,
        ['Variant 500', 'Variant 500'],
      ]);
    },
  );

  it('the creatives reads answer a foreign campaign and a tree of another campaign as the campaign routes do', async () => {
    const foreign = await creatives(admin, {}, w.foreign.campaignId, w.foreign.treeId);
    const count = await admin.get(`/campaigns/${w.foreign.campaignId}/creatives/count?treeId=${w.foreign.treeId}`);
    const mixed = await creatives(admin, {}, w.campaignId, w.foreign.treeId);
    expect([foreign, count, mixed].map((r) => [r.status, r.body.message])).toEqual([
      [403, CAMPAIGN_ACCESS_DENIED],
      [403, CAMPAIGN_ACCESS_DENIED],
      [404, MESSAGES.entityNotFound],
    ]);
  });
});

describe('the read model', () => {
  it('a rebuild gives exactly the approval columns the live projection built', async () => {
    const snapshot = async () =>
      (
        await w.t.system.deps.pool.query(
          'SELECT id, approval, approved_values, approved_fingerprint, approved_by, approved_at, decided_kind FROM variant_format ORDER BY id',
        )
      ).rows;
    const live = await snapshot();
    expect(live.filter((r) => r.approved_fingerprint !== null).length).toBeGreaterThan(1);
    await w.t.system.runner.rebuild('personalise');
    expect(await snapshot()).toEqual(live);
  });
});
