// Contract of the Meta adapter (issue 20 §2) against the simulated Meta, through facebook-nodejs-business-sdk pointed
// at it: find before create never makes a second ad, review statuses move as Meta's do (ACTIVE, DISAPPROVED and
// WITH_ISSUES with reasons), videos are processed before their creative, carousels take 2 to 10 cards, each injected
// Meta error becomes its PlatformError (kind, message, code, wait), and the token never reaches a log or an error.
import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlatformError, type AdAccount, type CreativeToPublish, type PlatformAd } from '../../platforms/ad-platform';
import { openMeta } from '../../platforms/meta';
import type { SimulatedFarEnd } from '../../platforms/simulated';
import { eventually } from '../support/eventually';
import { injectMetaError, metaAccount, metaToken, mp4File, pngFile, startQuickMeta } from '../support/meta';

let far: SimulatedFarEnd;
let account: AdAccount;
let adSetId: string;
let meta: ReturnType<typeof openMeta>;
const logged: string[] = [];

beforeAll(async () => {
  far = await startQuickMeta();
  meta = openMeta({ graphUrl: far.url, videoPollMs: 25, videoTimeoutMs: 5_000 });
  account = metaAccount(await metaToken(far));
  const [campaign] = await meta.lookups.campaigns(account, true);
  adSetId = campaign!.adSets!.find((a) => !a.completed)!.id;
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => logged.push(inspect(args)));
});
afterEach(() => fetch(`${far.url}/__simulated/errors`, { method: 'DELETE' }));
afterAll(async () => {
  vi.restoreAllMocks();
  await far?.close();
});

let serial = 0;
const creative = (overrides: Partial<CreativeToPublish> = {}): CreativeToPublish => ({
  externalKey: `varia-6650f0c1a2b3c4d5e6f70809-${(++serial).toString(16).padStart(8, '0')}`,
  name: `Summer / Square ${serial}`,
  format: 'fbSingleImage',
  width: 1080,
  height: 1080,
  clickUrl: 'https://example.com/summer',
  fields: { Text: 'Cool down this summer', Headline: 'Cola Summer', 'Call to Action': 'Shop now' },
  files: [pngFile(`square-${serial}`)],
  placementId: adSetId,
  ...overrides,
});

/** What a publish step does: look up by our key, create only when not found. */
const publish = async (c: CreativeToPublish) =>
  (await meta.ads.find(account, c.externalKey)) ?? meta.ads.create(account, c);

const settled = async (ad: PlatformAd) => {
  let now = ad;
  await eventually(async () => {
    now = await meta.ads.status(account, ad.externalId);
    expect(['PROCESSING', 'PENDING_REVIEW']).not.toContain(now.status);
  }, 5_000);
  return now;
};

const refusal = async (promise: Promise<unknown>): Promise<PlatformError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
};

describe('publishing an ad', () => {
  it('creates it once: find finds it by our key, and publishing again makes no second ad', async () => {
    const c = creative();
    expect(await meta.ads.find(account, c.externalKey)).toBeNull();
    const made = await publish(c);
    expect(made).toMatchObject({ externalKey: c.externalKey, status: 'PENDING_REVIEW', reasons: [] });
    expect(await meta.ads.find(account, c.externalKey)).toEqual(made);
    expect(await publish(c)).toEqual(made);
    const ads = await fetch(
      `${far.url}/v24.0/act_1001/ads?fields=name&limit=500&access_token=${JSON.parse(account.token!).access_token}`,
    );
    const named = ((await ads.json()) as { data: { name: string }[] }).data.filter((a) =>
      a.name.endsWith(`[${c.externalKey}]`),
    );
    expect(named).toHaveLength(1);
    expect(await settled(made)).toMatchObject({ status: 'ACTIVE', reasons: [] });
  });

  it("moves to DISAPPROVED with Meta's reason when the text breaks a policy", async () => {
    const made = await publish(creative({ fields: { Text: 'A miracle in a can', 'Call to Action': 'Learn more' } }));
    const now = await settled(made);
    expect(now.status).toBe('DISAPPROVED');
    expect(now.reasons).toEqual([expect.stringContaining('Unrealistic Outcomes: Ads may not promise')]);
  });

  it('moves to WITH_ISSUES with the issue when the website is not secure', async () => {
    const made = await publish(creative({ clickUrl: 'http://example.com/summer' }));
    expect(await settled(made)).toMatchObject({
      status: 'WITH_ISSUES',
      reasons: ['Landing page is not secure: The website URL must use https: update the ad to deliver it.'],
    });
  });

  it('uploads a video, waits until Meta has processed it, and reviews the ad', async () => {
    const made = await publish(creative({ format: 'fbSingleVideo', files: [mp4File()] }));
    expect(['PENDING_REVIEW', 'ACTIVE']).toContain(made.status);
    expect((await settled(made)).status).toBe('ACTIVE');
  });

  it("answers 'some videos still uploading' while Meta processes, and the retry reuses the uploaded video", async () => {
    const impatient = openMeta({ graphUrl: far.url, videoPollMs: 25, videoTimeoutMs: 0 });
    const c = creative({ format: 'fbSingleVideo', files: [mp4File('retry.mp4')] });
    const waiting = await refusal(impatient.ads.create(account, c));
    expect([waiting.kind, waiting.message, waiting.retryable]).toEqual([
      'unavailable',
      'some videos still uploading',
      true,
    ]);
    expect((await publish(c)).externalKey).toBe(c.externalKey);
    const videos = await fetch(
      `${far.url}/v24.0/act_1001/advideos?fields=title&limit=500&access_token=${JSON.parse(account.token!).access_token}`,
    );
    const titled = ((await videos.json()) as { data: { title: string }[] }).data.filter(
      (v) => v.title === `${c.externalKey}-retry.mp4`,
    );
    expect(titled).toHaveLength(1);
  });

  it("says 'Meta video upload failed' when Meta cannot process the video", async () => {
    const broken = { name: 'broken.mp4', contentType: 'video/mp4', bytes: Buffer.from('not a video at all') };
    const error = await refusal(meta.ads.create(account, creative({ format: 'fbSingleVideo', files: [broken] })));
    expect([error.kind, error.message]).toEqual(['invalid', 'Meta video upload failed']);
  });

  it('makes a carousel of 2 to 10 cards, each with its own headline and link', async () => {
    const cards = (n: number) => Array.from({ length: n }, (_, i) => pngFile(`card-${serial}-${i}`));
    const fields = {
      Text: 'Three flavours',
      'Call to Action': 'Shop now',
      'Card 1 Headline': 'Lemon',
      'Card 2 Headline': 'Cherry',
      'Card 2 Website URL': 'https://example.com/cherry',
    };
    const made = await publish(creative({ format: 'fbCarousel', fields, files: cards(3) }));
    expect((await settled(made)).status).toBe('ACTIVE');
    const one = await refusal(meta.ads.create(account, creative({ format: 'fbCarousel', fields, files: cards(1) })));
    expect([one.kind, one.message]).toEqual(['invalid', 'A Meta carousel needs 2 to 10 cards']);
  });

  it("refuses without a page: 'Meta page id not defined'", async () => {
    const noPage = { ...account, ids: { facebookAdAccountId: '1001' } };
    const error = await refusal(meta.ads.create(noPage, creative()));
    expect([error.kind, error.message, error.retryable]).toEqual(['account', 'Meta page id not defined', false]);
  });

  it("refuses an ad set Meta does not know with Meta's own words", async () => {
    const error = await refusal(meta.ads.create(account, creative({ placementId: '999' })));
    expect([error.kind, error.message, error.platformCode]).toEqual([
      'invalid',
      'The ad set 999 does not exist in this ad account.',
      '100/1487390',
    ]);
  });
});

