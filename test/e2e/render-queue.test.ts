// Browser: the render queue in the Tools tab (issue 19 §1). A campaign of slow pages (each holds its render about a
// second) is rendered from the Tools tab; the queue's State filter narrows its entries; while it still renders, the
// whole render is cancelled after confirming, and the queue stops: nothing waits or renders any more, the counts are
// the request's final ones, the waiting entries are cancelled and the bell says how many. Then one cancelled variation
// is rendered again and shows done.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { QueueCounts, RenderQueueState } from '../../domain/screenshot/answers';
import type { HttpClient } from '../support/http';
import { headedVariants, screenshotCampaign, type ScreenshotCampaign } from '../support/screenshots';
import { code } from '../support/templates';
import { browserSuite } from './suite';

/** A page whose script holds it for 1.2 s before it loads: a render of many stays long enough to cancel. */
const SLOW_PAGE = Buffer.from(
  `<!doctype html><html><head>${code({ defaultValues: '{"headline": "Sale"}' })}</head><body><h1 id="headline"></h1>
  <script>const until = Date.now() + 1200; while (Date.now() < until);
  headline.textContent = JSON.parse(document.getElementById('defaultValues').textContent).headline</script>
  </body></html>`,
);
/** Variants of two formats each: 80 renders of at least 1.2 s on the machine's browsers. */
const VARIANTS = 40;

describe('The render queue in the Tools tab', () => {
  const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN'] });
  const campaignName = `Render queue ${Date.now().toString(36)}`;
  let admin: HttpClient;
  let campaign: ScreenshotCampaign;
  let tools: Page;
  const queueState = async () =>
    (await admin.get(`/campaigns/${campaign.campaignId}/render-queue/state`)).body as RenderQueueState;
  const count = (status: keyof QueueCounts) => tools.getByTestId(`queue-count-${status}`).textContent();
  const entryStates = () =>
    tools
      .getByTestId('queue-entry')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('td:nth-child(2)')!.textContent));
  const pickState = async (label: string) => {
    await tools.getByRole('combobox', { name: 'State' }).click();
    await tools.getByRole('option', { name: label, exact: true }).click();
  };

  beforeAll(async () => {
    admin = suite.as('SELF_SERVICE_ADMIN');
    campaign = await screenshotCampaign(suite.su, suite.acme, campaignName, SLOW_PAGE);
    await headedVariants(
      admin,
      campaign.treePath,
      Array.from({ length: VARIANTS }, (_, i) => `Slow ${i + 1}`),
    );
    tools = await suite.signedIn('SELF_SERVICE_ADMIN');
  }, 240_000);

  it('filters the entries by state while the render runs, cancels it after confirming and the queue stops', async () => {
    await tools.goto(`/campaigns/${campaign.campaignId}/tools`);
    await tools.getByRole('button', { name: 'Render screenshots' }).click();
    await tools.getByText(`${VARIANTS * 2} screenshots queued`).waitFor();
    await tools.getByRole('progressbar', { name: 'Rendering progress' }).waitFor();
    // Something pictured before the cancel, so the request ends finished with the rest cancelled.
    await expect.poll(() => count('done'), { timeout: 60_000 }).not.toBe('Done 0');

    await pickState('Waiting');
    await expect.poll(() => new URL(tools.url()).searchParams.get('queueStatus')).toBe('waiting');
    await expect.poll(async () => [...new Set(await entryStates())]).toEqual(['Waiting']);

    await tools.getByRole('button', { name: 'Cancel rendering', exact: true }).click();
    const confirm = tools.getByRole('dialog', { name: `Cancel rendering ${campaignName}?` });
    await confirm.getByRole('button', { name: 'Cancel rendering', exact: true }).click();
    await tools.getByText('No variation is waiting').waitFor();
    // The request's line gives its outcome once its workflow ended; the cancel-all button has nothing left to stop.
    const requests = tools.getByRole('list', { name: 'Render requests' });
    await requests.getByText(/^\d+ rendered, \d+ reused, \d+ failed, \d+ cancelled$/).waitFor({ timeout: 30_000 });
    await tools.getByRole('progressbar', { name: 'Rendering progress' }).waitFor({ state: 'detached' });

    // The request is over: its outcome is final and the counts shown are its own, nothing waiting or rendering.
    const state = await queueState();
    expect(state.running).toBe(false);
    const outcome = state.requests[0]!.outcome!;
    expect(outcome.cancelled).toBeGreaterThan(0);
    expect(outcome.rendered + outcome.reused + outcome.failed + outcome.cancelled).toBe(VARIANTS * 2);
    expect(state.counts).toMatchObject({ waiting: 0, rendering: 0, cancelled: outcome.cancelled });
    for (const status of ['waiting', 'rendering', 'done', 'cancelled'] as const)
      await expect.poll(() => count(status)).toMatch(new RegExp(` ${state.counts[status]}$`));

    // The bell: started, then finished with the cancelled ones named.
    await tools.getByRole('button', { name: 'Notifications (2 unread)' }).waitFor({ timeout: 30_000 });
    await tools.getByRole('button', { name: /^Notifications/ }).click();
    const bell = tools.getByRole('dialog', { name: 'Notifications' });
    await bell.getByText(`Screenshots finished: ${campaignName}`).waitFor();
    await bell.getByText(`, ${outcome.cancelled} cancelled.`, { exact: false }).waitFor();
    await tools.keyboard.press('Escape');
    // The counts stayed where the request ended.
    expect(await queueState().then((s) => s.counts)).toEqual(state.counts);
  }, 180_000);

  it('renders one cancelled variation again, which shows done', async () => {
    const before = (await queueState()).counts;
    await pickState('Cancelled');
    await expect.poll(async () => [...new Set(await entryStates())]).toEqual(['Cancelled']);
    const entry = tools.getByTestId('queue-entry').first();
    const variation = (await entry.getAttribute('data-variation'))!;
    const name = (await entry.getAttribute('aria-label'))!;
    await entry.getByRole('button', { name: `Render ${name} again` }).click();
    // It leaves the cancelled ones.
    await tools.locator(`[data-variation="${variation}"]`).waitFor({ state: 'detached' });

    await pickState('Done');
    await tools.getByRole('combobox', { name: 'Rows per page' }).click();
    await tools.getByRole('option', { name: '40', exact: true }).click();
    await tools.locator(`[data-variation="${variation}"]`).getByText('Done').waitFor({ timeout: 60_000 });
    expect((await queueState()).counts).toMatchObject({ done: before.done + 1, cancelled: before.cancelled - 1 });
  }, 90_000);
});
