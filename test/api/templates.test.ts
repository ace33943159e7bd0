// A concept's templates over HTTP (the templates API contract; spec 3 §3, §5–§7): uploads of zips, HTML files and
// videos with the spec's messages (a refusal keeps no event and no file), generations and versions, approvals by
// the final approvers only, archived generations, edited code, deletes, scope across partners, and the sandboxed
// preview's headers.
import { beforeAll, describe, expect, it } from 'vitest';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { CONCEPT_ACCESS_DENIED } from '../../domain/concept';
import { MESSAGES } from '../../domain/shared/errors';
import { MALFORMED_IMAGE_SIZES, WRONG_DEFAULT_VALUES } from '../../domain/template/code';
import { INVALID_FILE_FORMAT, TEMPLATE_GENERATION_NOT_FOUND } from '../../domain/template';
import { TEMPLATE_NAME_WRONG_FORMAT, TEMPLATE_SIZE_WRONG_FORMAT } from '../../domain/template/name';
import { TEMPLATE_RATIO_TOO_HIGH, TEMPLATE_TOO_LARGE } from '../../domain/template/package-limits';
import { PREVIEW_POLICY } from '../../api/routes/templates/preview';
import { ApiClient } from '../../demo/api-client';
import { DEMO_TEMPLATE_NAMES, seedTemplates } from '../../demo/templates';
import { useApiTest } from '../support/api-test';
import { SUPER } from '../support/app';
import { conceptBrief, createConcept } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { banner, code, kept as keptBy, uploadTemplate } from '../support/templates';
import { mp4Video, pngImage, zipOf } from '../support/uploads';
import { declaringSize, zipBomb } from '../support/zip-bombs';

const w = useApiTest({
  roles: ['SELF_SERVICE_ADMIN', 'MANAGER', 'REVIEWER', 'ANALYST'],
  globex: ['SELF_SERVICE_ADMIN'],
});

let conceptId: string;
let hero: Buffer;
/** A zip with an entry '../escape.png' (zip writers refuse the name, so it is patched in). */
async function escapingZip(): Promise<Buffer> {
  const zip = await zipOf({ 'index.html': banner(), 'zz/escape.png': hero });
  return Buffer.from(zip.toString('latin1').replaceAll('zz/escape.png', '../escape.png'), 'latin1');
}

const patch = (client: HttpClient, p: string, body?: unknown) => client.request('PATCH', p, body);

const kept = () => keptBy(w.t);

beforeAll(async () => {
  conceptId = await createConcept(w.as('MANAGER'), conceptBrief('Summer', [w.acme.childNodeId]));
  hero = await pngImage(300, 250);
}, 120_000);

