// Browser: a template's preview runs sandboxed (Content-Security-Policy: sandbox allow-scripts, an opaque origin).
// Its script can read none of the product's cookies and cannot call the product's API with the session, opened
// on its own or framed in the product's page, whose document it cannot reach either; its own files still load.
// A control page of the product's own origin does read the cookie and the API, so the refusals are the sandbox's.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { SUPER } from '../support/app';
import { conceptBrief, createConcept } from '../support/fixtures';
import { pngImage, zipOf } from '../support/uploads';
import { signInAs } from './browser';
import { browserSuite } from './suite';

/** What the template's script finds out; written into #probe as JSON. */
const PROBE = `
  const result = {};
  try { result.cookie = document.cookie; } catch (error) { result.cookie = 'refused: ' + error.name; }
  try { result.parent = parent === window ? 'none' : String(parent.document.title); } catch (error) { result.parent = 'refused: ' + error.name; }
  fetch('/api/v1/auth/current-user', { credentials: 'include' })
    .then(async (response) => { result.api = response.status + ' ' + (await response.text()).slice(0, 200); })
    .catch((error) => { result.api = 'refused: ' + error.name; })
    .finally(() => { document.getElementById('probe').textContent = JSON.stringify(result); });`;
const HTML = `<!doctype html><html><head><title>Probe</title></head><body><img id="hero" src="images/hero.png"><pre id="probe"></pre><script>${PROBE}</script></body></html>`;

const probed = async (frame: Page | Frame) => {
  await frame.locator('#probe').filter({ hasText: /\S/ }).waitFor();
  return JSON.parse((await frame.locator('#probe').textContent())!) as { cookie: string; parent: string; api: string };
};

describe('Template preview sandbox', () => {
  const suite = browserSuite({}, { roles: [] });
  let context: BrowserContext;
  let page: Page;
  let previewLocation: string;

  beforeAll(async () => {
    const conceptId = await createConcept(
      suite.su,
      conceptBrief('Sandbox', [suite.acme.childNodeId]),
      suite.acme.partnerId,
    );
    const form = new FormData();
    form.append(
      'file',
      new Blob([
        new Uint8Array(await zipOf({ 'index.html': Buffer.from(HTML), 'images/hero.png': await pngImage(30, 20) })),
      ]),
      '300x250-Probe.zip',
    );
    const uploaded = await suite.su.request('POST', `/assets/concepts/${conceptId}/templates`, form);
    if (uploaded.status !== 201) throw new Error(`upload: ${JSON.stringify(uploaded.body)}`);
    previewLocation = uploaded.body.templates[0].previewLocation;
    ({ context, page } = await suite.newPage());
    await signInAs(page, SUPER.email, SUPER.password);
    // A cookie scripts of the product's origin may read (the session cookie is httpOnly for every page).
    await context.addCookies([{ name: 'visible', value: 'to-the-product', url: suite.app.baseUrl }]);
  }, 120_000);

  it("the product's own page reads its cookies and its API with the session (the control)", async () => {
    const control = await page.evaluate(async () => ({
      cookie: document.cookie,
      api: (await fetch('/api/v1/auth/current-user', { credentials: 'include' })).status,
    }));
    expect(control).toEqual({ cookie: 'visible=to-the-product', api: 200 });
  });

  it('a preview opened on its own reads no cookie and cannot call the API; its own image loads', async () => {
    const response = await page.goto(previewLocation);
    expect(response?.headers()['content-security-policy']).toContain('sandbox allow-scripts');
    const result = await probed(page);
    expect(result.cookie).toBe('refused: SecurityError');
    expect(result.api).toBe('refused: TypeError');
    expect(result.parent).toBe('none');
    await expect.poll(() => page.locator('#hero').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(30);
  });

  it("a preview framed in the product's page reaches neither the product's document, cookies nor API", async () => {
    await page.goto('/');
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.name = 'preview';
      document.body.appendChild(frame);
    }, previewLocation);
    // The iframe element's own frame: a lookup by name can run before the frame has taken its name.
    const frame = (await (await page.waitForSelector('iframe[name=preview]')).contentFrame())!;
    const result = await probed(frame);
    expect(result).toEqual({
      cookie: 'refused: SecurityError',
      parent: 'refused: SecurityError',
      api: 'refused: TypeError',
    });
    await expect.poll(() => frame.locator('#hero').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(30);
  });
});
