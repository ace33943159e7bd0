// Comments over HTTP (spec 2 §3 Comment, §5, §6, §7 "Creatives and comments"): every route with an allowed and a
// refused role and a foreign partner's ids; threads, mentions, private comments, soft delete, attachments through the
// blob store, the older-style calls, concept comments, the live message, and a rebuild of the read model.
import { readdir, utimes } from 'node:fs/promises';
import { Readable } from 'node:stream';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { orphanPorts } from '../../api/system';
import { ORPHAN_MIN_AGE_MS, sweepOrphans } from '../../commands/blob-store/orphans';
import { CAMPAIGN_NOT_FOUND, CAMPAIGN_ACCESS_DENIED } from '../../domain/campaign';
import { COMMENT_MESSAGES } from '../../domain/comment';
import { INVALID_FILE_FORMAT } from '../../domain/asset/rules';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { CONCEPT_ACCESS_DENIED } from '../../domain/concept';
import { MESSAGES } from '../../domain/shared/errors';
import type { HttpClient, Reply } from '../support/http';
import { liveSocket, pngImage } from '../support/uploads';
import { expectStatus, newVariant, patch, usePersonaliseWorld } from './personalise-fixture';

const w = usePersonaliseWorld();
let admin: HttpClient;
let reviewer: HttpClient;
let variantId: string;
let conceptId: string;
let foreignConceptId: string;
const C = () => `/campaigns/${w.campaignId}`;
const head = () => w.t.system.deps.store.headPosition();
const userId = (role: string) => w.acme.users[role]!.id;

beforeAll(async () => {
  admin = w.as('SELF_SERVICE_ADMIN');
  reviewer = w.as('REVIEWER');
  variantId = await newVariant(admin, w.path(w.google), 'Summer');
  conceptId = expectStatus(await admin.get(C()), 200).body.conceptId;
  foreignConceptId = expectStatus(await w.su.get(`/campaigns/${w.foreign.campaignId}`), 200).body.conceptId;
}, 240_000);

const post = (client: HttpClient, body: Record<string, unknown>) =>
  client.post(`${C()}/new-comments/new`, {
    text: 'Logo too small',
    commentedEntityId: variantId,
    commentedEntityType: 'variant',
    commentedEntityName: 'Summer',
    ...body,
  });
const threads = async (client: HttpClient, entityIds: string[] = [variantId]) =>
  expectStatus(await client.post(`${C()}/new-comments`, { entityIds }), 200).body as any[];
const counts = async (client: HttpClient) =>
  expectStatus(await client.post(`${C()}/new-comments/variant`, { entityIds: [variantId] }), 200).body as any[];
const attach = (client: HttpClient, path: string, name: string, data: Uint8Array, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return client.request('POST', path, form);
};
const commentFiles = async () =>
  (
    await readdir(path.join(w.t.config.dataDir, 'blobs', 'comments'), { recursive: true, withFileTypes: true }).catch(
      () => [],
    )
  )
    .filter((e) => e.isFile())
    .map((e) => path.relative(path.join(w.t.config.dataDir, 'blobs'), path.join(e.parentPath, e.name)));
const commentBlobs = async () => (await commentFiles()).length;
const refused = (reply: Reply, status: number, message: string) =>
  expect([reply.status, reply.body?.message]).toEqual([status, message]);

