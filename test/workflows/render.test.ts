// The render workflow (workflows/render/) on the run's real Temporal server, driven through the real product: an
// uploaded template becomes a PNG of its size made by headless Chromium, served as its thumbnail; a video
// template's first frame; a render never reaches the network; and each finished render is pushed over /ws.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../demo/api-client';
import { seedTemplates } from '../../demo/templates';
import { startTestApp, SUPER, type TestApp } from '../support/app';
import { conceptBrief, createConcept, partnerFixture, type PartnerFixture } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { liveSocket, mp4Video, zipOf } from '../support/uploads';
import { networkProbe } from '../support/network-probe';

let t: TestApp;
let su: HttpClient;
let acme: PartnerFixture;
let conceptId: string;

async function upload(name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const reply = await su.request('POST', `/assets/concepts/${conceptId}/templates`, form);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.templates[0] as { id: string; version: number };
}

async function rendered(template: { id: string; version: number }) {
  const outcome = await t.system.deps.renders.result({ templateId: template.id, version: template.version });
  await t.system.runner.waitFor(await t.system.deps.store.headPosition());
  return { outcome, template: (await su.get(`/assets/templates/${template.id}`)).body };
}

async function thumbnail(templateId: string) {
  const reply = await fetch(`${t.baseUrl}/api/v1/assets/templates/${templateId}/thumbnail`, {
    headers: { cookie: su.cookieHeader() },
  });
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toBe('image/png');
  return Buffer.from(await reply.arrayBuffer());
}

const pixel = async (png: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
};

beforeAll(async () => {
  t = await startTestApp({ runWorker: true });
  su = await t.superClient();
  acme = await partnerFixture(t, su, []);
  conceptId = await createConcept(su, conceptBrief('Renders', [acme.childNodeId]), acme.partnerId);
}, 180_000);
afterAll(() => t?.close());

describe('render workflow', () => {
  it('renders an HTML template in Chromium to a PNG of its size, with its own files and its script run', async () => {
    const html = `<!doctype html><html><head><link rel="stylesheet" href="css/style.css"></head>
      <body><div id="box"></div><script>document.getElementById('box').style.background = 'rgb(0, 0, 255)';</script></body></html>`;
    const css =
      'html, body { margin: 0; background: rgb(255, 0, 0); } #box { position: absolute; left: 0; top: 0; width: 100px; height: 50px; }';
    const template = await upload(
      '300x250-Red.zip',
      await zipOf({ 'index.html': Buffer.from(html), 'css/style.css': Buffer.from(css) }),
    );
    const { outcome, template: done } = await rendered(template);
    expect(outcome).toBe('rendered');
    expect(done).toMatchObject({
      renderStatus: 'done',
      thumbLocation: `/api/v1/assets/templates/${template.id}/thumbnail`,
    });
    const png = await thumbnail(template.id);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 300, height: 250 });
    expect(await pixel(png, 10, 10)).toEqual([0, 0, 255]);
    expect(await pixel(png, 200, 200)).toEqual([255, 0, 0]);
    const audit = (await su.get(`/audit?entityType=concept&entityId=${conceptId}`)).body;
    expect(audit[0]).toMatchObject({ type: 'TemplateRendered', actor: { userId: 'render-workflow', role: 'SYSTEM' } });
  });

  it('renders a video template from its first frame at its size, and tells the uploader over /ws', async () => {
    const socket = liveSocket(t, su, 'renders');
    await socket.opened;
    const template = await upload('responsive - vpaid - Intro.mp4', await mp4Video());
    expect((await rendered(template)).template.renderStatus).toBe('done');
    expect(await socket.next((m) => m.type === 'template-render' && m.templateId === template.id)).toEqual({
      type: 'template-render',
      templateId: template.id,
      conceptId,
      version: 1,
      renderStatus: 'done',
      thumbLocation: `/api/v1/assets/templates/${template.id}/thumbnail`,
    });
    socket.close();
    expect(await sharp(await thumbnail(template.id)).metadata()).toMatchObject({ width: 640, height: 360 });
  });

  it('never lets a template reach the network from the server’s browser', async () => {
    const probe = await networkProbe();
    try {
      const html = `<!doctype html><html><head><style>html, body { margin: 0; background: rgb(255, 0, 0); }</style><link rel="stylesheet" href="${probe.url}/style.css"></head>
        <body><img src="${probe.url}/pixel.png"><script>fetch('${probe.url}/data').catch(() => undefined); new WebSocket('${probe.ws}/socket');</script></body></html>`;
      const template = await upload('120x60-Probe.html', Buffer.from(html));
      expect((await rendered(template)).template.renderStatus).toBe('done');
      expect(probe.asked).toEqual([]);
      expect(await pixel(await thumbnail(template.id), 60, 30)).toEqual([255, 0, 0]);
      // Chromium would refuse loopback to this page on its own (private network access): that the renderer refused
      // each request first is shown by its refusals, in test/workflows/chromium-pool.test.ts.
    } finally {
      await probe.close();
    }
  });

  it('records a render that fails, and renders a version once', async () => {
    const template = await upload('responsive - vpaid - Broken.mp4', Buffer.from('no video at all'));
    const { outcome, template: failed } = await rendered(template);
    expect(outcome).toBe('failed');
    expect(failed).toMatchObject({ renderStatus: 'failed', thumbLocation: null });
    const again = await t.system.deps.renders.result({ templateId: template.id, version: template.version });
    expect(again).toBe('failed');
  });

  it('renders the demo template (docs/templates.md) in both sizes, its hero image from its own files', async () => {
    const api = new ApiClient(t.baseUrl);
    await api.post('/auth/login', { username: SUPER.email, password: SUPER.password });
    const concept = await createConcept(su, conceptBrief('Demo renders', [acme.childNodeId]), acme.partnerId);
    await seedTemplates({ api, log: () => undefined }, acme.partnerId, concept);
    const templates = (await su.get(`/assets/concepts/${concept}/templates`)).body as {
      id: string;
      version: number;
      size: string;
    }[];
    for (const template of templates) {
      expect((await rendered(template)).template.renderStatus).toBe('done');
      const png = await thumbnail(template.id);
      const [width, height] = template.size.split('x').map(Number);
      expect(await sharp(png).metadata()).toMatchObject({ width, height });
      // The top of the hero: the SVG's orange sky, not the page's cream background.
      const [r, g, b] = (await pixel(png, 5, 5)) as [number, number, number];
      expect([r > 240, g > 150 && g < 200, b < 110]).toEqual([true, true, true]);
    }
  });
});
