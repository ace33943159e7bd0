// The template calls of round 2 over HTTP (the templates API contract): the stored code, the edit dialog's save
// (new default values, CSS, a new index.html), the code editor's unsaved preview, resizing into new generations,
// and renaming and channels in place. Each refusal answers the spec's message and keeps nothing (no event, no
// file); reviewers are refused with 'Wrong user roles', another partner's users with 'Access to the Concept denied'.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { CONCEPT_ACCESS_DENIED } from '../../domain/concept';
import { MESSAGES } from '../../domain/shared/errors';
import { MALFORMED_IMAGE_SIZES, WRONG_DEFAULT_VALUES } from '../../domain/template/code';
import { INVALID_FILE_FORMAT } from '../../domain/template';
import { TEMPLATE_NAME_WRONG_FORMAT, TEMPLATE_SIZE_WRONG_FORMAT } from '../../domain/template/name';
import { NOTHING_TO_EDIT } from '../../api/routes/templates/edit-form';
import { PREVIEW_POLICY } from '../../api/routes/templates/preview';
import { pendingRenders } from '../../projections/templates/queries';
import { useApiTest } from '../support/api-test';
import { conceptBrief, createConcept } from '../support/fixtures';
import type { HttpClient, Reply } from '../support/http';
import { banner, code, kept as keptBy, uploadTemplate } from '../support/templates';
import { eventually } from '../support/eventually';
import { dimensionsOf, mp4Video, pngImage, zipOf } from '../support/uploads';

const w = useApiTest({
  // The render worker runs: resized templates are rendered at their own sizes.
  config: { runWorker: true },
  roles: ['SELF_SERVICE_ADMIN', 'MANAGER', 'REVIEWER'],
  globex: ['SELF_SERVICE_ADMIN'],
});
let admin: HttpClient;
let reviewer: HttpClient;
let intruder: HttpClient;
let conceptId: string;
let hero: Buffer;
const kept = () => keptBy(w.t);

const withFields = (blocks: Record<string, string>) =>
  banner(
    code({
      defaultValues: '{"headline": "Summer sale", "cta": "Shop now"}',
      possibleValues: '{"cta": ["Shop now", "Buy now"]}',
      ...blocks,
    }),
  );

/** Uploads a zip banner (index.html and images/hero.png) and answers the new template. */
async function zipTemplate(name: string, html = withFields({})) {
  const reply = await uploadTemplate(
    admin,
    conceptId,
    `${name}.zip`,
    await zipOf({ 'index.html': html, 'images/hero.png': hero }),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.templates[0] as { id: string; generation: number; version: number; title: string };
}

function edit(
  client: HttpClient,
  templateId: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array },
) {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  return client.request('POST', `/assets/concepts/${conceptId}/templates/${templateId}/edit`, form);
}
const codeOf = async (templateId: string) =>
  (await admin.get(`/assets/templates/${templateId}/code`)).body.code as string;

/** Once every render started so far has recorded its outcome, nothing appends but the calls under test. */
const RENDERS_MS = 60_000;
const rendersSettled = () =>
  eventually(async () => expect(await pendingRenders(w.t.system.deps.pool)).toEqual([]), RENDERS_MS);
// Most tests first wait for the renders in Chromium to end, which on a loaded CI machine outlasts the default 30 s.
vi.setConfig({ testTimeout: RENDERS_MS + 30_000 });

/** A refusal: its status and message, and nothing appended or stored. */
async function refused(send: () => Promise<Reply>, status: number, message: string) {
  await rendersSettled();
  const before = await kept();
  const reply = await send();
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.message).toBe(message);
  expect(await kept()).toEqual(before);
}

beforeAll(async () => {
  admin = w.as('SELF_SERVICE_ADMIN');
  reviewer = w.as('REVIEWER');
  intruder = w.globex.users.SELF_SERVICE_ADMIN!.client;
  conceptId = await createConcept(w.as('MANAGER'), conceptBrief('Edits', [w.acme.childNodeId]));
  hero = await pngImage(300, 250);
});