describe('threads', () => {
  it('a reviewer and a self-service admin talk about a variant: the reply nests, the mention is named, the count shows it', async () => {
    const root = expectStatus(
      await post(admin, { mentions: [userId('REVIEWER')], timeCode: 3.5, hotspot: { x: 0.25, y: 0.75 } }),
      201,
    ).body;
    expect(root).toMatchObject({
      text: 'Logo too small',
      resolved: false,
      isDeleted: false,
      threadId: null,
      timeCode: 3.5,
      hotspot: { x: 0.25, y: 0.75 },
      commentedEntityId: variantId,
    });
    expect(root.mentions).toEqual([{ _id: userId('REVIEWER'), name: 'REVIEWER user' }]);
    expect(root.user).toMatchObject({ _id: userId('SELF_SERVICE_ADMIN'), name: 'SELF_SERVICE_ADMIN user' });
    const reply = expectStatus(
      await post(reviewer, {
        text: 'Agreed',
        threadId: root._id,
        commentedEntityId: w.campaignId,
        commentedEntityType: 'campaign',
      }),
      201,
    ).body;
    expect(reply.threadedComments.map((c: any) => [c.text, c.threadId, c.commentedEntityId])).toEqual([
      ['Agreed', root._id, variantId],
    ]);
    const listed = (await threads(w.as('MANAGER'))).find((t) => t._id === root._id);
    expect(listed.threadedComments).toHaveLength(1);
    expect((await counts(reviewer)).find((c) => c.entityId === variantId)).toMatchObject({
      unresolved: expect.any(Number),
    });
  });

  it('resolving takes a thread out of the unresolved count; reopening brings it back; the campaign summary agrees', async () => {
    const root = expectStatus(await post(admin, { text: 'Wrong colour' }), 201).body;
    const before = (await counts(admin))[0];
    const resolved = expectStatus(
      await patch(reviewer, `${C()}/new-comments/${root._id}/resolve`, { resolved: true }),
      200,
    ).body;
    expect(resolved.resolved).toBe(true);
    expect((await counts(admin))[0]).toEqual({ ...before, unresolved: before.unresolved - 1 });
    const summary = expectStatus(await admin.get(`${C()}/comments`), 200).body;
    expect(summary.total - summary.unresolved).toBeGreaterThanOrEqual(1);
    expectStatus(await patch(reviewer, `${C()}/new-comments/${root._id}/resolve`, { resolved: false }), 200);
    expect((await counts(admin))[0]).toEqual(before);
  });

  it('a private comment is seen, counted and answered only by its author and the users it mentions', async () => {
    const root = expectStatus(
      await post(admin, { text: 'Between us', private: true, mentions: [userId('MANAGER')] }),
      201,
    ).body;
    expect((await threads(w.as('MANAGER'))).some((t) => t._id === root._id)).toBe(true);
    expect((await threads(reviewer)).some((t) => t._id === root._id)).toBe(false);
    const seen = async (client: HttpClient) => (await counts(client))[0]?.total ?? 0;
    expect(await seen(admin)).toBe((await seen(reviewer)) + 1);
    refused(await post(reviewer, { text: 'Can I?', threadId: root._id }), 404, COMMENT_MESSAGES.notFound);
    refused(
      await patch(reviewer, `${C()}/new-comments/${root._id}/resolve`, { resolved: true }),
      404,
      COMMENT_MESSAGES.notFound,
    );
    const answered = expectStatus(await post(w.as('MANAGER'), { text: 'Sure', threadId: root._id }), 201).body;
    expect(answered.threadedComments[0].private).toBe(true);
  });

  it("deleting is the author's (or a top admin's) and soft: a thread with replies stays, its first comment blank", async () => {
    const root = expectStatus(await post(admin, { text: 'Delete me' }), 201).body;
    expectStatus(await post(reviewer, { text: 'A reply', threadId: root._id }), 201);
    refused(await reviewer.delete(`${C()}/new-comments/${root._id}`), 403, COMMENT_MESSAGES.notAuthor);
    expect(expectStatus(await admin.delete(`${C()}/new-comments/${root._id}`), 200).body).toEqual({ id: root._id });
    const kept = (await threads(admin)).find((t) => t._id === root._id);
    expect([kept.isDeleted, kept.text, kept.threadedComments.length]).toEqual([true, '', 1]);
    refused(await admin.delete(`${C()}/new-comments/${root._id}`), 404, COMMENT_MESSAGES.notFound);
    const lone = expectStatus(await post(admin, { text: 'Gone for good' }), 201).body;
    expectStatus(await w.su.delete(`${C()}/new-comments/${lone._id}`), 200);
    expect((await threads(admin)).some((t) => t._id === lone._id)).toBe(false);
  });
});

