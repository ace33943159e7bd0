// A concept's storyboards over HTTP (spec 3 §3, §4, §5, §6, §7): create and list (sorted and numbered), each upload a
// version, delete a version (latestVersion), import from a file, a bad file refused with nothing kept, approve by a
// final approver and refused for the reviewer with nothing appended, bulk reorder, users, count; scope across
// partners and business nodes.
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_ROLES, WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import { INVALID_FILE_FORMAT, NOTHING_TO_APPROVE } from '../../domain/storyboard';
import { REQUIRED } from '../../domain/shared/validation';
import { NOT_MULTIPART } from '../../api/http/multipart-error';
import { NO_FILE } from '../../api/routes/assets/upload-form';
import { useApiTest } from '../support/api-test';
import { addNode, conceptBrief, createConcept } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { jpegImage, kept, mp4Video, pngImage } from '../support/uploads';

const w = useApiTest({ roles: PARTNER_ROLES, globex: ['SELF_SERVICE_ADMIN'] });

let conceptId: string;
let france: string;
const base = (id = conceptId) => `/assets/concepts/${id}/storyboards`;
const create = (client: HttpClient, storyboard: Record<string, unknown>, id = conceptId) =>
  client.post(base(id), { storyboard });

function sendFile(client: HttpClient, url: string, name: string, data: Uint8Array, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return client.request('POST', url, form);
}

/** A PNG uploaded by the self-service admin as a new version of the storyboard. */
const addPng = async (storyboardId: string, name: string) =>
  sendFile(w.as('SELF_SERVICE_ADMIN'), `${base()}/${storyboardId}/versions`, name, await pngImage(), 'image/png');

/** What a refused call must leave as it was: the events, and every file of the blob store. */
async function everything() {
  const blobs = await w.t.system.deps.blobs.list('storyboards');
  return { ...(await kept(w.t)), blobs };
}

beforeAll(async () => {
  conceptId = await createConcept(w.su, conceptBrief('Storyboarded', [w.acme.childNodeId]), w.acme.partnerId);
  france = await addNode(w.su, w.acme.partnerId, { parentId: w.acme.rootNodeId, name: 'France' });
});

