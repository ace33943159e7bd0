// Browser: the concept's storyboards tab (issue 8 §3, §6). A self-service admin creates a storyboard, uploads two
// versions and sees them side by side, approves one; a file that is no picture is refused with 'Invalid file
// format'; the concept's audit trail shows the approval with who gave it; a reviewer's approve button is disabled
// and says why.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INVALID_FILE_FORMAT } from '../../domain/storyboard';
import { NO_APPROVAL } from '../../admin-ui/src/concepts/storyboards/storyboardAccess';
import { ALREADY_APPROVED } from '../../admin-ui/src/concepts/storyboards/VersionCard';
import { conceptBrief, createConcept, PASSWORD } from '../support/fixtures';
import { jpegImage, pngImage } from '../support/uploads';
import { signInAs, tooltipOf } from './browser';
import { browserSuite } from './suite';

describe('Storyboards tab', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN', 'REVIEWER'] });
  const stamp = Date.now().toString(36);
  const conceptName = `Storyboarded ${stamp}`;
  let conceptId: string;
  let page: Page;
  const tab = () => `/concepts/${conceptId}/storyboards`;

  beforeAll(async () => {
    conceptId = await createConcept(
      suite.su,
      conceptBrief(conceptName, [suite.acme.childNodeId]),
      suite.acme.partnerId,
    );
    page = await suite.signedIn('SELF_SERVICE_ADMIN');
  }, 120_000);

  it('creates a storyboard, uploads two versions and shows them side by side', async () => {
    await page.goto(tab());
    await page.getByTestId('empty-state').getByText('No storyboards yet').waitFor();
    await page.getByRole('button', { name: 'New storyboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'New storyboard' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Required').waitFor();
    await dialog.getByLabel('Name').fill('Opening scene');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Storyboard Opening scene created').waitFor();

    const storyboard = page.getByRole('region', { name: 'Video 1 Opening scene' });
    await storyboard.waitFor();
    await storyboard.getByText('No versions yet').waitFor();
    await storyboard
      .getByTestId('storyboard-input')
      .setInputFiles({ name: `frame-${stamp}.png`, mimeType: 'image/png', buffer: await pngImage(320, 180) });
    await page.getByText(`frame-${stamp}.png uploaded`).waitFor();
    await storyboard
      .getByTestId('storyboard-input')
      .setInputFiles({ name: `frame-${stamp}-b.jpg`, mimeType: 'image/jpeg', buffer: await jpegImage(320, 180) });
    await page.getByText(`frame-${stamp}-b.jpg uploaded`).waitFor();

    const versions = storyboard.getByTestId('storyboard-version');
    await expect(versions.count()).resolves.toBe(2);
    const [first, second] = [await versions.nth(0).boundingBox(), await versions.nth(1).boundingBox()];
    expect(first!.y).toBe(second!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    await versions.nth(1).getByText('Latest').waitFor();
    // Both previews are the files themselves, loaded.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid="storyboard-version"] img')].every(
        (img) => img.complete && img.naturalWidth === 320,
      ),
    );
  });

  it(`refuses a file that is no picture with '${INVALID_FILE_FORMAT}'`, async () => {
    await page
      .getByTestId('storyboard-input')
      .first()
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
    await page.getByText(INVALID_FILE_FORMAT).waitFor();
    await expect(page.getByTestId('storyboard-version').count()).resolves.toBe(2);
  });

  it("approves the latest version, and the concept's audit trail shows who approved it", async () => {
    const latest = page.getByRole('article', { name: 'Opening scene Version 2' });
    await latest.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Opening scene Version 2 approved').waitFor();
    await latest.getByText(/Approved by SELF_SERVICE_ADMIN user \(Self-service admin\)/).waitFor();
    await expect(tooltipOf(page, latest.getByRole('button', { name: 'Approve' }))).resolves.toBe(ALREADY_APPROVED);
    await page.getByRole('article', { name: 'Opening scene Version 1' }).getByText('Not approved yet').waitFor();
    await page.getByRole('region', { name: 'Video 1 Opening scene' }).getByText('Latest version approved').waitFor();

    await page.getByRole('button', { name: `Audit trail of ${conceptName}` }).click();
    const trail = page.getByRole('table', { name: 'Audit trail' });
    const row = trail.getByRole('row').filter({ hasText: 'Storyboard approved' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(suite.user('SELF_SERVICE_ADMIN').email);
    await page.getByRole('button', { name: 'Close' }).click();
  });

  it('reorders within a type from the keyboard, deletes a version after confirming, renames and retypes', async () => {
    const admin = await suite.app.superClient();
    expect(
      (
        await admin.post(`/assets/concepts/${conceptId}/storyboards`, {
          storyboard: { name: 'Closing scene', type: 'video' },
        })
      ).status,
    ).toBe(201);
    await page.reload();
    const labels = () => page.getByTestId('storyboard-label').allTextContents();
    await page.getByRole('region', { name: 'Video 1 Closing scene' }).waitFor();
    const up = page.getByRole('button', { name: 'Move Opening scene up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Video 1 Opening scene' }).waitFor();
    await expect(labels()).resolves.toEqual(['Video 1', 'Video 2']);
    await page.getByRole('region', { name: 'Video 2 Closing scene' }).waitFor();

    const first = page.getByRole('article', { name: 'Opening scene Version 1' });
    await first.getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('dialog', { name: /^Delete .*\?$/ });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await first.waitFor({ state: 'detached' });
    // The other version keeps its number.
    await page.getByRole('article', { name: 'Opening scene Version 2' }).waitFor();

    await page.getByRole('button', { name: 'Edit Closing scene' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit storyboard' });
    await edit.getByLabel('Name').fill('Finale');
    await edit.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Display & Social' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('region', { name: 'Display & Social' })
      .getByRole('region', { name: 'Display & Social 1 Finale' })
      .waitFor();
  });

  it('shows a reviewer the storyboard the path names, and the approve button disabled, saying why', async () => {
    const { page: reviewer } = await suite.newPage();
    await signInAs(reviewer, suite.user('REVIEWER').email, PASSWORD);
    // A storyboard named in the path is the one shown.
    const listed = (await (await suite.app.superClient()).get(`/assets/concepts/${conceptId}/storyboards`)).body as {
      id: string;
      name: string;
    }[];
    await reviewer.goto(`${tab()}/${listed.find((s) => s.name === 'Opening scene')!.id}`);
    await reviewer.locator('[aria-current="true"]').getByText('Opening scene').waitFor();
    const latest = reviewer.getByRole('article', { name: 'Opening scene Version 2' });
    await latest.waitFor();
    await expect(latest.getByRole('button', { name: 'Approve' }).isDisabled()).resolves.toBe(true);
    await expect(tooltipOf(reviewer, latest.getByRole('button', { name: 'Approve' }))).resolves.toBe(NO_APPROVAL);
    await expect(reviewer.getByRole('button', { name: 'New storyboard' }).isDisabled()).resolves.toBe(true);
  });
});
