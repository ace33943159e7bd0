// The YouTube adapter against the simulated YouTube Data API v3 (googleapis) with a node's YouTube token: a video
// uploaded (multipart) with our external key in its tags, found again in the channel's uploads, its uploadStatus
// moving from uploaded (PROCESSING) to processed (ACTIVE), and each error YouTube answers with its PlatformError.
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { creativeOf, keyOf, MP4, startGooglePlatform, refused } from '../support/google-platform';

describe('YouTube adapter', () => {
  let g: Awaited<ReturnType<typeof startGooglePlatform>>;
  let account: { ids: Record<string, string>; token: string };
  beforeAll(async () => {
    g = await startGooglePlatform({ processingMs: 300 });
    account = { ids: {}, token: await g.connect('youtubeToken') };
  });
  afterAll(() => g?.close());

  const video = (key = keyOf()) => creativeOf(key, [MP4], { format: 'trueView', width: 1920, height: 1080 });

  it('uploads a video, finds it by our key, and its processing settles ACTIVE', async () => {
    const { youtube } = g.adapters();
    const key = keyOf();
    expect(await youtube.find(account, key)).toBeNull();
    const made = await youtube.create(account, video(key));
    expect(made).toEqual({
      externalId: expect.stringMatching(/^[\w-]{11}$/),
      externalKey: key,
      status: 'PROCESSING',
      reasons: [],
    });
    expect(await youtube.find(account, key)).toEqual(made);
    expect(await youtube.find(account, keyOf())).toBeNull();
    await eventually(async () => expect((await youtube.status(account, made.externalId)).status).toBe('ACTIVE'));
  });

  it('finds a video among the channel newest uploads, past the first page', async () => {
    const { youtube } = g.adapters();
    const key = keyOf();
    const made = await youtube.create(account, video(key));
    for (let i = 0; i < 55; i++) await youtube.create(account, video());
    expect((await youtube.find(account, key))?.externalId).toBe(made.externalId);
  }, 30_000);

  it('disapproves a video whose upload failed, with YouTube reason', async () => {
    const { youtube } = g.adapters();
    const made = await youtube.create(
      account,
      creativeOf(keyOf(), [{ ...MP4, bytes: Buffer.alloc(0) }], { format: 'bumper' }),
    );
    expect(made).toMatchObject({ status: 'DISAPPROVED', reasons: ['Upload failed: emptyFile'] });
  });

  it('maps 403 quotaExceeded and 400 uploadLimitExceeded to quota until midnight Pacific', async () => {
    const { youtube } = g.adapters();
    await g.control('errors', { path: '/upload/youtube/v3/videos', status: 403, reason: 'quotaExceeded' });
    const quota = await refused(youtube.create(account, video()));
    expect(quota).toMatchObject({
      kind: 'quota',
      platformCode: 'quotaExceeded',
      message: 'YouTube: The request cannot be completed because you have exceeded your quota.',
    });
    expect(quota.retryAfterMs).toBeGreaterThan(0);
    await g.control('errors', { path: '/upload/youtube/v3/videos', status: 400, reason: 'uploadLimitExceeded' });
    expect(await refused(youtube.create(account, video()))).toMatchObject({
      kind: 'quota',
      platformCode: 'uploadLimitExceeded',
      message: 'YouTube: The user has exceeded the number of videos they may upload.',
    });
  });

  it('asks to reconnect on invalid_grant, and no error carries the token', async () => {
    const { youtube } = g.adapters();
    await g.control('errors', { path: '/token', status: 400, reason: 'invalid_grant' });
    // Its access token run out, so the call refreshes it first.
    const ranOut = { ...account, token: JSON.stringify({ ...JSON.parse(account.token), expiry_date: 1 }) };
    const error = await refused(youtube.create(ranOut, video()));
    expect(error).toMatchObject({ kind: 'auth', platformCode: 'invalid_grant' });
    const { refresh_token } = JSON.parse(account.token) as { refresh_token: string };
    expect(inspect(error, { depth: 10, showHidden: true })).not.toContain(refresh_token);
  });

  it('refuses a creative with no video', async () => {
    const { youtube } = g.adapters();
    expect(await refused(youtube.create(account, creativeOf(keyOf(), [])))).toMatchObject({
      kind: 'invalid',
      platformCode: 'noVideo',
    });
  });
});