describe('upload', () => {
  it('takes a zip with index.html in its one folder: 201, generation 1 version 1, its fields, preview and pending render', async () => {
    const zip = await zipOf({ 'banner/index.html': banner(), 'banner/images/hero.png': hero });
    const reply = await uploadTemplate(w.as('SELF_SERVICE_ADMIN'), conceptId, '300x250-Summer sale.zip', zip);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const [template] = reply.body.templates;
    expect(reply.body.uploadStatus).toEqual({ isValid: true, errorMessage: null });
    expect(template).toMatchObject({
      _id: template.id,
      conceptId,
      partnerId: w.acme.partnerId,
      name: '300x250-Summer sale',
      title: 'Summer sale',
      size: '300x250',
      sizeGroup: '300x250',
      format: 'fixed',
      kind: 'html',
      formats: { display: ['300x250'], social: [], video: [] },
      suitableChannels: ['display'],
      generation: 1,
      version: 1,
      dynamicFields: [
        {
          name: 'headline',
          type: 'text',
          defaultValue: 'Summer sale',
          possibleValues: null,
          imageSize: null,
          required: false,
        },
        {
          name: 'hero',
          type: 'image',
          defaultValue: null,
          possibleValues: null,
          imageSize: { width: 300, height: 250 },
          required: true,
        },
      ],
      approvals: { users: [] },
      approved: false,
      inUse: false,
      archived: false,
      renderStatus: 'pending',
      thumbLocation: null,
      previewLocation: `/api/v1/assets/templates/${template.id}/preview/index.html`,
      createdBy: w.user('SELF_SERVICE_ADMIN').id,
    });
  });

  it('takes one .html file, and an mp4 as a video template without a preview', async () => {
    const html = await uploadTemplate(w.as('SELF_SERVICE_ADMIN'), conceptId, '728x90-Leaderboard.html', banner(''));
    expect(html.status, JSON.stringify(html.body)).toBe(201);
    expect(html.body.templates[0]).toMatchObject({
      name: '728x90-Leaderboard',
      size: '728x90',
      kind: 'html',
      dynamicFields: [],
    });
    const video = await uploadTemplate(
      w.as('SELF_SERVICE_ADMIN'),
      conceptId,
      'responsive - vpaid - Intro.mp4',
      await mp4Video(),
    );
    expect(video.status, JSON.stringify(video.body)).toBe(201);
    expect(video.body.templates[0]).toMatchObject({
      size: '640x360',
      format: 'vpaid',
      kind: 'video',
      previewLocation: null,
      suitableChannels: ['video'],
    });
  });

  it.each([
    ['Summer.zip', TEMPLATE_NAME_WRONG_FORMAT, () => zipOf({ 'index.html': banner() })],
    ['big-Summer.zip', TEMPLATE_SIZE_WRONG_FORMAT, () => zipOf({ 'index.html': banner() })],
    [
      '300x250-Summer.zip',
      WRONG_DEFAULT_VALUES,
      () => zipOf({ 'index.html': banner(code({ defaultValues: '{"headline": ' })) }),
    ],
    [
      '300x250-Summer.html',
      WRONG_DEFAULT_VALUES,
      async () => banner(code({ defaultValues: '{"a": "x"}', possibleValues: '{"a": ["y"]}' })),
    ],
    [
      '300x250-Summer.zip',
      MALFORMED_IMAGE_SIZES,
      () => zipOf({ 'index.html': banner(code({ dynamicImageSizes: '{"hero": [300]}' })) }),
    ],
    ['300x250-Summer.zip', INVALID_FILE_FORMAT, () => zipOf({ 'a/index.html': banner(), 'b/hero.png': hero })],
    ['300x250-Summer.zip', INVALID_FILE_FORMAT, () => zipOf({ 'main.html': banner() })],
    ['300x250-Summer.zip', INVALID_FILE_FORMAT, () => escapingZip()],
    ['300x250-Summer.zip', INVALID_FILE_FORMAT, async () => Buffer.from('not a zip at all')],
    // Zip bombs: past 10 MB, expanding more than 100 times, and one whose header declares 1000 bytes for 5 MB.
    ['300x250-Summer.zip', TEMPLATE_TOO_LARGE, () => zipBomb(20 * 1024 * 1024, { 'index.html': banner() })],
    ['300x250-Summer.zip', TEMPLATE_RATIO_TOO_HIGH, () => zipBomb(5 * 1024 * 1024, { 'index.html': banner() })],
    [
      '300x250-Summer.zip',
      INVALID_FILE_FORMAT,
      async () => declaringSize(await zipBomb(5 * 1024 * 1024, { 'index.html': banner() }), 'bomb.png', 1000),
    ],
    ['300x250-Summer.txt', INVALID_FILE_FORMAT, async () => Buffer.from('hello')],
  ] as const)(
    "refuses %s: 422 '%s' with the upload result, and keeps no event and no file",
    async (name, message, bytes) => {
      const before = await kept();
      const reply = await uploadTemplate(w.as('SELF_SERVICE_ADMIN'), conceptId, name, await bytes(), {});
      expect(reply.status, JSON.stringify(reply.body)).toBe(422);
      expect(reply.body).toMatchObject({
        message,
        details: { templates: [], uploadStatus: { isValid: false, errorMessage: message } },
      });
      expect(await kept()).toEqual(before);
    },
  );

  it.each(['MANAGER', 'REVIEWER', 'ANALYST'] as const)('refuses the %s an upload: 403, nothing kept', async (role) => {
    const before = await kept();
    const reply = await uploadTemplate(w.as(role), conceptId, '300x250-Mine.html', banner());
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(WRONG_ROLES_MESSAGE);
    expect(await kept()).toEqual(before);
  });
});

