// Browser: the personalise table completed against the spec (issue 19 §5). On a campaign made over HTTP with a google
// display tree of three filled, finally approved variants (the fallback without a user segment, two others with one,
// all on) and a Meta carousel tree: Set as Fallback warns as spec 2 §4 says, first for an old fallback without user
// segments, then with them, and the old one goes off both times; a failed action toasts the spec's own words (spec 2
// §8) over the server's reason, on the creatives tab too (the server's answers are stood in for, one call at a time);
// carousel cards go from 2 to 10 and no further; the progress badge stops at '99999+'; the tables page by 10, 20, 30
// or 40; another partner's campaign shows the no-access panel, and an ad blocker is warned of (spec 1 §2.4).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  activationFailed,
  CARDS_AT_LEAST,
  CARDS_AT_MOST,
  cannotArchive,
  EDIT_APPROVED_WARNING,
  FALLBACK_OFF_WARNING,
  FALLBACK_REMOVED_WARNING,
  TOAST,
} from '../../domain/personalise/messages';
import { APPROVAL_NOTICES } from '../../domain/personalise/approvals';
import { AD_BLOCKER_WARNING } from '../../admin-ui/src/layout/AdBlockerWarning';
import { NO_ACCESS } from '../../admin-ui/src/common/NoAccess';
import { expectStatus, fill, newVariant, patch } from '../api/personalise-fixture';
import { readyConcept } from '../support/campaigns';
import { partnerFixture, PASSWORD, type PartnerFixture } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { banner, uploadTemplate } from '../support/templates';
import { file, pngImage, uploadedAsset } from '../support/uploads';
import { signInAs, tooltipOf } from './browser';
import { browserSuite } from './suite';

/** The server's reason in the stood-in refusals. */
const REASON = 'Refused by the stand-in server';
const ACTIVATE = /\/bulk\/variants\/activate$/;

