// Publishing to Google Ads and Meta through the API (issue 20 §3; spec 2 §3, §7), the product as `npm start` runs it:
// its publish worker, the real Google Ads and Meta adapters, the simulated Google and Meta. A Meta variant with a Meta
// Ad Set segment goes into that ad set, one without into the ad set the publish names; the Google Ads ones into the
// ad group it names, found with the look-ups, and 'Try again' places a failed one where it was to go. A publish naming
// none is refused with nothing appended. What reaches
// the platforms is the spec's fields: Meta's object_story_spec holds the primary text, call to action and website,
// with the library image uploaded; the responsive display ad holds the brand name, headlines and both images.
import { Ad, AdCreative } from 'facebook-nodejs-business-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHOOSE_AD_GROUP, CHOOSE_AD_SET } from '../../domain/publishing/messages';
import type { PublishAnswer, PublishingAnswer } from '../../domain/publishing/answers';
import { customerIdOf, GadsRest } from '../../platforms/gads/rest';
import type { GoogleOAuth } from '../../platforms/google/oauth';
import { metaSession } from '../../platforms/meta/session';
import { useApiTest } from '../support/api-test';
import { eventually } from '../support/eventually';
import type { Reply } from '../support/http';
import { injectMetaError } from '../support/meta';
import {
  LANDING,
  META_TEXT,
  openedAccount,
  PLACED_IDS,
  placedCampaign,
  type PlacedCampaign,
} from '../support/placed-campaign';
import { expectStatus } from './personalise-fixture';

const w = useApiTest({ config: { runWorker: true }, roles: ['SELF_SERVICE_ADMIN'] });
let placed: PlacedCampaign;

const admin = () => w.as('SELF_SERVICE_ADMIN');
const head = () => w.t.system.deps.store.headPosition();
const publish = (placements: unknown) =>
  admin().post(`/campaigns/${placed.campaignId}/publish`, { channels: ['gads', 'facebook'], placements });

/** The publish the call started, once its workflow has finished it. */
async function published(call: Promise<Reply>): Promise<PublishAnswer> {
  const { publishId } = expectStatus(await call, 201).body as { publishId: string };
  let finished: PublishAnswer | undefined;
  await eventually(async () => {
    const answer = expectStatus(await admin().get(`/campaigns/publishing/${placed.campaignId}`), 200)
      .body as PublishingAnswer;
    finished = answer.publishes.find((p) => p.id === publishId && p.status === 'finished');
    expect(finished).toBeDefined();
  }, 60_000);
  return finished!;
}

beforeAll(async () => {
  placed = await placedCampaign(w, 'Placements campaign');
}, 180_000);

describe('publishing to Google Ads and Meta', () => {
  it('refuses a publish that names no ad group, or no ad set for a variant without a segment, appending nothing', async () => {
    const before = await head();
    const none = await publish([]);
    expect([none.status, none.body.message]).toEqual([422, CHOOSE_AD_GROUP]);
    const noAdSet = await publish([{ nodeId: placed.nodeId, platform: 'gads', placementId: placed.adGroup.id }]);
    expect([noAdSet.status, noAdSet.body.message]).toEqual([422, CHOOSE_AD_SET]);
    const notDigits = await publish([{ nodeId: placed.nodeId, platform: 'gads', placementId: 'adgroup-1' }]);
    expect(notDigits.status).toBe(400);
    expect(await head()).toBe(before);
  });

  it('publishes each creative where it belongs, with the spec’s fields, and tries a failed one again there', async () => {
    // Meta refuses the first look-up it is asked: that creative fails, and 'Try again' must place it as before.
    await injectMetaError(w.t.system.deps.oauth.simulated!.meta, {
      path: `${PLACED_IDS.facebook.facebookAdAccountId}/ads`,
      code: 100,
      subcode: 1487390,
      times: 1,
    });
    const first = await published(
      publish([
        { nodeId: placed.nodeId, platform: 'gads', placementId: placed.adGroup.id },
        { nodeId: placed.nodeId, platform: 'facebook', placementId: placed.adSets.named },
      ]),
    );
    const { metaFormats, gadsFormats, adSets } = placed;
    const queued = metaFormats.segmented.length + metaFormats.unsegmented.length + gadsFormats.length;
    expect([first.queued, first.published, first.failed]).toEqual([queued, queued - 1, 1]);
    const again = await published(admin().post(`/campaigns/publishing/${first.id}/retry`));
    expect([again.queued, again.published, again.failed]).toEqual([1, 1, 0]);

    const { rows } = await w.t.system.deps.pool.query<{ format_id: string; external_id: string }>(
      'SELECT format_id, external_id FROM publish_creative WHERE publish_id = ANY($1) AND external_id IS NOT NULL',
      [[first.id, again.id]],
    );
    expect(rows).toHaveLength(queued);
    const adOf = (formatId: string) => rows.find((r) => r.format_id === formatId)!.external_id;

    // Meta: the segmented variant in its segment's ad set, the other in the named one; the spec's fields as Meta's.
    const meta = await metaSession(
      { graphUrl: w.t.system.deps.oauth.simulated!.meta },
      await openedAccount(w, placed.nodeId, 'facebookToken'),
    );
    const metaAd = async (formatId: string) => {
      const ad = (await new Ad(adOf(formatId), {}, null, meta.api).read(['adset_id', 'creative'])) as {
        _data: { adset_id: string; creative: { creative_id: string } };
      };
      const creative = (await new AdCreative(ad._data.creative.creative_id, {}, null, meta.api).read([
        'object_story_spec',
      ])) as { _data: { object_story_spec: { link_data: Record<string, unknown> } } };
      return { adSet: ad._data.adset_id, linkData: creative._data.object_story_spec.link_data };
    };
    const segmented = await metaAd(metaFormats.segmented[0]!);
    const unsegmented = await metaAd(metaFormats.unsegmented[0]!);
    expect([segmented.adSet, unsegmented.adSet]).toEqual([adSets.segment, adSets.named]);
    expect(segmented.linkData).toMatchObject({
      message: META_TEXT,
      link: LANDING,
      call_to_action: { type: 'SHOP_NOW', value: { link: LANDING } },
      image_hash: expect.stringMatching(/^[0-9a-f]{32}$/),
    });

    // Google Ads: the responsive display ad in the named ad group, with both images uploaded as assets.
    const google = w.t.system.deps.oauth.ports.google as GoogleOAuth;
    const rest = new GadsRest({
      oauth: google,
      rootUrl: w.t.system.deps.oauth.simulated!.google,
      developerToken: 'placements-test',
    });
    const gads = await openedAccount(w, placed.nodeId, 'gadsToken');
    const [row] = await rest.search(
      gads,
      `SELECT ad_group_ad.ad.id, ad_group.id FROM ad_group_ad WHERE ad_group_ad.ad.id = ${adOf(gadsFormats[0]!)}`,
    );
    expect(row?.adGroup).toMatchObject({ id: placed.adGroup.id });
    expect(row?.adGroupAd).toMatchObject({
      ad: {
        finalUrls: [LANDING],
        responsiveDisplayAd: {
          businessName: 'Northwind Cola',
          longHeadline: { text: 'Ice-cold Northwind Cola for every summer moment' },
          headlines: [{ text: 'Ice-cold summer' }],
          descriptions: [{ text: 'Grab a cold one by the lake.' }],
          squareMarketingImages: [{ asset: expect.stringContaining(`customers/${customerIdOf(gads)}/assets/`) }],
          marketingImages: [{ asset: expect.stringContaining(`customers/${customerIdOf(gads)}/assets/`) }],
        },
      },
    });
  });
});