describe('generations and versions', () => {
  let concept: string;
  let first: { id: string };
  beforeAll(async () => {
    concept = await createConcept(w.as('MANAGER'), conceptBrief('Versions', [w.acme.childNodeId]));
    first = (await uploadTemplate(w.su, concept, '300x250-Alpha.html', banner())).body.templates[0];
    await uploadTemplate(w.su, concept, '160x600-Bravo.html', banner());
  });

  it('makes an upload naming a generation its next version; lists show the highest version of each generation', async () => {
    const second = await uploadTemplate(w.su, concept, '300x250-Alpha two.html', banner(''), {
      generation: '1',
      resizer: 'true',
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.templates[0]).toMatchObject({ generation: 1, version: 2, title: 'Alpha two' });
    const listed = (await w.su.get(`/assets/concepts/${concept}/templates`)).body;
    expect(listed.map((x: { generation: number; version: number }) => [x.generation, x.version])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    const all = (await w.su.get(`/assets/concepts/${concept}/templates?fetchAll=true`)).body;
    expect(all.map((x: { generation: number; version: number }) => [x.generation, x.version])).toEqual([
      [1, 1],
      [1, 2],
      [2, 1],
    ]);
    expect(
      (await w.su.get(`/assets/templates/${first.id}/versions`)).body.map((x: { version: number }) => x.version),
    ).toEqual([1, 2]);
    expect((await w.su.get(`/assets/concepts/${concept}/templates/count`)).body).toEqual({ count: 2 });
    const read = await w.su.get(`/assets/concepts/${concept}`);
    expect(read.body.templates.map((x: { name: string }) => x.name)).toEqual(['300x250-Alpha two', '160x600-Bravo']);
  });

  it(`refuses a generation that does not exist: 404 '${TEMPLATE_GENERATION_NOT_FOUND}', nothing kept`, async () => {
    const before = await kept();
    const reply = await uploadTemplate(w.su, concept, '300x250-Alpha.html', banner(), { generation: '9' });
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe(TEMPLATE_GENERATION_NOT_FOUND);
    expect(await kept()).toEqual(before);
  });

  it('archives and unarchives a generation: its versions show archived', async () => {
    const archived = await patch(
      w.as('SELF_SERVICE_ADMIN'),
      `/assets/templates/archive-generation/2?conceptId=${concept}`,
    );
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(archived.body).toEqual({ success: true });
    const listed = (await w.su.get(`/assets/concepts/${concept}/templates`)).body;
    expect(listed.map((x: { archived: boolean }) => x.archived)).toEqual([false, true]);
    expect((await patch(w.su, `/assets/templates/unarchive-generation/2?conceptId=${concept}`)).status).toBe(200);
    expect(
      (await w.su.get(`/assets/concepts/${concept}/templates`)).body.map((x: { archived: boolean }) => x.archived),
    ).toEqual([false, false]);
    expect((await patch(w.su, `/assets/templates/archive-generation/5?conceptId=${concept}`)).body.message).toBe(
      TEMPLATE_GENERATION_NOT_FOUND,
    );
  });

  it('edits the code into a new version with the fields it now declares; bad code is refused and kept nowhere', async () => {
    const edited = await patch(w.su, `/assets/concepts/${concept}/templates/${first.id}/edit-code`, {
      editedCode: banner(code({ defaultValues: '{"cta": "Buy"}' })).toString(),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      generation: 1,
      version: 3,
      dynamicFields: [{ name: 'cta', defaultValue: 'Buy' }],
      renderStatus: 'pending',
    });
    const before = await kept();
    const bad = await patch(w.su, `/assets/concepts/${concept}/templates/${first.id}/edit-code`, {
      editedCode: code({ dynamicImageSizes: '[1]' }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(MALFORMED_IMAGE_SIZES);
    expect(await kept()).toEqual(before);
  });

  it('answers that no campaign uses a template, and deletes a version: 200 {id}, gone from the lists with its files', async () => {
    expect((await w.su.get(`/assets/templates/${first.id}/in-campaigns-use`)).body).toEqual({ inUse: false });
    const before = await kept();
    const deleted = await w.su.delete(`/assets/templates/${first.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: first.id });
    // The version's file (its index.html) is gone with it.
    expect((await kept()).templates).toBe(before.templates - 1);
    expect((await w.su.get(`/assets/templates/${first.id}`)).status).toBe(404);
    const all = (await w.su.get(`/assets/concepts/${concept}/templates?fetchAll=true`)).body;
    expect(all.map((x: { generation: number; version: number }) => [x.generation, x.version])).toEqual([
      [1, 2],
      [1, 3],
      [2, 1],
    ]);
  });
});

describe('approvals', () => {
  let template: { id: string };
  beforeAll(async () => {
    template = (await uploadTemplate(w.su, conceptId, '300x600-Approve me.html', banner())).body.templates[0];
  });

  it('records a manager’s approval with name, role and time; the concept’s audit trail shows it', async () => {
    const manager = w.user('MANAGER');
    const reply = await patch(manager.client, `/assets/concepts/${conceptId}/templates/${template.id}/approve`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.approved).toBe(true);
    expect(reply.body.approvals.users).toEqual([
      { userId: manager.id, name: 'MANAGER user', role: 'MANAGER', approvedAt: expect.any(String) },
    ]);
    const audit = await w.su.get(`/audit?entityType=concept&entityId=${conceptId}`);
    expect(audit.body[0]).toMatchObject({ type: 'TemplateApproved', actor: { userId: manager.id, role: 'MANAGER' } });
  });

  it.each(['REVIEWER', 'ANALYST'] as const)(
    "refuses the %s: 403 'Wrong user roles', nothing appended",
    async (role) => {
      const before = await kept();
      const reply = await patch(w.as(role), `/assets/concepts/${conceptId}/templates/${template.id}/approve`);
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(WRONG_ROLES_MESSAGE);
      expect(await kept()).toEqual(before);
    },
  );

  it('removes the approver’s own approval', async () => {
    const reply = await patch(w.as('MANAGER'), `/assets/concepts/${conceptId}/templates/${template.id}/unapprove`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ approved: false, approvals: { users: [] } });
  });
});

describe('scope', () => {
  it("another partner's users reach none of a concept's templates, and append nothing", async () => {
    const template = (await w.su.get(`/assets/concepts/${conceptId}/templates`)).body[0];
    const intruder = w.globex.users.SELF_SERVICE_ADMIN!.client;
    const before = await kept();
    for (const reply of [
      await intruder.get(`/assets/concepts/${conceptId}/templates`),
      await intruder.get(`/assets/templates/${template.id}`),
      await intruder.get(`/assets/templates/${template.id}/preview/index.html`),
      await intruder.get(`/assets/templates/${template.id}/versions`),
      await intruder.get(`/assets/templates/${template.id}/thumbnail`),
      await uploadTemplate(intruder, conceptId, '300x250-Mine.html', banner()),
      await patch(intruder, `/assets/templates/archive-generation/1?conceptId=${conceptId}`),
      await intruder.delete(`/assets/templates/${template.id}`),
    ]) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(403);
      expect(reply.body.message).toBe(CONCEPT_ACCESS_DENIED);
    }
    expect(await kept()).toEqual(before);
  });

  it('a template named under another concept’s path is not found', async () => {
    const other = await createConcept(w.as('MANAGER'), conceptBrief('Other', [w.acme.childNodeId]));
    const template = (await w.su.get(`/assets/concepts/${conceptId}/templates`)).body[0];
    const reply = await patch(w.su, `/assets/concepts/${other}/templates/${template.id}/approve`);
    expect(reply.status).toBe(404);
  });
});

describe('preview', () => {
  /** The signed folder the served HTML's <base> names. */
  const baseOf = (html: string) => /<base href="([^"]+)">/.exec(html)![1]!;
  const preview = (location: string, cookie?: string) =>
    fetch(`${w.t.baseUrl}${location}`, { headers: cookie ? { cookie } : {} });

  it('serves a reader the files under the sandbox policy; the page’s relative image loads through the signed base without a session', async () => {
    const template = (await w.su.get(`/assets/concepts/${conceptId}/templates`)).body[0];
    const page = await preview(template.previewLocation, w.su.cookieHeader());
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(PREVIEW_POLICY);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toMatch(
      new RegExp(`^<!doctype html><html><head><base href="/api/template-previews/${template.id}/[^/"]+/">`),
    );
    expect(html).toContain('<img src="images/hero.png">');
    const image = await fetch(new URL('images/hero.png', new URL(baseOf(html), w.t.baseUrl)));
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(hero);
    expect(image.headers.get('content-security-policy')).toBe(PREVIEW_POLICY);
  });

  it('refuses a stranger, a forged or foreign signature and a file the template does not hold', async () => {
    const [a, b] = (await w.su.get(`/assets/concepts/${conceptId}/templates`)).body;
    expect((await preview(a.previewLocation)).status).toBe(401);
    const base = baseOf(await (await preview(a.previewLocation, w.su.cookieHeader())).text());
    const signature = base.split('/')[4]!;
    const forged = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const url of [
      `/api/template-previews/${a.id}/${forged}/index.html`,
      `/api/template-previews/${b.id}/${signature}/index.html`,
      `/api/template-previews/${a.id}/${signature}/secret.txt`,
      `/api/template-previews/${a.id}/${signature}/..%2Findex.html`,
      `/api/v1/assets/templates/${a.id}/preview/secret.txt`,
    ]) {
      expect((await preview(url, w.su.cookieHeader())).status, url).toBe(404);
    }
    expect((await preview(`${base}index.html`)).status).toBe(200);
  });

  it('answers 404 for the thumbnail until the render has run', async () => {
    const template = (await w.su.get(`/assets/concepts/${conceptId}/templates`)).body[0];
    const reply = await w.su.get(`/assets/templates/${template.id}/thumbnail`);
    expect(reply.status).toBe(404);
  });
});

describe('the demo template (the example of docs/templates.md)', () => {
  it('uploads in two sizes with the fields the docs describe, the first approved; a second run adds nothing', async () => {
    const api = new ApiClient(w.t.baseUrl);
    await api.post('/auth/login', { username: SUPER.email, password: SUPER.password });
    const concept = await createConcept(w.as('MANAGER'), conceptBrief('Demo', [w.acme.childNodeId]));
    const seeding = { api, log: () => undefined };
    await seedTemplates(seeding, w.acme.partnerId, concept);
    const before = await kept();
    await seedTemplates(seeding, w.acme.partnerId, concept);
    expect(await kept()).toEqual(before);
    const listed = (await w.su.get(`/assets/concepts/${concept}/templates`)).body;
    expect(listed.map((x: { name: string; approved: boolean }) => [x.name, x.approved])).toEqual([
      [DEMO_TEMPLATE_NAMES[0], true],
      [DEMO_TEMPLATE_NAMES[1], false],
    ]);
    expect(listed[0].dynamicFields).toEqual([
      {
        name: 'headline',
        type: 'text',
        defaultValue: 'Summer sale',
        possibleValues: null,
        imageSize: null,
        required: true,
      },
      {
        name: 'subline',
        type: 'text',
        defaultValue: 'Up to 50% off sunglasses',
        possibleValues: null,
        imageSize: null,
        required: false,
      },
      {
        name: 'cta',
        type: 'text',
        defaultValue: 'Shop now',
        possibleValues: ['Shop now', 'Buy now', 'Learn more'],
        imageSize: null,
        required: false,
      },
      {
        name: 'clickUrl',
        type: 'url',
        defaultValue: 'https://example.com/summer',
        possibleValues: null,
        imageSize: null,
        required: true,
      },
      {
        name: 'hero',
        type: 'image',
        defaultValue: 'hero.svg',
        possibleValues: null,
        imageSize: { width: 300, height: 150 },
        required: false,
      },
    ]);
  });
});
