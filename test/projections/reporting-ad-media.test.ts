// Where each ad runs on its platform (report_ad_media, spec 3 §3 "Report filters" mediaCampaignNames and adGroupIds):
// the campaign and ad group the imported rows name land per ad, the newest day's word winning whatever order the days
// are imported in; rows recorded before they named any (old events) still give their facts and no such row.
import { describe, it } from 'vitest';
import { decideDelivery, DeliveryAggregate, type DeliveryEvent, type DeliveryRow } from '../../domain/delivery';
import { reportingProjection } from '../../projections/reporting/projection';
import { projectionSpec, stream } from '../support/projection-spec';
import { deliveryRow } from '../support/reporting';

const spec = projectionSpec(reportingProjection);
const AT = '2026-03-02T06:00:00.000Z';

const imported = (day: string, rows: DeliveryRow[]) => {
  const events = decideDelivery(
    { type: 'ImportDelivery', platform: 'gads', account: '1234', day, nodeId: 'n1', importId: day, rows, at: AT },
    DeliveryAggregate.initialState(),
  );
  const append = stream<DeliveryEvent>(`Delivery-gads-1234-${day}`);
  return events.map((e) => append(e.type, e.data as never));
};
const inGroup = (adId: string, mediaCampaign: string, adGroupId: string) =>
  deliveryRow(adId, 'CONTENT', `Group ${adGroupId}`, {
    impressions: 100,
    mediaCampaign,
    adGroupId,
    adGroupName: `Group ${adGroupId}`,
  });
const MEDIA = `SELECT platform, ad_id, media_campaign, ad_group_id, ad_group_name, day::text FROM report_ad_media
  ORDER BY ad_id`;
const media = (adId: string, campaign: string, group: string, day: string) => ({
  platform: 'gads',
  ad_id: adId,
  media_campaign: campaign,
  ad_group_id: group,
  ad_group_name: `Group ${group}`,
  day,
});

describe('where an ad runs on its platform', () => {
  it('lands per ad from the rows that name it', () =>
    spec
      .given(
        imported('2026-03-01', [inGroup('ad-1', 'Always-on display', '11'), inGroup('ad-2', 'Summer launch', '21')]),
      )
      .then(MEDIA, [
        media('ad-1', 'Always-on display', '11', '2026-03-01'),
        media('ad-2', 'Summer launch', '21', '2026-03-01'),
      ]));

  it('is what the newest day said, whichever day was imported last', async () => {
    const older = imported('2026-03-01', [inGroup('ad-1', 'Old name', '11')]);
    const newer = imported('2026-03-02', [inGroup('ad-1', 'Always-on display', '12')]);
    const expected = [media('ad-1', 'Always-on display', '12', '2026-03-02')];
    await spec.given([...older, ...newer]).then(MEDIA, expected);
    await spec.given([...newer, ...older]).then(MEDIA, expected);
  });

  it('is absent for rows that name none, whose facts still land', async () => {
    const old = spec.given(imported('2026-03-01', [deliveryRow('ad-1', 'CONTENT', 'Prospecting', { impressions: 5 })]));
    await old.then(MEDIA, []);
    await old.then('SELECT ad_id, impressions::int FROM report_fact', [{ ad_id: 'ad-1', impressions: 5 }]);
  });
});