describe('creating and listing', () => {
  it('lists by type title, by name within a type, numbered within each type; unknown types become image', async () => {
    const id = await createConcept(w.su, conceptBrief('Sorted', [w.acme.childNodeId]), w.acme.partnerId);
    for (const [name, type] of [
      ['Scene 10', 'video'],
      ['Scene 2', 'video'],
      ['banner', 'display'],
      ['Guide', 'guide'],
      ['Mood', 'hologram'],
    ]) {
      const reply = await create(w.as('SELF_SERVICE_MANAGER'), { name, type }, id);
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    }
    const list = await w.as('REVIEWER').get(base(id));
    expect(list.status).toBe(200);
    expect(list.body.map((s: { name: string; label: string; type: string }) => [s.name, s.type, s.label])).toEqual([
      ['banner', 'display', 'Display & Social 1'],
      ['Guide', 'guide', 'Fix & Flex Guide 1'],
      ['Mood', 'image', 'Image 1'],
      ['Scene 2', 'video', 'Video 1'],
      ['Scene 10', 'video', 'Video 2'],
    ]);
    expect((await w.as('MANAGER').get(`${base(id)}/count`)).body).toEqual({ count: 5 });
  });

  it("refuses an empty name with 422 'Required' and appends nothing", async () => {
    const before = await everything();
    const reply = await create(w.as('SELF_SERVICE_ADMIN'), { name: '  ', type: 'video' });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(REQUIRED);
    expect(await everything()).toEqual(before);
  });

  it('renames and retypes with PUT (JSON), and reorders in bulk', async () => {
    const id = await createConcept(w.su, conceptBrief('Reordered', [w.acme.childNodeId]), w.acme.partnerId);
    const a = (await create(w.as('SELF_SERVICE_ADMIN'), { name: 'A', type: 'video' }, id)).body.id;
    const b = (await create(w.as('SELF_SERVICE_ADMIN'), { name: 'B', type: 'video' }, id)).body.id;
    const renamed = await w.as('SELF_SERVICE_ADMIN').put(`${base(id)}/${b}`, {
      storyboard: { name: 'Beta', type: 'display' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Beta', type: 'display', label: 'Display & Social 1' });
    await w.as('SELF_SERVICE_ADMIN').put(`${base(id)}/${b}`, { storyboard: { type: 'video' } });
    const reordered = await w.as('SELF_SERVICE_ADMIN').put(base(id), {
      storyboards: [
        { _id: b, sortIndex: 0 },
        { _id: a, sortIndex: 1 },
      ],
    });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect(reordered.body.map((s: { name: string; label: string }) => `${s.label}: ${s.name}`)).toEqual([
      'Video 1: Beta',
      'Video 2: A',
    ]);
    const unknown = await w.as('SELF_SERVICE_ADMIN').put(base(id), { storyboards: [{ _id: conceptId, sortIndex: 0 }] });
    expect(unknown.status).toBe(404);
  });
});

describe('versions', () => {
  it('makes a version of each upload, serves its file with its type, and a deleted version answers the latest', async () => {
    const storyboard = (await create(w.as('SELF_SERVICE_ADMIN'), { name: 'Opening', type: 'image' })).body;
    const png = await pngImage();
    const first = await sendFile(
      w.as('SELF_SERVICE_ADMIN'),
      `${base()}/${storyboard.id}/versions`,
      'frame.png',
      png,
      'image/png',
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await sendFile(
      w.as('SELF_SERVICE_MANAGER'),
      `${base()}/${storyboard.id}/versions`,
      'frame-2.jpg',
      await jpegImage(),
      'image/jpeg',
    );
    expect(second.status).toBe(201);
    expect(second.body.versions.map((v: { fileName: string }) => v.fileName)).toEqual(['frame.png', 'frame-2.jpg']);
    expect(second.body.latestVersion.fileName).toBe('frame-2.jpg');

    const file = await fetch(`${w.t.baseUrl}/api/v1${first.body.latestVersion.file}`, {
      headers: { cookie: w.as('REVIEWER').cookieHeader() },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(png);

    const [older, latest] = second.body.versions;
    const deleted = await w.as('SELF_SERVICE_ADMIN').delete(`${base()}/${storyboard.id}/version/${latest.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.latestVersion).toMatchObject({ id: older.id, number: 1, fileName: 'frame.png' });
    const gone = await fetch(`${w.t.baseUrl}/api/v1${latest.file}`, {
      headers: { cookie: w.as('REVIEWER').cookieHeader() },
    });
    expect(gone.status).toBe(404);
    expect(await w.t.system.deps.blobs.list(`storyboards/${conceptId}`)).toHaveLength(1);
    // A deleted version's number is not given again.
    const third = await addPng(storyboard.id, 'frame-3.png');
    expect(third.body.versions.map((v: { number: number }) => v.number)).toEqual([1, 3]);
  });

  it('takes an mp4 as video/mp4 and imports a storyboard named after its file', async () => {
    const imported = await sendFile(
      w.as('SELF_SERVICE_ADMIN'),
      `${base()}/import`,
      'Hero cut.mp4',
      await mp4Video(),
      'video/mp4',
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toMatchObject({
      name: 'Hero cut',
      type: 'video',
      latestVersion: { fileName: 'Hero cut.mp4', format: 'mp4', contentType: 'video/mp4' },
    });
  });

  it.each([
    ['a text file named .png', 'fake.png', Buffer.from('hello, not a picture at all'), 'image/png'],
    ['a mov', 'clip.mov', Buffer.from('\0\0\0\x14ftypqt  \0\0\0\0qt  '), 'video/quicktime'],
    ['an svg', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
  ])(`refuses %s with 422 '${INVALID_FILE_FORMAT}' and keeps nothing`, async (_, name, data, type) => {
    const storyboard = (await create(w.as('SELF_SERVICE_ADMIN'), { name: `For ${name}` })).body;
    const before = await everything();
    for (const url of [`${base()}/${storyboard.id}/versions`, `${base()}/import`]) {
      const reply = await sendFile(w.as('SELF_SERVICE_ADMIN'), url, name, data, type);
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe(INVALID_FILE_FORMAT);
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses a body that is no form, a form without a file and a form with other fields, keeping nothing', async () => {
    const before = await everything();
    const json = await w.as('SELF_SERVICE_ADMIN').post(`${base()}/import`, { file: 'x.png' });
    expect([json.status, json.body.message]).toEqual([415, NOT_MULTIPART]);
    const empty = await w.as('SELF_SERVICE_ADMIN').request('POST', `${base()}/import`, new FormData());
    expect(empty.status).toBe(400);
    expect([NO_FILE, NOT_MULTIPART]).toContain(empty.body.message);
    const form = new FormData();
    form.append('name', 'Sneaky');
    form.append('file', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'ok.png');
    const extra = await w.as('SELF_SERVICE_ADMIN').request('POST', `${base()}/import`, form);
    expect([extra.status, extra.body.message]).toEqual([400, 'body/name is not allowed']);
    expect(await everything()).toEqual(before);
  });

  it('keeps no file when the storyboard does not exist', async () => {
    const before = await everything();
    const reply = await addPng(w.acme.partnerId, 'ok.png');
    expect(reply.status).toBe(404);
    expect(await everything()).toEqual(before);
  });
});

describe('approval', () => {
  it('a final approver approves the latest version (or a named one); the users and the audit trail show who', async () => {
    const storyboard = (await create(w.as('SELF_SERVICE_ADMIN'), { name: 'Approve me', type: 'video' })).body;
    const nothing = await w.as('MANAGER').post(`${base()}/${storyboard.id}/approve`, {});
    expect(nothing.status).toBe(422);
    expect(nothing.body.message).toBe(NOTHING_TO_APPROVE);
    const v1 = (await addPng(storyboard.id, 'one.png')).body.latestVersion;
    const v2 = (await addPng(storyboard.id, 'two.png')).body.latestVersion;

    const approved = await w.as('MANAGER').post(`${base()}/${storyboard.id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.latestVersion.approvals).toEqual([
      { versionId: v2.id, userId: w.user('MANAGER').id, role: 'MANAGER', approvedAt: expect.any(String) },
    ]);
    const named = await w.as('SELF_SERVICE_MANAGER').post(`${base()}/${storyboard.id}/approve`, { versionId: v1.id });
    expect(named.body.versions[0].approvals.map((a: { role: string }) => a.role)).toEqual(['SELF_SERVICE_MANAGER']);

    const users = await w.as('REVIEWER').get(`${base()}/${storyboard.id}/users`);
    expect(users.status).toBe(200);
    expect(users.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: w.user('SELF_SERVICE_ADMIN').id,
          role: 'SELF_SERVICE_ADMIN',
          name: 'SELF_SERVICE_ADMIN user',
          uploaded: true,
          approved: false,
        }),
        expect.objectContaining({ id: w.user('MANAGER').id, role: 'MANAGER', uploaded: false, approved: true }),
      ]),
    );
    const audit = await w.su.get(`/audit?entityType=concept&entityId=${conceptId}`);
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    const approvals = (
      audit.body as {
        type: string;
        actor: { userId: string; role: string };
        data: { storyboardId: string; versionId: string };
      }[]
    )
      .filter((e) => e.type === 'StoryboardApproved' && e.data.storyboardId === storyboard.id)
      .map((e) => [e.actor.userId, e.actor.role, e.data.versionId]);
    expect(approvals).toEqual(
      expect.arrayContaining([
        [w.user('MANAGER').id, 'MANAGER', v2.id],
        [w.user('SELF_SERVICE_MANAGER').id, 'SELF_SERVICE_MANAGER', v1.id],
      ]),
    );
  });

  it.each(['REVIEWER', 'SELF_SERVICE_REVIEWER'] as const)(
    `refuses %s with 403 '${WRONG_ROLES_MESSAGE}' and appends nothing`,
    async (role) => {
      const storyboard = (await create(w.as('SELF_SERVICE_ADMIN'), { name: `Not for ${role}` })).body;
      await addPng(storyboard.id, 'one.png');
      const before = await everything();
      const reply = await w.as(role).post(`${base()}/${storyboard.id}/approve`, {});
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(WRONG_ROLES_MESSAGE);
      expect(await everything()).toEqual(before);
    },
  );
});

describe('scope', () => {
  it('MANAGER and REVIEWER read but may not create or upload; ANALYST reads nothing', async () => {
    for (const role of ['MANAGER', 'REVIEWER'] as const) {
      expect((await create(w.as(role), { name: 'No' })).status).toBe(403);
      expect((await sendFile(w.as(role), `${base()}/import`, 'a.png', await pngImage(), 'image/png')).status).toBe(403);
      expect((await w.as(role).get(base())).status).toBe(200);
    }
    expect((await w.as('ANALYST').get(base())).status).toBe(403);
  });

  it("another partner's user gets 403 and nothing is appended; a top admin reaches any partner's concept", async () => {
    const before = await everything();
    const other = w.globex.users.SELF_SERVICE_ADMIN!.client;
    expect((await other.get(base())).status).toBe(403);
    expect((await create(other, { name: 'Intruder' })).status).toBe(403);
    expect((await sendFile(other, `${base()}/import`, 'a.png', await pngImage(), 'image/png')).status).toBe(403);
    expect(await everything()).toEqual(before);
    expect((await create(w.su, { name: 'By super' })).status).toBe(201);
  });

  it(`a user below the self-service admin sees only concepts on their nodes: '${MESSAGES.businessNodeAccessDenied}'`, async () => {
    const elsewhere = await createConcept(w.su, conceptBrief('In France', [france]), w.acme.partnerId);
    const reply = await w.as('SELF_SERVICE_MANAGER').get(base(elsewhere));
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(MESSAGES.businessNodeAccessDenied);
    expect((await create(w.as('SELF_SERVICE_MANAGER'), { name: 'No' }, elsewhere)).status).toBe(403);
    expect((await create(w.as('SELF_SERVICE_ADMIN'), { name: 'Yes' }, elsewhere)).status).toBe(201);
  });
});