describe('refusals append nothing', () => {
  it('an empty or too long text, a mention out of reach (another partner, the analyst) or of nobody', async () => {
    const before = await head();
    refused(await post(admin, { text: '   ' }), 422, COMMENT_MESSAGES.textRequired);
    // The request schema bounds the text too (maxLength), so the length is refused before the command: 400, same
    // message.
    refused(await post(admin, { text: 'x'.repeat(5001) }), 400, COMMENT_MESSAGES.textTooLong);
    refused(
      await post(admin, { mentions: [w.globex.users.SELF_SERVICE_ADMIN!.id] }),
      422,
      COMMENT_MESSAGES.mentionNotAllowed,
    );
    refused(await post(admin, { mentions: [userId('ANALYST')] }), 422, COMMENT_MESSAGES.mentionNotAllowed);
    refused(await post(admin, { mentions: ['0123456789abcdef01234567'] }), 422, COMMENT_MESSAGES.mentionNotAllowed);
    expect((await post(admin, { hotspot: { x: 2, y: 0 } })).status).toBe(400);
    expect((await post(admin, { color: 'red' })).status).toBe(400);
    expect(await head()).toBe(before);
  });
});

describe('who may', () => {
  it('every campaign route: the REVIEWER may, the ANALYST is refused, a foreign campaign and an unknown one are not reached', async () => {
    const root = expectStatus(await post(admin, { text: 'Scope' }), 201).body;
    const foreign = `/campaigns/${w.foreign.campaignId}`;
    const unknown = '/campaigns/0123456789abcdef01234567';
    const calls: [string, (base: string, client: HttpClient) => Promise<Reply>][] = [
      ['list', (base, c) => c.post(`${base}/new-comments`, { entityIds: [] })],
      ['counts', (base, c) => c.post(`${base}/new-comments/variant`, { entityIds: [variantId] })],
      ['create', (base, c) => c.post(`${base}/new-comments/new`, { text: 'Hello' })],
      ['resolve', (base, c) => patch(c, `${base}/new-comments/${root._id}/resolve`, { resolved: true })],
      ['delete', (base, c) => c.delete(`${base}/new-comments/${root._id}`)],
      [
        'attach',
        (base, c) =>
          attach(c, `${base}/new-comments/${root._id}/attachments`, 'a.png', new Uint8Array([1]), 'image/png'),
      ],
      ['summary', (base, c) => c.get(`${base}/comments`)],
      ['all threads', (base, c) => c.get(`${base}/comments/list`)],
    ];
    const before = await head();
    for (const [name, call] of calls) {
      refused(await call(C(), w.as('ANALYST')), 403, WRONG_ROLES_MESSAGE);
      expect([name, (await call(foreign, admin)).body?.message]).toEqual([name, CAMPAIGN_ACCESS_DENIED]);
      expect([name, (await call(unknown, admin)).body?.message]).toEqual([name, CAMPAIGN_NOT_FOUND]);
    }
    expect(await head()).toBe(before);
    for (const [name, call] of calls.filter(([n]) => n !== 'delete' && n !== 'attach'))
      expect([name, (await call(C(), reviewer)).status]).toEqual([name, name === 'create' ? 201 : 200]);
    expect(await commentBlobs()).toBe(0);
  });
});

describe('attachments', () => {
  it('the author attaches a picture, everyone who sees the comment downloads it; a refused file leaves no blob and no event', async () => {
    const root = expectStatus(await post(admin, { text: 'See the shot' }), 201).body;
    const png = await pngImage(8, 8);
    const attached = expectStatus(
      await attach(admin, `${C()}/new-comments/${root._id}/attachments`, 'shot.png', png, 'image/png'),
      201,
    ).body;
    expect(attached.attachments).toEqual([
      {
        _id: expect.any(String),
        fileName: 'shot.png',
        format: 'png',
        size: png.length,
        url: expect.stringContaining('/attachments/'),
      },
    ]);
    const response = await fetch(`${w.t.baseUrl}${attached.attachments[0].url}`, {
      headers: { cookie: reviewer.cookieHeader() },
    });
    expect([response.status, Buffer.from(await response.arrayBuffer()).equals(Buffer.from(png))]).toEqual([200, true]);
    expect(
      (
        await fetch(`${w.t.baseUrl}${attached.attachments[0].url}`, {
          headers: { cookie: w.as('ANALYST').cookieHeader() },
        })
      ).status,
    ).toBe(403);

    const before = [await head(), await commentBlobs()];
    refused(
      await attach(
        admin,
        `${C()}/new-comments/${root._id}/attachments`,
        'tool.exe',
        new Uint8Array([77, 90]),
        'application/x-msdownload',
      ),
      422,
      INVALID_FILE_FORMAT,
    );
    refused(
      await attach(reviewer, `${C()}/new-comments/${root._id}/attachments`, 'mine.png', png, 'image/png'),
      403,
      COMMENT_MESSAGES.notAuthor,
    );
    expect((await admin.request('POST', `${C()}/new-comments/${root._id}/attachments`, { file: 'x' })).status).toBe(
      415,
    );
    expect([await head(), await commentBlobs()]).toEqual(before);
  });

  it('the orphan sweep removes an old file no attachment names (a crash before its event) and keeps the named ones', async () => {
    const named = await commentFiles();
    expect(named.length).toBeGreaterThan(0);
    const orphan = `comments/${w.campaignId}/0123456789abcdef01234567/0123456789abcdef01234568.png`;
    await w.t.system.deps.blobs.put(orphan, Readable.from(Buffer.from('left behind')));
    const old = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);
    for (const key of await commentFiles()) await utimes(path.join(w.t.config.dataDir, 'blobs', key), old, old);
    await sweepOrphans(w.t.system.deps.blobs, orphanPorts(w.t.system.deps.pool, w.t.system.deps.store));
    expect((await commentFiles()).sort()).toEqual(named.sort());
  });
});