describe("Meta's errors", () => {
  it.each([
    [{ code: 17, subcode: 2446079, regainAccessMinutes: 2 }, 'throttled', '17/2446079', 120_000],
    [{ code: 613, subcode: 1487742, regainAccessMinutes: 1 }, 'throttled', '613/1487742', 60_000],
    [{ code: 613, subcode: 1487742 }, 'throttled', '613/1487742', 60_000],
  ])('%j is throttled, waiting as the usage headers say', async (fault, kind, code, wait) => {
    await injectMetaError(far.url, { path: 'act_1001/ads', ...fault });
    const error = await refusal(meta.ads.find(account, 'varia-x'));
    expect([error.kind, error.platformCode, error.retryAfterMs, error.retryable]).toEqual([kind, code, wait, true]);
    expect(error.message).toMatch(/too many calls/i);
  });

  it.each([459, 460, 463, 467])('190/%i over HTTP 400 is auth: reconnect', async (subcode) => {
    await injectMetaError(far.url, { path: 'act_1001/adimages', code: 190, subcode });
    const error = await refusal(meta.ads.create(account, creative()));
    expect([error.kind, error.platformCode, error.retryable]).toEqual(['auth', `190/${subcode}`, false]);
    expect(error.message).toMatch(/^Error validating access token: .* Reconnect Meta for this business node\.$/);
  });

  it("an invalid parameter is refused with Meta's error_user_msg", async () => {
    const userMessage = 'The headline of your ad is too long. Shorten it to 40 characters.';
    await injectMetaError(far.url, { path: 'act_1001/adcreatives', code: 100, subcode: 1487395, userMessage });
    const error = await refusal(meta.ads.create(account, creative()));
    expect([error.kind, error.message, error.platformCode]).toEqual(['invalid', userMessage, '100/1487395']);
  });

  it('a Meta failure (code 2, HTTP 500) is unavailable and retryable, and the retry publishes', async () => {
    const c = creative();
    await injectMetaError(far.url, { path: 'act_1001/ads', code: 2 });
    const error = await refusal(publish(c));
    expect([error.kind, error.platformCode, error.retryable]).toEqual(['unavailable', '2', true]);
    expect((await publish(c)).externalKey).toBe(c.externalKey);
  });

  it('another ad account the token cannot reach is an account error', async () => {
    await injectMetaError(far.url, { path: 'act_2002/ads', code: 100, subcode: 33 });
    const error = await refusal(meta.ads.find(metaAccount(account.token!, '2002'), 'varia-x'));
    expect([error.kind, error.platformCode]).toEqual(['account', '100/33']);
  });

  it('the token is never in a log, an error or its stack', async () => {
    const { access_token: token } = JSON.parse(account.token!) as { access_token: string };
    await injectMetaError(far.url, { path: 'act_1001/ads', code: 190, subcode: 460 });
    const error = await refusal(meta.ads.find(account, 'varia-x'));
    expect(inspect(error, { depth: 10, showHidden: true })).not.toContain(token);
    expect(JSON.stringify(error)).not.toContain(token);
    expect(logged.join('\n')).not.toContain(token);
  });

  it('an expired session (Meta 190/463 from the token itself) is auth', async () => {
    await fetch(`${far.url}/__simulated/expire-all`, { method: 'POST' });
    const error = await refusal(meta.ads.status(account, '1'));
    expect([error.kind, error.platformCode]).toEqual(['auth', '190/463']);
  });
});