describe('GET …/templates/{id}/code', () => {
  it('answers the index.html exactly as stored, without a <base>; 404 for a video template', async () => {
    const html = withFields({});
    const template = await zipTemplate('300x250-Code', html);
    expect(await codeOf(template.id)).toBe(html.toString());
    const video = (await uploadTemplate(admin, conceptId, '640x360-Clip.mp4', await mp4Video())).body.templates[0];
    expect((await admin.get(`/assets/templates/${video.id}/code`)).status).toBe(404);
    const foreign = await intruder.get(`/assets/templates/${template.id}/code`);
    expect([foreign.status, foreign.body.message]).toEqual([403, CONCEPT_ACCESS_DENIED]);
  });
});

describe('POST …/templates/{templateId}/edit', () => {
  let source: { id: string; generation: number; version: number };
  beforeAll(async () => {
    source = await zipTemplate('300x250-Edit me');
  });

  it('writes new default values and CSS into a new version of the generation, its files carried over, rendered anew', async () => {
    const reply = await edit(admin, source.id, {
      newDynamicFields: JSON.stringify({ headline: 'Winter </script> sale', cta: 'Buy now' }),
      editedCSS: 'h1 { color: red }',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body).toMatchObject({
      generation: source.generation,
      version: source.version + 1,
      renderStatus: 'pending',
    });
    expect(
      reply.body.dynamicFields.map((f: { name: string; defaultValue: unknown }) => [f.name, f.defaultValue]),
    ).toEqual([
      ['headline', 'Winter </script> sale'],
      ['cta', 'Buy now'],
    ]);
    const html = await codeOf(reply.body.id);
    expect(html).toContain('<style id="editedCSS">h1 { color: red }</style></head>');
    expect(html).toContain('"Winter \\u003c/script> sale"');
    // The carried-over image still loads beside the new index.html.
    const page = await fetch(`${w.t.baseUrl}${reply.body.previewLocation}`, {
      headers: { cookie: admin.cookieHeader() },
    });
    const base = /<base href="([^"]+)">/.exec(await page.text())![1]!;
    expect((await fetch(new URL('images/hero.png', new URL(base, w.t.baseUrl)))).status).toBe(200);

    const again = await edit(admin, reply.body.id, { editedCSS: 'h1 { color: blue }' });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const recoded = await codeOf(again.body.id);
    expect(recoded.match(/id="editedCSS"/g)).toHaveLength(1);
    expect(recoded).toContain('h1 { color: blue }');
    const cleared = await edit(admin, again.body.id, { editedCSS: '' });
    expect(await codeOf(cleared.body.id)).not.toContain('editedCSS');
  });

  it('replaces index.html with an uploaded .html file, judged again', async () => {
    const reply = await edit(
      admin,
      source.id,
      {},
      { name: 'anything.html', bytes: banner(code({ defaultValues: '{"title": "New"}' })) },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.dynamicFields).toEqual([
      { name: 'title', type: 'text', defaultValue: 'New', possibleValues: null, imageSize: null, required: false },
    ]);
  });

  it.each<[string, Record<string, string>, { name: string; bytes: Uint8Array } | undefined, number, string]>([
    ['new defaults that are not a JSON object', { newDynamicFields: '["a"]' }, undefined, 422, WRONG_DEFAULT_VALUES],
    ['new defaults that are no JSON', { newDynamicFields: '{"headline": ' }, undefined, 422, WRONG_DEFAULT_VALUES],
    [
      'a default outside its possible values',
      { newDynamicFields: '{"cta": "Maybe"}' },
      undefined,
      422,
      WRONG_DEFAULT_VALUES,
    ],
    [
      'a file with malformed image sizes',
      {},
      { name: 'x.html', bytes: banner(code({ dynamicImageSizes: '{"hero": [1]}' })) },
      422,
      MALFORMED_IMAGE_SIZES,
    ],
    ['a file that is not .html', {}, { name: 'x.zip', bytes: Buffer.from('zip') }, 422, INVALID_FILE_FORMAT],
    ['nothing to change', {}, undefined, 400, NOTHING_TO_EDIT],
    ['an unknown field', { resizer: 'x' }, undefined, 400, 'body/resizer is not allowed'],
  ])('refuses %s, keeping nothing', async (_label, fields, file, status, message) => {
    await refused(() => edit(admin, source.id, fields, file), status, message);
  });

  it("refuses a video template: 422 'Invalid file format'", async () => {
    const video = (await uploadTemplate(admin, conceptId, '640x360-Movie.mp4', await mp4Video())).body.templates[0];
    await refused(() => edit(admin, video.id, { editedCSS: 'a{}' }), 422, INVALID_FILE_FORMAT);
  });

  it("refuses a reviewer ('Wrong user roles') and another partner ('Access to the Concept denied'), keeping nothing", async () => {
    await refused(() => edit(reviewer, source.id, { editedCSS: 'a{}' }), 403, WRONG_ROLES_MESSAGE);
    await refused(() => edit(intruder, source.id, { editedCSS: 'a{}' }), 403, CONCEPT_ACCESS_DENIED);
  });
});