describe('what a comment is about', () => {
  it("must be the topic's own: another campaign's variant or campaign, an unknown variant or a concept's part is refused, and nothing is appended", async () => {
    const foreignVariant = await newVariant(
      w.su,
      `/campaigns/${w.foreign.campaignId}/personalize/${w.foreign.treeId}`,
      'Foreign',
    );
    const before = await head();
    refused(await post(admin, { commentedEntityId: foreignVariant }), 422, COMMENT_MESSAGES.entityNotOfTopic);
    refused(
      await post(admin, { commentedEntityId: 'ffffffffffffffffffffffff' }),
      422,
      COMMENT_MESSAGES.entityNotOfTopic,
    );
    refused(
      await post(admin, { commentedEntityId: w.foreign.campaignId, commentedEntityType: 'campaign' }),
      422,
      COMMENT_MESSAGES.entityNotOfTopic,
    );
    refused(
      await post(admin, { commentedEntityId: conceptId, commentedEntityType: 'storyboards' }),
      422,
      COMMENT_MESSAGES.entityNotOfTopic,
    );
    refused(
      await admin.post(`/concepts/${conceptId}/comments`, {
        text: 'Not here',
        commentedEntityId: variantId,
        commentedEntityType: 'variant',
      }),
      422,
      COMMENT_MESSAGES.entityNotOfTopic,
    );
    expect(await head()).toBe(before);
  });

  it("a concept's comment may be about one of its templates, not another concept's", async () => {
    const templateOf = async (campaignId: string) =>
      (expectStatus(await w.su.get(`/campaigns/${campaignId}/personalize/trees`), 200).body as any[])[0].templates[0]
        .templateId as string;
    const K = `/concepts/${conceptId}/comments`;
    expectStatus(
      await admin.post(K, {
        text: 'Headline clipped',
        commentedEntityId: await templateOf(w.campaignId),
        commentedEntityType: 'template',
      }),
      201,
    );
    refused(
      await admin.post(K, {
        text: 'Wrong one',
        commentedEntityId: await templateOf(w.foreign.campaignId),
        commentedEntityType: 'template',
      }),
      422,
      COMMENT_MESSAGES.entityNotOfTopic,
    );
  });
});

