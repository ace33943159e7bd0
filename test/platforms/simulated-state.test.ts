// The simulated platforms keep their state in a folder, as the embedded default's DATA_DIR/simulated: started again on
// the same folder, the simulated Google and Meta still know the tokens they gave (VALID, as the integrations answer
// judges them), the product's own CM360 grant and the CM360 networks granted, and every ad, creative and video made
// (found by our external key, with the same id), Meta's ad sets and images too. Without a folder nothing outlives a
// stop. The state file is written a moment after a change, before any stop.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdAccount } from '../../platforms/ad-platform';
import { openMeta } from '../../platforms/meta';
import { eventually } from '../support/eventually';
import { creativeOf, keyOf, MP4, PNG, startGooglePlatform, ZIP } from '../support/google-platform';
import { imageCreative, metaAccount, metaOAuthAt, metaToken, startQuickMeta } from '../support/meta';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'varia-simulated-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const RESPONSIVE = {
  format: 'responsive',
  placementId: '3210011',
  fields: {
    'Brand name': 'Northwind',
    'Square image': 'banner.png',
    'Rectangular image': 'banner.png',
    'Long headline': 'Summer splash: everything for the beach',
    Headline: 'Summer splash',
    Description: 'Towels, hats and more',
    'Final URL': 'https://northwind.example/summer',
  },
};

describe('the simulated Google on a folder', () => {
  const cm360 = { ids: { dcmNetworkId: '4101', dcmAdvertiserId: '8811' }, token: null };
  let gads: AdAccount;
  let dv360: AdAccount;
  let youtube: AdAccount;
  const keys = { cm360: keyOf(), gads: keyOf(), dv360: keyOf(), youtube: keyOf() };
  const made: Record<string, string> = {};
  let cm360Credentials: string;

  beforeAll(async () => {
    const g = await startGooglePlatform({ stateDir: dir, reviewMs: 300, processingMs: 300 });
    try {
      cm360Credentials = g.sim.cm360Credentials;
      await g.control('cm360/networks', { networkId: cm360.ids.dcmNetworkId });
      gads = { ids: { gadsCustomerAccountId: '123-456-3210' }, token: await g.connect('gadsToken') };
      dv360 = { ids: { dv360AdvertiserId: '6111' }, token: await g.connect('dv360Token') };
      youtube = { ids: {}, token: await g.connect('youtubeToken') };
      const adapters = g.adapters({ cm360Rate: null });
      made.cm360 = (await adapters.google.create(cm360, creativeOf(keys.cm360, [ZIP, PNG]))).externalId;
      made.gads = (await adapters.gads.create(gads, creativeOf(keys.gads, [PNG], RESPONSIVE))).externalId;
      made.dv360 = (await adapters.dv360.create(dv360, creativeOf(keys.dv360, [ZIP, PNG]))).externalId;
      const video = creativeOf(keys.youtube, [MP4], { format: 'trueView', width: 1920, height: 1080 });
      made.youtube = (await adapters.youtube.create(youtube, video)).externalId;
      // Written after the changes, while it still runs.
      await eventually(async () => expect(await readFile(path.join(dir, 'google.json'), 'utf8')).toContain(made.gads));
    } finally {
      await g.close();
    }
  });

  it('started again, holds the tokens it gave (VALID), its CM360 grant and network, and every ad by our key', async () => {
    const again = await startGooglePlatform({ stateDir: dir, reviewMs: 300, processingMs: 300 });
    try {
      expect(again.sim.cm360Credentials).toBe(cm360Credentials);
      expect(await again.oauth.validity('gadsToken', gads.token!)).toBe('VALID');
      expect(await again.oauth.validity('dv360Token', dv360.token!)).toBe('VALID');
      expect(await again.oauth.validity('youtubeToken', youtube.token!)).toBe('VALID');
      const adapters = again.adapters({ cm360Rate: null });
      expect((await adapters.google.find(cm360, keys.cm360))?.externalId).toBe(made.cm360);
      expect((await adapters.gads.find(gads, keys.gads))?.externalId).toBe(made.gads);
      expect((await adapters.dv360.find(dv360, keys.dv360))?.externalId).toBe(made.dv360);
      expect((await adapters.youtube.find(youtube, keys.youtube))?.externalId).toBe(made.youtube);
      // Its reviews went on from when the ads were made.
      await eventually(async () => expect((await adapters.gads.status(gads, made.gads!)).status).toBe('ACTIVE'));
      // New ads take ids of their own, not ones given before the stop.
      const next = await adapters.gads.create(gads, creativeOf(keyOf(), [PNG], RESPONSIVE));
      expect(Object.values(made)).not.toContain(next.externalId);
    } finally {
      await again.close();
    }
  });

  it('without a folder, keeps nothing past a stop', async () => {
    const first = await startGooglePlatform();
    const token = await first.connect('gadsToken');
    await first.close();
    const second = await startGooglePlatform();
    try {
      expect(await second.oauth.validity('gadsToken', token)).not.toBe('VALID');
    } finally {
      await second.close();
    }
  });
});

describe('the simulated Meta on a folder', () => {
  let account: AdAccount;
  let adSetId: string;
  let adId: string;
  const key = `varia-6650f0c1a2b3c4d5e6f70809-${keyOf().slice(-8)}`;

  beforeAll(async () => {
    const far = await startQuickMeta(dir);
    try {
      account = metaAccount(await metaToken(far));
      const meta = openMeta({ graphUrl: far.url });
      const [campaign] = await meta.lookups.campaigns(account, true);
      adSetId = campaign!.adSets!.find((a) => !a.completed)!.id;
      adId = (await meta.ads.create(account, imageCreative(key, adSetId, 'Kept square'))).externalId;
    } finally {
      await far.close();
    }
  });

  it('started again, holds the token it gave (VALID), the ad account as it was and the ad by our key', async () => {
    const far = await startQuickMeta(dir);
    try {
      expect(await metaOAuthAt(far).validity('facebookToken', account.token!)).toBe('VALID');
      const meta = openMeta({ graphUrl: far.url });
      const [campaign] = await meta.lookups.campaigns(account, true);
      expect(campaign!.adSets!.map((a) => a.id)).toContain(adSetId);
      const found = await meta.ads.find(account, key);
      expect(found?.externalId).toBe(adId);
      await eventually(async () => expect((await meta.ads.status(account, adId)).status).toBe('ACTIVE'));
    } finally {
      await far.close();
    }
  });

  it('without a folder, keeps nothing past a stop', async () => {
    const first = await startQuickMeta();
    const token = await metaToken(first);
    await first.close();
    const second = await startQuickMeta();
    try {
      expect(await metaOAuthAt(second).validity('facebookToken', token)).toBe('INVALID');
    } finally {
      await second.close();
    }
  });
});