describe('Personalise table against the spec', () => {
  const suite = browserSuite({ runWorker: true });
  const stamp = Date.now().toString(36);
  let fixture: PartnerFixture;
  let su: HttpClient;
  let campaignId: string;
  let google: string;
  let carousel: string;
  const ids: Record<string, string> = {};
  let page: Page;
  const screen = (treeId: string) => `/campaigns/${campaignId}/personalize/${treeId}`;
  const row = (name: string) =>
    page.getByTestId('variant-row').filter({ has: page.getByRole('button', { name, exact: true }) });
  const toggle = (name: string) => row(name).getByRole('switch', { name: `Active: ${name}` });
  const menu = async (name: string, item: string) => {
    await row(name)
      .getByRole('button', { name: `Actions: ${name}` })
      .click();
    await page.getByRole('menuitem', { name: item }).click();
  };

  /** Answers `method` calls whose URL matches `url` with a 422 while `act` runs; then checks the toast `title` (in
   * `where`, the page by default) with the reason under it (unless `detail` is false). The user's next click closes
   * the toast. */
  async function refused(
    method: string,
    url: RegExp,
    title: string,
    act: () => Promise<void>,
    { where, detail = true }: { where?: Locator; detail?: boolean } = {},
  ) {
    await page.route(url, (route) =>
      route.request().method() === method
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 422,
              code: 'UNPROCESSABLE_ENTITY',
              error: 'Unprocessable',
              message: REASON,
            }),
          })
        : route.fallback(),
    );
    try {
      await act();
      const shown = (where ?? page).getByText(title, { exact: false }).first();
      await shown.waitFor();
      if (detail) await expect((where ?? shown).textContent()).resolves.toContain(REASON);
    } finally {
      await page.unroute(url);
    }
  }

  /** Holds the bulk turn-on calls until released, then answers that nothing was turned on. */
  async function holdTurnOn(): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ACTIVATE, async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"updated":[],"failed":[]}' });
    });
    return release;
  }

  beforeAll(async () => {
    su = await suite.app.superClient();
    fixture = await partnerFixture(suite.app, su, ['SELF_SERVICE_ADMIN']);
    const concept = await readyConcept(su, `Table ${stamp}`, [fixture.childNodeId], fixture.partnerId);
    const uploaded = await uploadTemplate(su, concept.conceptId, '1080x1080-Carousel.html', banner());
    if (uploaded.status !== 201) throw new Error(`carousel: ${JSON.stringify(uploaded.body)}`);
    const carouselTemplate = uploaded.body.templates[0].id as string;
    expectStatus(
      await su.request('PATCH', `/assets/concepts/${concept.conceptId}/templates/${carouselTemplate}`, {
        suitableChannels: ['social'],
      }),
      200,
    );
    const created = await su.post('/campaigns', {
      partnerId: fixture.partnerId,
      conceptId: concept.conceptId,
      name: `Table campaign ${stamp}`,
      businessNodes: [fixture.childNodeId],
      platforms: ['google', 'facebook'],
      templateIds: [concept.templates.banner, concept.templates.leaderboard, carouselTemplate],
    });
    if (created.status !== 201) throw new Error(`campaign: ${JSON.stringify(created.body)}`);
    campaignId = created.body.id;
    const trees = expectStatus(
      await su.get<{ id: string; platform: string }[]>(`/campaigns/${campaignId}/personalize/trees`),
      200,
    ).body;
    google = trees.find((t) => t.platform === 'google')!.id;
    carousel = trees.find((t) => t.platform === 'facebook')!.id;

    // Alpha the fallback without a user segment, Beta and Gamma with one each: filled, approved and on.
    const owner = fixture.users.SELF_SERVICE_ADMIN!;
    const image = await uploadedAsset(
      suite.app,
      owner.client,
      {},
      file(`hero-${stamp}.png`, await pngImage(300, 250), 'image/png'),
      { nodeIds: JSON.stringify([fixture.childNodeId]) },
    );
    const G = screen(google);
    for (const name of ['Alpha', 'Beta', 'Gamma']) {
      const id = await newVariant(su, G, name);
      ids[name] = id;
      const formats = await fill(su, G, id, image);
      expectStatus(
        await patch(su, `/campaigns/${campaignId}/creatives/approvals`, {
          treeId: google,
          approvals: formats,
          rejections: [],
          final: true,
        }),
        200,
      );
      if (name !== 'Alpha') {
        const segment = expectStatus(
          await su.post(`${G}/signal`, { name: `${name} segment`, type: 'userSegment', segmentType: 'Custom' }),
          201,
        ).body.id as string;
        expectStatus(await patch(su, `${G}/formats/signals`, { formats, signals: [segment] }), 200);
      }
    }
    expectStatus(await patch(su, `${G}/variants/${ids.Alpha}/fallback`), 200);
    for (const name of ['Alpha', 'Beta', 'Gamma'])
      expectStatus(await patch(su, `${G}/variants/${ids[name]}/activate`), 200);
    await newVariant(su, screen(carousel), 'Cards');

    ({ page } = await suite.newPage());
    await signInAs(page, owner.email, PASSWORD);
  }, 240_000);

  it('warns before taking the fallback from a variant without user segments, and the server turns it off', async () => {
    await page.goto(screen(google));
    await expect(toggle('Alpha').isChecked()).resolves.toBe(true);
    // A refusal first: 'Cannot set as fallback' over the server's reason.
    await refused('PATCH', /\/variants\/[^/]+\/fallback$/, TOAST.setFallback, async () => {
      await menu('Beta', 'Set as Fallback');
      const warning = page.getByRole('dialog', { name: FALLBACK_REMOVED_WARNING.title });
      await warning.getByText(FALLBACK_REMOVED_WARNING.text).waitFor();
      await warning.getByRole('button', { name: FALLBACK_REMOVED_WARNING.action }).click();
    });
    await menu('Beta', 'Set as Fallback');
    const warning = page.getByRole('dialog', { name: FALLBACK_REMOVED_WARNING.title });
    await warning.getByRole('button', { name: FALLBACK_REMOVED_WARNING.action }).click();
    await row('Beta').getByTestId('status-tags').getByText('fallback').waitFor();
    await expect.poll(() => toggle('Alpha').isChecked()).toBe(false);
    await expect(toggle('Beta').isChecked()).resolves.toBe(true);
  }, 90_000);

  it('confirms before taking the fallback from a variant with user segments, and the server turns it off too', async () => {
    await menu('Gamma', 'Set as Fallback');
    const confirm = page.getByRole('dialog', { name: 'Make Gamma the Fallback?' });
    await confirm.getByText('it stops being the Fallback and is turned off').waitFor();
    await confirm.getByRole('button', { name: 'Set as Fallback' }).click();
    await row('Gamma').getByTestId('status-tags').getByText('fallback').waitFor();
    await expect.poll(() => toggle('Beta').isChecked()).toBe(false);
    await expect(toggle('Gamma').isChecked()).resolves.toBe(true);
  }, 60_000);

  it("toasts the spec's words for a failed rename, archive, edit, activation and filter load", async () => {
    await refused('PATCH', /\/variants\/[^/]+\/rename$/, TOAST.renameVariant, async () => {
      await menu('Alpha', 'Rename');
      const dialog = page.getByRole('dialog', { name: 'Rename variant' });
      await dialog.getByLabel('Variant name').fill('Alpha renamed');
      await dialog.getByRole('button', { name: 'Rename' }).click();
    });
    await page.getByRole('dialog', { name: 'Rename variant' }).getByRole('button', { name: 'Cancel' }).click();

    await refused('PATCH', /\/variants\/[^/]+\/archive$/, cannotArchive(true, 'variant'), async () => {
      await menu('Alpha', 'Archive');
      await page.getByRole('dialog', { name: 'Archive Alpha?' }).getByRole('button', { name: 'Archive' }).click();
    });

    await row('Alpha').getByRole('button', { name: 'Show formats of Alpha' }).click();
    await refused('PATCH', /\/formats\/[^/]+\/archive$/, cannotArchive(true, 'format'), async () => {
      await page.getByRole('button', { name: 'Archive format 300x250 of Alpha' }).click();
      await page
        .getByRole('dialog', { name: 'Archive format 300x250 of Alpha?' })
        .getByRole('button', { name: 'Archive' })
        .click();
    });
    await row('Alpha').getByRole('button', { name: 'Hide formats of Alpha' }).click();

    await refused('PATCH', /\/formats\/dynamic-elements$/, TOAST.updateValue, async () => {
      await row('Alpha').getByRole('button', { name: 'Edit headline of Alpha', exact: true }).click();
      await page.getByRole('dialog').getByText(EDIT_APPROVED_WARNING).waitFor();
      await page.getByRole('button', { name: 'Continue Editing' }).click();
      const dialog = page.getByRole('dialog', { name: 'headline', exact: true });
      await dialog.getByTestId('element-input').fill('Winter sale');
      await dialog.getByRole('button', { name: 'Save' }).click();
    });
    await page.getByRole('dialog', { name: 'headline', exact: true }).getByRole('button', { name: 'Cancel' }).click();

    // Beta is off, with its user segment and the fallback on: its toggle may turn it on.
    const notice = { where: page.getByTestId('tree-notice') };
    await refused(
      'PATCH',
      /\/variants\/[^/]+\/activate$/,
      activationFailed(true, 1),
      () => toggle('Beta').click(),
      notice,
    );
    // Beta's tooltip ('Turn on') would sit over Gamma's toggle, the row below; another one may still be fading out.
    await page.mouse.move(0, 0);
    await expect.poll(() => page.getByRole('tooltip').count(), { timeout: 10_000 }).toBe(0);
    await refused(
      'PATCH',
      /\/variants\/[^/]+\/deactivate$/,
      activationFailed(false, 1),
      async () => {
        await toggle('Gamma').click();
        await page
          .getByRole('dialog', { name: FALLBACK_OFF_WARNING.title })
          .getByRole('button', { name: FALLBACK_OFF_WARNING.action })
          .click();
      },
      notice,
    );
    await expect(toggle('Gamma').isChecked()).resolves.toBe(true);

    const drawer = page.getByRole('dialog', { name: 'All filters' });
    await refused(
      'GET',
      /\/available-filters$/,
      TOAST.availableFilters,
      async () => page.getByRole('button', { name: 'All filters' }).click(),
      { where: drawer },
    );
    await page.keyboard.press('Escape');
  }, 120_000);

  it("toasts the spec's words for failed signal changes", async () => {
    await page.getByRole('button', { name: 'User segments', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'User segments' });
    await refused('POST', /\/signal$/, TOAST.createUserSegment, async () => {
      await dialog.getByRole('button', { name: 'New user segment' }).click();
      await dialog.getByLabel('Name', { exact: true }).fill('Refused segment');
      await dialog.getByRole('button', { name: 'Create' }).click();
    });
    await refused('PUT', /\/signals\/[^/]+$/, TOAST.updateUserSegment, async () => {
      await dialog.getByRole('button', { name: 'Edit Beta segment' }).click();
      await dialog.getByLabel('Name', { exact: true }).fill('Beta segment changed');
      await dialog.getByRole('button', { name: 'Save' }).click();
    });
    await refused('DELETE', /\/signals\/[^/]+$/, TOAST.deleteSignal, async () => {
      await dialog.getByRole('button', { name: 'Delete Gamma segment' }).click();
      await page.getByRole('dialog', { name: 'Delete Gamma segment?' }).getByRole('button', { name: 'Delete' }).click();
    });
    // The reason, which names the CSV's row and column, stays beside the import rather than in the toast.
    await refused(
      'POST',
      /\/signals\/upload$/,
      TOAST.importSignals,
      async () =>
        dialog.getByTestId('segments-csv-input').setInputFiles({
          name: 'segments.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from('Segment name,Value\nImported,1\n'),
        }),
      { detail: false },
    );
    await dialog.getByTestId('csv-refusal').getByText(REASON).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await row('Alpha').getByRole('checkbox', { name: 'Select Alpha' }).check();
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'User segments' }).click();
    await refused('PATCH', /\/formats\/signals$/, TOAST.updateSignals, async () => {
      await dialog.getByRole('checkbox', { name: 'Assign Beta segment' }).check();
      await dialog.getByRole('button', { name: 'Assign' }).click();
    });
    await page.keyboard.press('Escape');
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Clear selection' }).click();
  }, 90_000);

  it("shows the progress badge of the creatives being updated, '99999+' past 99999", async () => {
    // 25,000 variants of 4 formats: the identifiers of a selection too large for this tree, stood in for.
    const many = Array.from({ length: 25_000 }, (_, i) => ({
      variantId: `v${i}`,
      formatIds: [0, 1, 2, 3].map((f) => `v${i}-f${f}`),
    }));
    await page.route(/\/variant-identifiers/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(many) }),
    );
    let release = await holdTurnOn();
    try {
      await row('Beta').getByRole('checkbox', { name: 'Select Beta' }).check();
      const bar = page.getByTestId('bulk-bar');
      await bar.getByRole('button', { name: 'Turn on' }).click();
      const notice = page.getByTestId('tree-notice');
      await expect(notice.getByTestId('progress-badge').textContent()).resolves.toBe('2');
      release();
      await notice.getByTestId('progress-badge').waitFor({ state: 'detached' });

      await bar.getByRole('button', { name: /^Select all \d+ variants$/ }).click();
      // Beta stays selected (nothing was turned on), beside the 25,000.
      await bar.getByText('25001 variant(s), 100002 creative(s) selected').waitFor();
      await page.unroute(ACTIVATE);
      release = await holdTurnOn();
      await bar.getByRole('button', { name: 'Turn on' }).click();
      await expect(notice.getByTestId('progress-badge').textContent()).resolves.toBe('99999+');
      release();
      await bar.getByRole('button', { name: 'Clear selection' }).click();
    } finally {
      release();
      await page.unroute(/\/variant-identifiers/);
      await page.unroute(ACTIVATE);
    }
  }, 60_000);

  it('adds and deletes carousel cards within 2 to 10, and edits a card', async () => {
    await page.goto(screen(carousel));
    await row('Cards').getByRole('button', { name: 'Show formats of Cards' }).click();
    const cards = page.getByTestId('carousel-cards');
    const add = page.getByRole('button', { name: 'Add a card to Cards 1080x1080' });
    const remove = page.getByRole('button', { name: 'Delete the last card of Cards 1080x1080' });
    await expect(cards.textContent()).resolves.toContain('3 cards');
    await expect(page.getByTestId('card-row').count()).resolves.toBe(3);

    await refused('POST', /\/cards\/new$/, TOAST.addCard, () => add.click());
    await refused('DELETE', /\/cards\/latest$/, TOAST.deleteCard, () => remove.click());

    for (let n = 4; n <= 10; n += 1) {
      await add.click();
      await cards.getByText(`${n} cards`).waitFor();
    }
    await expect(page.getByTestId('card-row').count()).resolves.toBe(10);
    await expect(add.isDisabled()).resolves.toBe(true);
    await expect(tooltipOf(page, add)).resolves.toBe(CARDS_AT_MOST);
    for (let n = 9; n >= 2; n -= 1) {
      await remove.click();
      await cards.getByText(`${n} cards`).waitFor();
    }
    await expect(remove.isDisabled()).resolves.toBe(true);
    await expect(tooltipOf(page, remove)).resolves.toBe(CARDS_AT_LEAST);

    await page.getByRole('button', { name: 'Edit Card 2 Headline of Cards 1080x1080', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Card 2 Headline' });
    await dialog.getByTestId('element-input').fill('Second card');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: 'Edit Card 2 Headline of Cards 1080x1080', exact: true })
      .getByText('Second card')
      .waitFor();
  }, 120_000);

  it("toasts 'Error happened during approvals saving' for failed decisions on the creatives tab", async () => {
    await page.goto(`/campaigns/${campaignId}/creatives/${google}`);
    await page.getByTestId('format-Alpha-300x250').getByRole('button', { name: 'Reject' }).click();
    await refused('PATCH', /\/creatives\/approvals$/, APPROVAL_NOTICES.failed, async () => {
      await page.getByTestId('approval-submit-bar').getByRole('button', { name: 'Submit decisions' }).click();
      await page
        .getByRole('dialog', { name: 'Reject 1 creative(s)?' })
        .getByRole('button', { name: 'Submit decisions' })
        .click();
    });
  }, 60_000);

  it('pages the personalise and creatives tables by 10, 20, 30 or 40, 10 by default', async () => {
    for (const section of ['personalize', 'creatives']) {
      await page.goto(`/campaigns/${campaignId}/${section}/${google}`);
      const size = page.getByRole('combobox', {
        name: section === 'creatives' ? 'Variants per page' : 'Rows per page',
      });
      await expect(size.textContent()).resolves.toBe('10');
      await size.click();
      await expect(page.getByRole('option').allTextContents()).resolves.toEqual(['10', '20', '30', '40']);
      await page.keyboard.press('Escape');
    }
  }, 60_000);

  it("shows the no-access panel for another partner's campaign, and warns of an ad blocker", async () => {
    const other = await partnerFixture(suite.app, su, ['SELF_SERVICE_ADMIN']);
    const { page: outsider } = await suite.newPage();
    // An ad blocker's element hiding, as its filter lists do it.
    await outsider.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '.adsbox { display: none !important; }';
        document.head.append(style);
      });
    });
    await signInAs(
      outsider,
      other.users.SELF_SERVICE_ADMIN!.email,
      PASSWORD,
      `/campaigns/${campaignId}/personalize/${google}`,
    );
    const panel = outsider.getByTestId('no-access');
    await panel.getByText(NO_ACCESS.title).waitFor();
    await panel.getByText(NO_ACCESS.text).waitFor();
    const warning = outsider.getByTestId('ad-blocker-warning');
    await warning.getByText(AD_BLOCKER_WARNING.title).waitFor();
    await warning.getByText(AD_BLOCKER_WARNING.text).waitFor();
    // Without a blocker, no warning.
    await page.goto(screen(google));
    await row('Alpha').waitFor();
    await page.waitForTimeout(1_000);
    await expect(page.getByTestId('ad-blocker-warning').count()).resolves.toBe(0);
  }, 60_000);
});
