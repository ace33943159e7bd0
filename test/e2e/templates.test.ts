// Browser: the concept's templates tab (issue 8 §4, §6). A super user uploads a template zip, sees
// '… file uploaded successfully.' and its thumbnail once the render workflow has made it, previews it in its
// sandboxed frame beside its dynamic fields, and approves it; a badly named file is refused with the spec's
// message; a REVIEWER sees the approve button disabled, saying why. Then round 2: unsaved code is previewed, a
// default value and the CSS are edited into a new version, a size is added by 'Resize' (a new size group with
// its own rendered thumbnail), and the details change in place.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEMPLATE_APPROVED } from '../../domain/concept/approvals';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { templateUploadedMessage, WRONG_DEFAULT_VALUES } from '../../domain/template/code';
import { TEMPLATE_NAME_WRONG_FORMAT, TEMPLATE_SIZE_WRONG_FORMAT } from '../../domain/template/name';
import { conceptBrief, createConcept, PASSWORD } from '../support/fixtures';
import { zipOf } from '../support/uploads';
import { signInAs, tooltipOf } from './browser';
import { browserSuite } from './suite';

/** A 300x250 banner declaring two dynamic fields, one with possible values. */
const BANNER = `<!doctype html>
<html><head><meta charset="utf-8"><style>body{margin:0;width:300px;height:250px;background:#f5a623;font:bold 28px sans-serif}</style>
<script type="application/json" id="defaultValues">{"headline": "Summer sale", "cta": "Shop now"}</script>
<script type="application/json" id="possibleValues">{"cta": ["Shop now", "Buy today"]}</script>
</head><body><h1 id="headline">Summer sale</h1><button id="cta">Shop now</button></body></html>`;

/** Waits until the card's thumbnail has loaded a picture. */
async function thumbnailLoaded(page: Page, templateName: string): Promise<void> {
  await page
    .getByRole('article', { name: templateName, exact: true })
    .getByTestId('template-thumbnail')
    .waitFor({ timeout: 90_000 });
  await page.waitForFunction((label) => {
    const img = document.querySelector<HTMLImageElement>(
      `article[aria-label="${label}"] [data-testid="template-thumbnail"]`,
    );
    return !!img && img.complete && img.naturalWidth > 0;
  }, templateName);
}

/** From now on, every text the page shows, however briefly (window.seenTexts). */
async function recordTexts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenTexts: string[] }).seenTexts = seen;
    new MutationObserver((changes) =>
      changes.forEach((c) => c.addedNodes.forEach((n) => seen.push(n.textContent ?? ''))),
    ).observe(document.body, { subtree: true, childList: true });
  });
}