describe('the older-style calls', () => {
  it('name exactly one of campaignId or conceptId', async () => {
    refused(
      await admin.post('/comments', { text: 'Both', campaignId: w.campaignId, conceptId }),
      400,
      COMMENT_MESSAGES.oneTopic,
    );
    refused(await admin.post('/comments', { text: 'None' }), 400, COMMENT_MESSAGES.oneTopic);
    refused(
      await admin.get(`/users/mentions?campaignId=${w.campaignId}&conceptId=${conceptId}`),
      400,
      COMMENT_MESSAGES.oneTopic,
    );
  });

  it('create, edit (the author only), resolve, read one thread and all of them', async () => {
    const root = expectStatus(await admin.post('/comments', { text: 'Old style', campaignId: w.campaignId }), 201).body;
    expect(root.commentedEntityType).toBe('campaign');
    refused(
      await reviewer.put(`/comments/${root._id}`, { text: 'Hijack', campaignId: w.campaignId }),
      403,
      COMMENT_MESSAGES.notAuthor,
    );
    expect(
      expectStatus(await admin.put(`/comments/${root._id}`, { text: 'Edited', campaignId: w.campaignId }), 200).body
        .text,
    ).toBe('Edited');
    expect(
      expectStatus(await reviewer.put(`/comments/resolve/${root._id}`, { campaignId: w.campaignId }), 200).body
        .resolved,
    ).toBe(true);
    expect(
      expectStatus(await reviewer.get(`/comments/topic/${root._id}?campaignId=${w.campaignId}`), 200).body._id,
    ).toBe(root._id);
    refused(
      await w.globex.users.SELF_SERVICE_ADMIN!.client.get(`/comments/topic/${root._id}?campaignId=${w.campaignId}`),
      403,
      CAMPAIGN_ACCESS_DENIED,
    );
    refused(
      await w.as('ANALYST').get(`/comments/topic/${root._id}?campaignId=${w.campaignId}`),
      403,
      WRONG_ROLES_MESSAGE,
    );
    expect(
      (expectStatus(await reviewer.get(`${C()}/comments/list`), 200).body as any[]).some((t) => t._id === root._id),
    ).toBe(true);
  });
});

describe('concept comments', () => {
  it('post, list, resolve, attach and delete on the concept; the analyst and another partner are refused', async () => {
    const K = `/concepts/${conceptId}/comments`;
    const root = expectStatus(
      await w.as('MANAGER').post(K, {
        text: 'Storyboard 2 is too dark',
        commentedEntityId: conceptId,
        commentedEntityType: 'storyboards',
      }),
      201,
    ).body;
    expect(
      (expectStatus(await reviewer.get(`${K}?entityIds=${conceptId}`), 200).body as any[]).map((t) => t._id),
    ).toEqual([root._id]);
    expect(expectStatus(await patch(reviewer, `${K}/${root._id}`, { resolved: true }), 200).body.resolved).toBe(true);
    expectStatus(
      await attach(w.as('MANAGER'), `${K}/${root._id}/attachments`, 'dark.png', await pngImage(4, 4), 'image/png'),
      201,
    );
    refused(await w.as('ANALYST').get(K), 403, WRONG_ROLES_MESSAGE);
    refused(await admin.get(`/concepts/${foreignConceptId}/comments`), 403, CONCEPT_ACCESS_DENIED);
    refused(await admin.post(`/concepts/${foreignConceptId}/comments`, { text: 'x' }), 403, CONCEPT_ACCESS_DENIED);
    refused(await reviewer.delete(`${K}/${root._id}`), 403, COMMENT_MESSAGES.notAuthor);
    expectStatus(await w.as('MANAGER').delete(`${K}/${root._id}`), 200);
    expect(expectStatus(await reviewer.get(`${K}?entityIds=${conceptId}`), 200).body).toEqual([]);
  });

  it('counts unresolved threads per storyboard, template or the Storyboards tab; the analyst and another partner are refused', async () => {
    const K = `/concepts/${conceptId}/comments`;
    const count = async () =>
      (expectStatus(await reviewer.get(`${K}/counts?entityIds=${conceptId}`), 200).body as any[])[0] ?? {
        unresolved: 0,
        total: 0,
      };
    const before = await count();
    const root = expectStatus(
      await admin.post(K, {
        text: 'Frame 3 is blurry',
        commentedEntityId: conceptId,
        commentedEntityType: 'storyboards',
      }),
      201,
    ).body;
    expect(await count()).toEqual({ entityId: conceptId, unresolved: before.unresolved + 1, total: before.total + 1 });
    expectStatus(await patch(reviewer, `${K}/${root._id}`, { resolved: true }), 200);
    expect(await count()).toEqual({ entityId: conceptId, unresolved: before.unresolved, total: before.total + 1 });
    refused(await w.as('ANALYST').get(`${K}/counts`), 403, WRONG_ROLES_MESSAGE);
    refused(await admin.get(`/concepts/${foreignConceptId}/comments/counts`), 403, CONCEPT_ACCESS_DENIED);
  });

  it("another user's comment on the concept reaches the reviewer's channel; not another partner's", async () => {
    const socket = liveSocket(w.t, reviewer, 'concept-comments-test');
    const stranger = liveSocket(w.t, w.globex.users.SELF_SERVICE_ADMIN!.client, 'concept-comments-stranger');
    await Promise.all([socket.opened, stranger.opened]);
    const root = expectStatus(
      await admin.post(`/concepts/${conceptId}/comments`, {
        text: 'Live on the concept',
        commentedEntityId: conceptId,
        commentedEntityType: 'storyboards',
      }),
      201,
    ).body;
    const message = await socket.next((m) => m.type === 'comments' && m.payload?.commentId === root._id);
    expect(message).toMatchObject({
      conceptId,
      event: 'CommentPosted',
      eventOwnerId: userId('SELF_SERVICE_ADMIN'),
      payload: { entityId: conceptId },
    });
    expect(message.campaignId).toBeUndefined();
    // The stranger hears its own partner's next comment, and never heard the first.
    const own = expectStatus(
      await w.globex.users.SELF_SERVICE_ADMIN!.client.post(`/concepts/${foreignConceptId}/comments`, {
        text: 'Ours',
        commentedEntityId: foreignConceptId,
        commentedEntityType: 'storyboards',
      }),
      201,
    ).body;
    await stranger.next((m) => m.type === 'comments' && m.payload?.commentId === own._id);
    expect(
      stranger.messages.filter((m) => m.type === 'comments' && (m.payload as any)?.commentId === root._id),
    ).toEqual([]);
    socket.close();
    stranger.close();
  });
});

