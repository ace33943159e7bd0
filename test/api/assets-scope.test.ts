// Who may reach which assets (spec 1 §6, spec 3 §6; commands/asset-scope.ts): the role gates, the partner
// scope, the node scope of self-service users below the admin, strangers; and the live channel /ws that
// carries upload progress to the uploader only.
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_ROLES, WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import { useApiTest } from '../support/api-test';
import { addNode, PASSWORD } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import {
  cookieOf,
  file,
  kept,
  liveSocket,
  pngImage,
  upload,
  uploadedAsset,
  waitForUpload,
  type LiveMessage,
} from '../support/uploads';

const w = useApiTest({ config: { runWorker: true }, roles: PARTNER_ROLES, globex: ['SELF_SERVICE_ADMIN'] });

let nodes: { berlin: string; france: string };
/** Acme's assets by where they sit; globex's one asset. */
const asset = { onGermany: '', onBerlin: '', onNoNode: '', onFrance: '', onEmea: '', byReviewerMoved: '', globex: '' };

beforeAll(async () => {
  // EMEA ─┬─ Germany (every acme user's node) ── Berlin
  //       └─ France
  nodes = {
    berlin: await addNode(w.su, w.acme.partnerId, { parentId: w.acme.childNodeId, name: 'Berlin' }),
    france: await addNode(w.su, w.acme.partnerId, { parentId: w.acme.rootNodeId, name: 'France' }),
  };

  const admin = w.as('SELF_SERVICE_ADMIN');
  const put = async (name: string, nodeIds: string[], client = admin) =>
    uploadedAsset(
      w.t,
      client,
      {},
      file(name, await pngImage(), 'image/png'),
      nodeIds.length ? { nodeIds: JSON.stringify(nodeIds) } : {},
    );
  asset.onGermany = await put('on-germany.png', [w.acme.childNodeId]);
  asset.onBerlin = await put('on-berlin.png', [nodes.berlin]);
  asset.onNoNode = await put('on-no-node.png', []);
  asset.onFrance = await put('on-france.png', [nodes.france]);
  asset.onEmea = await put('on-emea.png', [w.acme.rootNodeId]);
  // The reviewer's own upload, later moved by the admin to a node the reviewer does not reach.
  asset.byReviewerMoved = await put('reviewer-own.png', [w.acme.childNodeId], w.as('SELF_SERVICE_REVIEWER'));
  const moved = await admin.put(`/assets/single-files/${asset.byReviewerMoved}/business-nodes`, {
    businessNodes: [nodes.france],
  });
  if (moved.status !== 200) throw new Error(`move: ${JSON.stringify(moved.body)}`);
  asset.globex = await uploadedAsset(
    w.t,
    w.globex.users.SELF_SERVICE_ADMIN!.client,
    {},
    file('globex-secret.png', await pngImage(), 'image/png'),
  );
}, 120_000);