describe('POST …/templates/{templateId}/code-editor-preview', () => {
  let template: { id: string };
  const preview = (client: HttpClient, editedCode: string, id = template.id) =>
    client.post(`/assets/concepts/${conceptId}/templates/${id}/code-editor-preview`, { editedCode });
  beforeAll(async () => {
    template = await zipTemplate('300x250-Preview me');
  });

  it('serves the unsaved code under the sandbox, its relative files from the version, and saves nothing', async () => {
    await rendersSettled();
    const before = await kept();
    const reply = await preview(
      admin,
      '<!doctype html><html><head></head><body><img src="images/hero.png">draft</body></html>',
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.previewLocation).toMatch(
      new RegExp(`^/api/v1/assets/templates/${template.id}/code-editor-preview/[0-9a-f]{24}/codeEditorPreview.html$`),
    );
    expect((await kept()).head).toBe(before.head);
    expect(await codeOf(template.id)).not.toContain('draft');
    const page = await fetch(`${w.t.baseUrl}${reply.body.previewLocation}`, {
      headers: { cookie: admin.cookieHeader() },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(PREVIEW_POLICY);
    const html = await page.text();
    expect(html).toMatch(
      new RegExp(
        `^<!doctype html><html><head><base href="/api/template-previews/${template.id}/[^/"]+/"></head><body>`,
      ),
    );
    const image = await fetch(
      new URL('images/hero.png', new URL(/<base href="([^"]+)">/.exec(html)![1]!, w.t.baseUrl)),
    );
    expect(Buffer.from(await image.arrayBuffer())).toEqual(hero);
    expect((await fetch(`${w.t.baseUrl}${reply.body.previewLocation}`)).status).toBe(401);
    const unknown = reply.body.previewLocation.replace(
      /code-editor-preview\/[0-9a-f]{24}/,
      `code-editor-preview/${'a'.repeat(24)}`,
    );
    expect((await fetch(`${w.t.baseUrl}${unknown}`, { headers: { cookie: admin.cookieHeader() } })).status).toBe(404);
  });

  it("refuses a reviewer ('Wrong user roles') and another partner ('Access to the Concept denied'), keeping nothing", async () => {
    await refused(() => preview(reviewer, '<p>x</p>'), 403, WRONG_ROLES_MESSAGE);
    await refused(() => preview(intruder, '<p>x</p>'), 403, CONCEPT_ACCESS_DENIED);
  });
});

describe('POST …/resize-templates', () => {
  let source: { id: string; title: string };
  const resize = (client: HttpClient, formats: string[], templateId = source.id) =>
    client.post(`/assets/concepts/${conceptId}/resize-templates`, { templateId, formats });
  beforeAll(async () => {
    source = await zipTemplate('300x250-Resize me');
  });

  it('makes each size a new generation named <size>-<title> with the source’s files and fields, rendered like an upload', async () => {
    const reply = await resize(admin, ['728x90', '160x600']);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const [wide, tall] = reply.body.templates;
    expect(wide).toMatchObject({
      name: '728x90-Resize me',
      title: 'Resize me',
      size: '728x90',
      sizeGroup: '728x90',
      version: 1,
      formats: { display: ['728x90'] },
      renderStatus: 'pending',
    });
    expect(tall).toMatchObject({ name: '160x600-Resize me', size: '160x600', generation: wide.generation + 1 });
    expect(wide.dynamicFields.map((f: { name: string }) => f.name)).toEqual(['headline', 'cta']);
    expect(await codeOf(wide.id)).toBe(await codeOf(source.id));
    // Rendered like an upload, at its own size.
    await w.t.system.deps.renders.result({ templateId: wide.id, version: 1 });
    await eventually(async () =>
      expect((await admin.get(`/assets/templates/${wide.id}`)).body.renderStatus).toBe('done'),
    );
    const thumbnail = await fetch(`${w.t.baseUrl}/api/v1/assets/templates/${wide.id}/thumbnail`, {
      headers: { cookie: admin.cookieHeader() },
    });
    expect(await dimensionsOf(new Uint8Array(await thumbnail.arrayBuffer()))).toBe('728x90');
  });

  it.each<[string, string[], number, string]>([
    ['a size that is not WxH', ['728x90x', '970x250'], 422, TEMPLATE_SIZE_WRONG_FORMAT],
    ['a size of more than 4 digits', ['99999x1'], 422, TEMPLATE_SIZE_WRONG_FORMAT],
    ['a size the concept has for the title', ['970x250', '300x250'], 409, MESSAGES.alreadyExist],
    ['a size twice', ['970x90', '970x90'], 409, MESSAGES.alreadyExist],
  ])('refuses %s: nothing kept, not even the sizes before it', async (_label, formats, status, message) => {
    await refused(() => resize(admin, formats), status, message);
  });

  it("refuses a reviewer ('Wrong user roles') and another partner ('Access to the Concept denied'), keeping nothing", async () => {
    await refused(() => resize(reviewer, ['970x250']), 403, WRONG_ROLES_MESSAGE);
    await refused(() => resize(intruder, ['970x250']), 403, CONCEPT_ACCESS_DENIED);
  });
});

describe('PATCH …/templates/{templateId}', () => {
  let template: { id: string; version: number };
  const change = (client: HttpClient, body: Record<string, unknown>) =>
    client.request('PATCH', `/assets/concepts/${conceptId}/templates/${template.id}`, body);
  beforeAll(async () => {
    template = await zipTemplate('300x250-Rename me');
  });

  it('renames (size and title follow the name), sets channels and formats, without a new version; a new size renders again', async () => {
    await rendersSettled();
    const reply = await change(admin, {
      name: '336x280-Renamed',
      suitableChannels: ['display', 'social'],
      formats: { display: ['336x280'], social: ['feed'], video: [] },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({
      id: template.id,
      version: template.version,
      name: '336x280-Renamed',
      title: 'Renamed',
      size: '336x280',
      sizeGroup: '336x280',
      format: 'fixed',
      suitableChannels: ['display', 'social'],
      formats: { display: ['336x280'], social: ['feed'], video: [] },
      renderStatus: 'pending',
    });
    await eventually(
      async () => expect((await admin.get(`/assets/templates/${template.id}`)).body.renderStatus).toBe('done'),
      60_000,
    );
    const thumbnail = await fetch(`${w.t.baseUrl}/api/v1/assets/templates/${template.id}/thumbnail`, {
      headers: { cookie: admin.cookieHeader() },
    });
    expect(await dimensionsOf(new Uint8Array(await thumbnail.arrayBuffer()))).toBe('336x280');
    const channelsOnly = await change(admin, { suitableChannels: ['video'] });
    expect(channelsOnly.body).toMatchObject({
      name: '336x280-Renamed',
      suitableChannels: ['video'],
      formats: { social: ['feed'] },
    });
    await rendersSettled();
    const before = await kept();
    expect((await change(admin, { suitableChannels: ['video'] })).status).toBe(200);
    expect(await kept()).toEqual(before);
  });

  it('refuses names by the upload’s rules, unknown channels, a reviewer and another partner, keeping nothing', async () => {
    await refused(() => change(admin, { name: 'Renamed' }), 422, TEMPLATE_NAME_WRONG_FORMAT);
    await refused(() => change(admin, { name: 'big-Renamed' }), 422, TEMPLATE_SIZE_WRONG_FORMAT);
    const unknown = await change(admin, { suitableChannels: ['radio'] });
    expect(unknown.status).toBe(400);
    await refused(() => change(reviewer, { name: '300x250-Mine' }), 403, WRONG_ROLES_MESSAGE);
    await refused(() => change(intruder, { name: '300x250-Mine' }), 403, CONCEPT_ACCESS_DENIED);
  });
});