describe('mentions', () => {
  it("offers the campaign's readers by name or email, minus the excluded roles; never another partner's users or the analyst", async () => {
    const offered = async (query: string) =>
      (expectStatus(await reviewer.get(`/users/mentions?campaignId=${w.campaignId}${query}`), 200).body as any[]).map(
        (u) => u._id,
      );
    const all = await offered('');
    expect(all).toEqual(expect.arrayContaining([userId('REVIEWER'), userId('MANAGER'), userId('SELF_SERVICE_ADMIN')]));
    expect(all).not.toContain(userId('ANALYST'));
    expect(all).not.toContain(w.globex.users.SELF_SERVICE_ADMIN!.id);
    expect(await offered('&input=self_service_manager%20USER')).toEqual([userId('SELF_SERVICE_MANAGER')]);
    expect(await offered('&excludeRoles=MANAGER,REVIEWER&isPrivate=1')).not.toContain(userId('MANAGER'));
    refused(await admin.get(`/users/mentions?campaignId=${w.foreign.campaignId}`), 403, CAMPAIGN_ACCESS_DENIED);
    refused(await w.as('ANALYST').get(`/users/mentions?conceptId=${conceptId}`), 403, WRONG_ROLES_MESSAGE);
  });
});

describe('live and the read model', () => {
  it("another user's comment reaches the reviewer's channel with its owner and entity", async () => {
    const socket = liveSocket(w.t, reviewer, 'comments-test');
    await socket.opened;
    const root = expectStatus(await post(admin, { text: 'Live one' }), 201).body;
    const message = await socket.next((m) => m.type === 'comments' && m.payload?.commentId === root._id);
    expect(message).toMatchObject({
      campaignId: w.campaignId,
      event: 'CommentPosted',
      eventOwnerId: userId('SELF_SERVICE_ADMIN'),
      payload: { entityId: variantId },
    });
    socket.close();
  });

  it('a rebuild from the first event gives exactly the rows the live projection built', async () => {
    const snapshot = async () => (await w.t.system.deps.pool.query('SELECT * FROM comment ORDER BY id')).rows;
    const live = await snapshot();
    expect(live.length).toBeGreaterThan(10);
    await w.t.system.runner.rebuild('comments');
    expect(await snapshot()).toEqual(live);
  });
});

describe('a whole tree at once', () => {
  it('takes the 10,000 entity ids its schema allows, in both thread calls (the default body limit would say 413)', async () => {
    const entityIds = Array.from({ length: 10_000 }, () => variantId);
    await threads(admin, entityIds);
    expectStatus(await admin.post(`${C()}/new-comments/variant`, { entityIds }), 200);
  });
});