const eventCount = async () => (await kept(w.t)).events;
const names = async (client: HttpClient, query = '') => {
  const reply = await client.get(`/assets/single-files?limit=100&sort=name${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body.results as { name: string }[]).map((a) => a.name);
};
const fileStatus = async (client: HttpClient | null, id: string, what = 'file') => {
  const response = await fetch(`${w.t.baseUrl}/api/v1/assets/single-files/${id}/${what}`, {
    headers: client ? { cookie: cookieOf(client)! } : {},
  });
  await response.arrayBuffer();
  return response.status;
};
const crop = (client: HttpClient, parentId: string) =>
  client.post('/assets/single-files/crop', {
    parentId,
    crop: { x: 0, y: 0, width: 10, height: 10, format: 'png', auto: false },
  });

describe('role gates', () => {
  it.each(['MANAGER', 'REVIEWER', 'ANALYST'] as const)(
    `%s gets 403 "${WRONG_ROLES_MESSAGE}" on the library and on uploads, and keeps nothing`,
    async (role) => {
      const client = w.as(role);
      const before = await kept(w.t);
      const calls = [
        client.get('/assets/single-files'),
        client.get('/assets/single-files/formats'),
        client.get(`/assets/single-files/${asset.onNoNode}`),
        client.get(`/assets/single-files/many?ids=${asset.onNoNode}`),
        client.request('PATCH', `/assets/single-files/${asset.onNoNode}`, { tags: ['x'] }),
        client.post('/assets/single-files/brief/create-temp-asset-from-url', { url: 'https://example.com/a.png' }),
        crop(client, asset.onNoNode),
        upload(client, {}, {}, [file('not-allowed.png', await pngImage(), 'image/png')]),
      ];
      for (const reply of await Promise.all(calls)) {
        expect(reply.status).toBe(403);
        expect(reply.body).toMatchObject({ code: 'NOT_ALLOWED', message: WRONG_ROLES_MESSAGE });
      }
      expect(await fileStatus(client, asset.onNoNode)).toBe(403);
      expect(await kept(w.t)).toEqual(before);
    },
  );

  it.each(['SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER'] as const)('%s may upload', async (role) => {
    const reply = await upload(w.as(role), {}, { nodeIds: JSON.stringify([w.acme.childNodeId]) }, [
      file(`by-${role}.png`, await pngImage(), 'image/png'),
    ]);
    expect(reply.status).toBe(202);
    expect((await waitForUpload(w.t, w.as(role), reply.body.uploadedAssets[0].tempAssetId)).status).toBe('DONE');
  });

  it('signed out, every asset call answers 401 and keeps nothing', async () => {
    const stranger = w.t.client();
    const before = await kept(w.t);
    for (const reply of [
      await stranger.get('/assets/single-files'),
      await stranger.get(`/assets/single-files/${asset.onNoNode}`),
      await stranger.get(`/assets/single-files/uploads/${asset.onNoNode}`),
      await stranger.request('PATCH', `/assets/single-files/${asset.onNoNode}/archive`),
      await stranger.post('/assets/single-files/brief/create-temp-asset-from-url', {
        url: 'https://example.com/a.png',
      }),
      await upload(stranger, {}, {}, [file('stranger.png', await pngImage(), 'image/png')]),
    ]) {
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('NOT_AUTHORIZED');
    }
    expect(await fileStatus(null, asset.onNoNode)).toBe(401);
    expect(await kept(w.t)).toEqual(before);
  });
});

describe('partner scope', () => {
  it.each(['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER'] as const)(
    "%s of one partner cannot read, edit, archive, crop, move or fetch another partner's asset, nor list it",
    async (role) => {
      const client = w.as(role);
      const before = await eventCount();
      const refusals = [
        await client.get(`/assets/single-files/${asset.globex}`),
        await client.request('PATCH', `/assets/single-files/${asset.globex}`, { name: 'mine.png' }),
        await client.request('PATCH', `/assets/single-files/${asset.globex}/archive`),
        await client.request('PATCH', '/assets/single-files', { ids: [asset.globex], archived: true }),
        await client.put(`/assets/single-files/${asset.globex}/business-nodes`, { businessNodes: [] }),
        await client.get(`/assets/single-files/list/${asset.globex}`),
        await crop(client, asset.globex),
        await client.get(`/assets/single-files?partnerId=${w.globex.partnerId}`),
        await client.get(`/assets/single-files/formats?partnerId=${w.globex.partnerId}`),
        await client.post(`/assets/single-files/brief/create-temp-asset-from-url?partnerId=${w.globex.partnerId}`, {
          url: 'https://example.com/a.png',
        }),
        await upload(client, { partnerId: w.globex.partnerId }, {}, [
          file('intruder.png', await pngImage(), 'image/png'),
        ]),
      ];
      for (const reply of refusals) {
        expect(reply.status, JSON.stringify(reply.body)).toBe(403);
        expect(reply.body.message).toBe(MESSAGES.accessDenied);
      }
      expect(await fileStatus(client, asset.globex)).toBe(403);
      expect(await fileStatus(client, asset.globex, 'thumbnail')).toBe(403);
      expect(await fileStatus(client, asset.globex, 'cropper-preview')).toBe(403);
      expect(
        (await client.get(`/assets/single-files/many?ids=${asset.globex},${asset.onNoNode}`)).body.map(
          (a: { id: string }) => a.id,
        ),
      ).toEqual([asset.onNoNode]);
      expect((await client.get(`/assets/single-files/uploads/${asset.globex}`)).status).toBe(404);
      expect(await names(client)).not.toContain('globex-secret.png');
      expect(await eventCount()).toBe(before);
      expect(
        (await w.globex.users.SELF_SERVICE_ADMIN!.client.get(`/assets/single-files/${asset.globex}`)).body,
      ).toMatchObject({ name: 'globex-secret.png', archived: false });
    },
  );

  it('a top admin reaches every partner by naming it', async () => {
    expect(await names(w.su, `&partnerId=${w.globex.partnerId}`)).toEqual(['globex-secret.png']);
    expect((await w.su.get(`/assets/single-files/${asset.globex}`)).status).toBe(200);
    expect(await fileStatus(w.su, asset.globex)).toBe(200);
  });
});

describe('node scope', () => {
  const visibleToReviewer = [
    'by-SELF_SERVICE_MANAGER.png',
    'by-SELF_SERVICE_REVIEWER.png',
    'on-berlin.png',
    'on-germany.png',
    'on-no-node.png',
    'reviewer-own.png',
  ];

  it('a self-service admin sees the whole partner', async () => {
    expect(await names(w.as('SELF_SERVICE_ADMIN'))).toEqual(
      [...visibleToReviewer, 'on-emea.png', 'on-france.png'].sort(),
    );
  });

  it.each(['SELF_SERVICE_REVIEWER', 'SELF_SERVICE_MANAGER'] as const)(
    '%s on Germany sees Germany, Berlin below it, assets on no node and its own uploads; not France nor EMEA above',
    async (role) => {
      const client = w.as(role);
      const expected =
        role === 'SELF_SERVICE_REVIEWER'
          ? visibleToReviewer
          : visibleToReviewer.filter((n) => n !== 'reviewer-own.png');
      expect(await names(client)).toEqual(expected);
      for (const id of [asset.onGermany, asset.onBerlin, asset.onNoNode]) {
        expect((await client.get(`/assets/single-files/${id}`)).status).toBe(200);
        expect(await fileStatus(client, id)).toBe(200);
      }
      const hidden =
        role === 'SELF_SERVICE_REVIEWER'
          ? [asset.onFrance, asset.onEmea]
          : [asset.onFrance, asset.onEmea, asset.byReviewerMoved];
      for (const id of hidden) {
        const reply = await client.get(`/assets/single-files/${id}`);
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(MESSAGES.businessNodeAccessDenied);
        expect(await fileStatus(client, id)).toBe(403);
        expect((await client.request('PATCH', `/assets/single-files/${id}/archive`)).status).toBe(403);
        expect((await crop(client, id)).status).toBe(403);
      }
      const many = await client.get(`/assets/single-files/many?ids=${[asset.onGermany, ...hidden].join(',')}`);
      expect(many.body.map((a: { id: string }) => a.id)).toEqual([asset.onGermany]);
    },
  );

  it('the reviewer still reaches its own upload after it was moved to France', async () => {
    const reviewer = w.as('SELF_SERVICE_REVIEWER');
    expect((await reviewer.get(`/assets/single-files/${asset.byReviewerMoved}`)).body).toMatchObject({
      businessNodes: [nodes.france],
    });
  });

  it('the reviewer cannot put an asset on, nor upload to, a node it does not reach', async () => {
    const reviewer = w.as('SELF_SERVICE_REVIEWER');
    const before = await kept(w.t);
    const move = await reviewer.put(`/assets/single-files/${asset.onNoNode}/business-nodes`, {
      businessNodes: [nodes.france],
    });
    expect(move.status).toBe(403);
    expect(move.body.message).toBe(MESSAGES.businessNodeAccessDenied);
    const sent = await upload(reviewer, {}, { nodeIds: JSON.stringify([nodes.france]) }, [
      file('to-france.png', await pngImage(), 'image/png'),
    ]);
    expect(sent.status).toBe(403);
    expect(sent.body.message).toBe(MESSAGES.businessNodeAccessDenied);
    expect(await kept(w.t)).toEqual(before);
    expect(
      (await reviewer.put(`/assets/single-files/${asset.onGermany}/business-nodes`, { businessNodes: [nodes.berlin] }))
        .status,
    ).toBe(200);
    await w.as('SELF_SERVICE_ADMIN').put(`/assets/single-files/${asset.onGermany}/business-nodes`, {
      businessNodes: [w.acme.childNodeId],
    });
  });
});

describe('the live channel /ws', () => {
  const isUpload = (id: string) => (m: LiveMessage) => m.type === 'upload' && m.item?.tempAssetId === id;

  it("carries an upload's progress to the uploader until DONE, and to no one else", async () => {
    const admin = w.as('SELF_SERVICE_ADMIN');
    const mine = liveSocket(w.t, admin, 'k1');
    const theirs = liveSocket(w.t, w.as('SELF_SERVICE_MANAGER'), 'k1');
    await Promise.all([mine.opened, theirs.opened]);
    await mine.next((m) => m.type === 'ready');
    await theirs.next((m) => m.type === 'ready');

    const reply = await upload(admin, { uid: 'ws-batch' }, {}, [file('live.png', await pngImage(), 'image/png')]);
    expect(reply.status).toBe(202);
    const id = reply.body.uploadedAssets[0].tempAssetId as string;
    const done = await mine.next((m) => isUpload(id)(m) && m.item.status === 'DONE');
    expect(done.item).toMatchObject({
      tempAssetId: id,
      uid: 'ws-batch',
      status: 'DONE',
      assetId: id,
      data: { name: 'live.png', errors: [] },
      isLink: false,
    });
    await waitForUpload(w.t, admin, id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const statuses = mine.messages.filter(isUpload(id)).map((m) => m.item.status as string);
    expect(
      statuses.every((s) => ['PENDING', 'UPLOADING', 'PROCESSING', 'DONE'].includes(s)),
      statuses.join(),
    ).toBe(true);
    expect(statuses.at(-1)).toBe('DONE');
    expect(theirs.messages.filter((m) => m.type === 'upload')).toEqual([]);
    mine.close();
    theirs.close();
    await Promise.all([mine.closed, theirs.closed]);
  });

  it('refuses a second channel with the same key, keeps the first, and frees the key when the first closes', async () => {
    const admin = w.as('SELF_SERVICE_ADMIN');
    const first = liveSocket(w.t, admin, 'k2');
    await first.opened;
    await first.next((m) => m.type === 'ready');
    const second = liveSocket(w.t, admin, 'k2');
    expect(await second.next((m) => m.type === 'error')).toEqual({
      type: 'error',
      message: 'Websocket channel already exists',
    });
    expect(await second.closed).toEqual({ code: 4409, reason: 'Websocket channel already exists' });
    expect(second.messages.some((m) => m.type === 'ready')).toBe(false);

    // The first still hears uploads.
    const reply = await upload(admin, {}, {}, [file('still-live.png', await pngImage(), 'image/png')]);
    const id = reply.body.uploadedAssets[0].tempAssetId as string;
    await first.next((m) => isUpload(id)(m) && m.item.status === 'DONE');

    first.close();
    await first.closed;
    const again = liveSocket(w.t, admin, 'k2');
    await again.next((m) => m.type === 'ready');
    again.close();
    await again.closed;
  });

  it('refuses a socket without a session (401), with a stale one (401), or without a key (400)', async () => {
    await expect(liveSocket(w.t, null, 'k3').opened).rejects.toThrow('refused 401');
    const signedOut = w.t.client();
    await signedOut.login(w.user('SELF_SERVICE_ADMIN').email, PASSWORD);
    const cookie = cookieOf(signedOut)!;
    expect((await signedOut.post('/auth/logout')).status).toBeLessThan(300);
    await expect(liveSocket(w.t, cookie, 'k3').opened).rejects.toThrow('refused 401');
    const noKey = liveSocket(w.t, w.as('SELF_SERVICE_ADMIN'), '');
    await expect(noKey.opened).rejects.toThrow('refused 400');
  });

  it('closes the connection of a refused upgrade itself, whatever the client does', async () => {
    const { port } = new URL(w.t.baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    const closed = new Promise<boolean>((resolve) => {
      socket.on('close', () => resolve(true));
      setTimeout(() => resolve(false), 3000);
    });
    socket.write(
      'GET /ws?key=k4 HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    const closedByServer = await closed;
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(closedByServer, 'the server kept the refused upgrade socket open').toBe(true);
  });
});