describe('Templates tab', () => {
  const suite = browserSuite({ runWorker: true }, { roles: ['REVIEWER'] });
  const stamp = Date.now().toString(36);
  const fileName = `300x250-Summer sale ${stamp}.zip`;
  let conceptId: string;
  let page: Page;
  const name = `300x250-Summer sale ${stamp}`;
  const tab = () => `/concepts/${conceptId}/templates?partner=${suite.acme.partnerId}`;

  beforeAll(async () => {
    conceptId = await createConcept(
      suite.su,
      conceptBrief(`Summer ${stamp}`, [suite.acme.childNodeId]),
      suite.acme.partnerId,
    );
    page = await suite.signedIn('SUPER');
  }, 120_000);

  it('uploads a template zip and shows its rendered thumbnail', async () => {
    await page.goto(tab());
    await page.getByTestId('empty-state').getByText('No templates yet').waitFor();
    await recordTexts(page);
    await page.getByTestId('template-input').setInputFiles({
      name: fileName,
      mimeType: 'application/zip',
      buffer: await zipOf({ 'index.html': Buffer.from(BANNER) }),
    });
    await page.getByText(templateUploadedMessage(fileName)).waitFor({ timeout: 30_000 });

    const card = page.getByTestId('template-card');
    await card.getByText(`Summer sale ${stamp}`).waitFor();
    await expect(card.textContent()).resolves.toContain('300x250 · Generation 1 · v1');
    await expect(page.getByRole('region', { name: 'Size 300x250' }).count()).resolves.toBe(1);
    // Rendered by headless Chromium in the render workflow; the card follows it live or by polling.
    await thumbnailLoaded(page, name);
    // Before it, the card said the thumbnail was being made.
    const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
    expect(seen.some((text) => text.includes('Rendering…'))).toBe(true);
  }, 120_000);

  it('previews the template in a sandboxed frame beside its dynamic fields', async () => {
    await page.getByRole('button', { name: `Preview 300x250-Summer sale ${stamp} v1` }).click();
    const dialog = page.getByRole('dialog', { name: `300x250-Summer sale ${stamp} · v1` });
    const frame = dialog.locator('iframe');
    await expect(frame.getAttribute('sandbox')).resolves.toBe('allow-scripts');
    await expect(frame.getAttribute('width')).resolves.toBe('300');
    await expect(frame.getAttribute('height')).resolves.toBe('250');
    await dialog.frameLocator('iframe').getByText('Summer sale').waitFor();
    const fields = dialog.getByRole('list', { name: 'Dynamic fields' });
    await fields.getByText('cta (text)').waitFor();
    await fields.getByText('Possible: Shop now, Buy today').waitFor();
    // 980 wide with the fields beside the template (spec 1 §9).
    expect((await dialog.boundingBox())?.width).toBe(980);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('approves the version and says so', async () => {
    await page.getByRole('button', { name: `Approve 300x250-Summer sale ${stamp} v1` }).click();
    await page.getByText(TEMPLATE_APPROVED).waitFor();
    const card = page.getByTestId('template-card');
    await card.getByText('Approved', { exact: true }).waitFor();
    await card
      .getByTestId('template-approvers')
      .getByText(/Super admin/)
      .waitFor();
    await page.getByRole('button', { name: `Remove approval of 300x250-Summer sale ${stamp} v1` }).waitFor();
  });

  it("refuses a badly named file with 'template name has wrong format' and keeps nothing", async () => {
    await page
      .getByTestId('template-input')
      .setInputFiles({ name: `summer${stamp}.html`, mimeType: 'text/html', buffer: Buffer.from(BANNER) });
    await page.getByText(TEMPLATE_NAME_WRONG_FORMAT, { exact: true }).waitFor();
    await expect(page.getByTestId('template-card').count()).resolves.toBe(1);
    await expect(suite.su.get(`/assets/concepts/${conceptId}/templates/count`).then((r) => r.body)).resolves.toEqual({
      count: 1,
    });
  });

  it('shows a REVIEWER the approve button disabled, saying why', async () => {
    const { page: reviewerPage, context } = await suite.newPage();
    try {
      await signInAs(reviewerPage, suite.user('REVIEWER').email, PASSWORD, `/concepts/${conceptId}/templates`);
      const approve = reviewerPage.getByRole('button', { name: `Approve 300x250-Summer sale ${stamp} v1` });
      await approve.waitFor();
      await expect(approve.isDisabled()).resolves.toBe(true);
      await expect(tooltipOf(reviewerPage, approve)).resolves.toBe(WRONG_ROLES_MESSAGE);
    } finally {
      await context.close();
    }
  });

  it('uploads a new version from the card and lists both versions', async () => {
    const card = page.getByTestId('template-card');
    await page.getByLabel(`New version of ${name}`, { exact: true }).setInputFiles({
      name: fileName,
      mimeType: 'application/zip',
      buffer: await zipOf({
        'index.html': Buffer.from(BANNER.replace('<h1 id="headline">Summer sale', '<h1 id="headline">Summer sale 2')),
      }),
    });
    await page.getByText(templateUploadedMessage(fileName)).waitFor({ timeout: 30_000 });
    await card.getByTestId('template-version').getByText('v2').waitFor();
    await card.getByText('Not approved').waitFor();

    await page.getByRole('button', { name: `Versions of ${name}` }).click();
    const items = page.getByRole('menuitem');
    await items.nth(1).waitFor();
    await expect(items.allTextContents()).resolves.toEqual([
      expect.stringMatching(/^v2/),
      expect.stringMatching(/^v1Approved$/),
    ]);
    await items.nth(1).click();
    await expect(card.textContent()).resolves.toContain('Generation 1 · v1 (latest v2)');
    await card.getByText('Approved', { exact: true }).waitFor();
  });

  it('edits the code of a version into a new version', async () => {
    await page.getByRole('button', { name: `Edit code of ${name} v1` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit code of ${name} · v1` });
    const code = dialog.getByLabel('HTML');
    await expect(code.inputValue()).resolves.toBe(BANNER);
    await code.fill(BANNER.replace('<h1 id="headline">Summer sale', '<h1 id="headline">Autumn sale'));
    await dialog.getByRole('button', { name: 'Save as new version' }).click();
    await page.getByText(`${name} saved as v3`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('template-card').getByTestId('template-version').getByText('v3').waitFor();
  });

  it('deletes a version after confirmation', async () => {
    await page.getByRole('button', { name: `Delete ${name} v3` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name} v3?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`${name} v3 deleted`).waitFor();
    await page.getByTestId('template-card').getByTestId('template-version').getByText('v2').waitFor();
  });

  it("archives the generation after confirmation and shows it again with 'Show archived'", async () => {
    await page.getByRole('button', { name: 'Archive Generation 1' }).click();
    await page.getByRole('dialog', { name: 'Archive Generation 1?' }).getByRole('button', { name: 'Archive' }).click();
    await page.getByText('Generation 1 archived').waitFor();
    await page.getByText('Every generation is archived').waitFor();
    await expect(page.getByTestId('template-card').count()).resolves.toBe(0);

    await page.getByLabel('Show archived (1)').check();
    await page.getByTestId('template-card').getByText('Archived', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('archived')).toBe('true');
    await page.getByRole('button', { name: 'Unarchive Generation 1' }).click();
    await page
      .getByRole('dialog', { name: 'Unarchive Generation 1?' })
      .getByRole('button', { name: 'Unarchive' })
      .click();
    await page.getByText('Generation 1 unarchived').waitFor();
    await page.getByLabel('Show archived (0)').waitFor();
  });

  it("groups the templates by size, 'Other' last", async () => {
    for (const file of [`0x0-Odd ${stamp}.html`, `responsive - display - Wide ${stamp}.html`]) {
      await page
        .getByTestId('template-input')
        .setInputFiles({ name: file, mimeType: 'text/html', buffer: Buffer.from(BANNER) });
      await page.getByText(templateUploadedMessage(file)).waitFor({ timeout: 30_000 });
    }
    const groups = page.getByTestId('template-group');
    await groups.nth(2).waitFor();
    await expect(groups.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual([
      '300x250',
      '640x360',
      'Other',
    ]);
    await groups.nth(2).getByText(`Odd ${stamp}`).waitFor();
  });

  it('previews unsaved code in the sandboxed frame and saves nothing', async () => {
    await page.getByRole('button', { name: `Edit code of ${name} v2` }).click();
    const editor = page.getByRole('dialog', { name: `Edit code of ${name} · v2` });
    const code = editor.getByLabel('HTML');
    // The code as stored: no <base> of the preview in it.
    await expect(code.inputValue()).resolves.toBe(
      BANNER.replace('<h1 id="headline">Summer sale', '<h1 id="headline">Summer sale 2'),
    );
    await code.fill(BANNER.replace('<h1 id="headline">Summer sale', '<h1 id="headline">Draft headline'));
    await editor.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: `Unsaved preview of ${name}` });
    const frame = preview.locator('iframe');
    await expect(frame.getAttribute('sandbox')).resolves.toBe('allow-scripts');
    await expect(frame.getAttribute('src')).resolves.toContain('codeEditorPreview.html');
    await preview.frameLocator('iframe').getByText('Draft headline').waitFor();
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'detached' });
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await editor.waitFor({ state: 'detached' });
    await expect(
      page.getByRole('article', { name, exact: true }).getByTestId('template-version').textContent(),
    ).resolves.toBe('v2');
  });

  it('edits a default value and the CSS into a new version', async () => {
    // v3 was deleted above: version numbers are not reused. (By selector: the open dialog hides the page from roles.)
    const card = page.locator(`article[aria-label="${name}"]`);
    await page.getByRole('button', { name: `Edit ${name} v2` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name} · v2` });
    const save = dialog.getByRole('button', { name: 'Save as new version' });
    await expect(save.isDisabled()).resolves.toBe(true);
    // A new preview file is parsed by the upload's rules: refused with the server's message, nothing kept.
    await dialog.getByLabel('New preview file (file)').setInputFiles({
      name: 'index.html',
      mimeType: 'text/html',
      buffer: Buffer.from(BANNER.replace('"cta": "Shop now"}', '"cta": "Shop now"')),
    });
    await dialog.getByTestId('edit-preview-file').getByText('index.html').waitFor();
    await save.click();
    await page.getByText(WRONG_DEFAULT_VALUES, { exact: true }).waitFor();
    await expect(card.getByTestId('template-version').textContent()).resolves.toBe('v2');
    await dialog.getByRole('button', { name: 'Keep index.html' }).click();
    // 'cta' has possible values: a dropdown of them.
    await dialog.getByRole('combobox', { name: 'cta' }).click();
    await page.getByRole('option', { name: 'Buy today' }).click();
    await dialog.getByLabel('CSS').fill('h1 { color: rgb(0, 0, 255); }');
    await save.click();
    await page.getByText(`${name} saved as v4`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByTestId('template-version').getByText('v4').waitFor();

    await page.getByRole('button', { name: `Preview ${name} v4` }).click();
    const preview = page.getByRole('dialog', { name: `${name} · v4` });
    await preview.getByRole('list', { name: 'Dynamic fields' }).getByText('Default: Buy today').waitFor();
    const headline = preview.frameLocator('iframe').locator('h1');
    await headline.waitFor();
    await expect(headline.evaluate((h1) => getComputedStyle(h1).color)).resolves.toBe('rgb(0, 0, 255)');
    await preview.getByRole('button', { name: 'Close' }).click();

    // The kept CSS is what the next edit starts from.
    await page.getByRole('button', { name: `Edit ${name} v4` }).click();
    const again = page.getByRole('dialog', { name: `Edit ${name} · v4` });
    await expect(again.getByLabel('CSS').inputValue()).resolves.toBe('h1 { color: rgb(0, 0, 255); }');
    await expect(again.getByRole('combobox', { name: 'cta' }).textContent()).resolves.toBe('Buy today');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'detached' });
  });

  it('resizes to a new size: a new size group with its rendered thumbnail', async () => {
    await page.getByRole('button', { name: `Resize ${name} v4` }).click();
    const dialog = page.getByRole('dialog', { name: `Resize ${name}` });
    // The concept has this title at 300x250 already.
    const own = dialog.getByRole('group', { name: 'Display sizes' }).getByLabel('300x250', { exact: true });
    await expect(own.isDisabled()).resolves.toBe(true);
    await expect(dialog.getByRole('button', { name: 'Resize' }).isDisabled()).resolves.toBe(true);
    // A typed size must be WxH.
    const other = dialog.getByLabel('Other size (WxH)');
    await other.fill('wide');
    await dialog.getByRole('button', { name: 'Add size' }).click();
    await dialog.getByText(TEMPLATE_SIZE_WRONG_FORMAT).waitFor();
    await other.fill('');
    await dialog.getByRole('group', { name: 'Display sizes' }).getByLabel('728x90', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Resize' }).click();
    await page.getByText(`Summer sale ${stamp} resized to 728x90`).waitFor({ timeout: 30_000 });
    await dialog.waitFor({ state: 'detached' });

    const group = page.getByRole('region', { name: 'Size 728x90' });
    await group.getByRole('article', { name: `728x90-Summer sale ${stamp}`, exact: true }).waitFor();
    await thumbnailLoaded(page, `728x90-Summer sale ${stamp}`);
    const size = await page
      .getByRole('article', { name: `728x90-Summer sale ${stamp}`, exact: true })
      .getByTestId('template-thumbnail')
      .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size[0]! / size[1]!).toBeCloseTo(728 / 90, 0);
  }, 120_000);

  it('changes the details in place, refusing a badly formed name', async () => {
    const resized = `728x90-Summer sale ${stamp}`;
    await page.getByRole('button', { name: `Details of ${resized} v1` }).click();
    const dialog = page.getByRole('dialog', { name: `Details of ${resized} · v1` });
    const nameField = dialog.getByLabel('Name');
    await nameField.fill(`banner${stamp}`);
    await dialog.getByText(TEMPLATE_NAME_WRONG_FORMAT, { exact: true }).waitFor();
    await expect(dialog.getByRole('button', { name: 'Save' }).isDisabled()).resolves.toBe(true);
    await nameField.fill(`728x90-Leaderboard ${stamp}`);
    await dialog.getByRole('group', { name: 'Suitable channels' }).getByLabel('Social').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`728x90-Leaderboard ${stamp} saved`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByRole('article', { name: `728x90-Leaderboard ${stamp}`, exact: true });
    await expect(card.getByTestId('template-version').textContent()).resolves.toBe('v1');
    await page.getByRole('button', { name: `Details of 728x90-Leaderboard ${stamp} v1` }).click();
    const again = page.getByRole('dialog', { name: `Details of 728x90-Leaderboard ${stamp} · v1` });
    await expect(
      again.getByRole('group', { name: 'Suitable channels' }).getByLabel('Social').isChecked(),
    ).resolves.toBe(true);
    await again.getByRole('button', { name: 'Cancel' }).click();
  });
});
