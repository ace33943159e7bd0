// The personalise table's 'QA' filter (issue 19 §4) through the API, on pictures the real renderer makes: a variant
// whose headline overflows its box is found by "findings", one that fits by "clean", one never pictured by neither; the
// count and the identifiers (select all) agree; an edit leaves the filter on the last picture until the new content is
// rendered; a value the filter does not know is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/shared/errors';
import type { QaFilter } from '../../domain/personalise/filters';
import { useApiTest } from '../support/api-test';
import { eventually } from '../support/eventually';
import type { HttpClient } from '../support/http';
import {
  BOXED_HEADLINE,
  headedVariants,
  screenshotCampaign,
  setHeadline,
  type ScreenshotCampaign,
} from '../support/screenshots';
import { expectStatus } from './personalise-fixture';

const FITS = 'Fits';
const OVERFLOWS = 'A headline far too long for its box';

describe('the QA filter of the personalise table', () => {
  const api = useApiTest({ config: { runWorker: true }, roles: ['SELF_SERVICE_ADMIN'] });
  let admin: HttpClient;
  let campaign: ScreenshotCampaign;
  let made: { id: string; formats: string[] }[];
  const filter = (qa: string) => encodeURIComponent(JSON.stringify({ qa }));
  const names = async (qa: QaFilter) =>
    (
      expectStatus(await admin.get(`${campaign.treePath}/variants?filter=${filter(qa)}`), 200).body as {
        name: string;
      }[]
    )
      .map((v) => v.name)
      .sort();
  /** Renders the campaign's formats not pictured yet and waits for the request to finish. */
  async function rendered() {
    expectStatus(
      await admin.post(`/campaigns/${campaign.campaignId}/make-screenshots`, {
        campaignId: campaign.campaignId,
        partnerId: api.acme.partnerId,
      }),
      201,
    );
    await eventually(async () => {
      const state = expectStatus(await admin.get(`/campaigns/${campaign.campaignId}/render-queue/state`), 200).body;
      expect(state.running).toBe(false);
    }, 120_000);
  }

  beforeAll(async () => {
    admin = api.as('SELF_SERVICE_ADMIN');
    campaign = await screenshotCampaign(api.su, api.acme, 'Boxed', BOXED_HEADLINE);
    made = await headedVariants(admin, campaign.treePath, [FITS, OVERFLOWS]);
    await rendered();
    // Made after the render: never pictured.
    await headedVariants(admin, campaign.treePath, ['Unrendered']);
  }, 240_000);

  it('finds the variants with findings, and those pictured without any', async () => {
    expect(await names('findings')).toEqual([OVERFLOWS]);
    expect(await names('clean')).toEqual([FITS]);
    const count = expectStatus(
      await admin.get(`${campaign.treePath}/variants/count?filter=${filter('findings')}`),
      200,
    );
    expect(count.body.filteredAmount).toBe(1);
    const ids = expectStatus(
      await admin.get(`${campaign.treePath}/variant-identifiers?filter=${filter('findings')}`),
      200,
    );
    expect(ids.body).toEqual([{ variantId: made[1]!.id, formatIds: made[1]!.formats }]);
  });

  it('judges by the last picture until the edited content is rendered', async () => {
    await setHeadline(admin, campaign.treePath, made[1]!.formats, 'Short now');
    expect(await names('findings')).toEqual([OVERFLOWS]);
    await rendered();
    expect(await names('findings')).toEqual([]);
    expect(await names('clean')).toEqual([FITS, OVERFLOWS, 'Unrendered'].sort());
  }, 180_000);

  it('refuses a QA value it does not know', async () => {
    const reply = await admin.get(`${campaign.treePath}/variants?filter=${filter('sometimes')}`);
    expect([reply.status, reply.body.message]).toEqual([400, MESSAGES.wrongParams]);
  });
});
