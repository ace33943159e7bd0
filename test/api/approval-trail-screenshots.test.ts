// The approval trail's pictures (issue 19 §1 'Reviewers see the picture'): each row of GET …/approval-trail names the
// screenshot of the content its decision bound to (by that fingerprint) and the one of the format's content now, null
// while not rendered; after an edit they differ and the row says so. The URLs are under the trail's campaign: every
// reader of the trail opens them, the analyst and another partner neither the trail nor the pictures.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrailEntry } from '../../domain/approval-trail/answers';
import { PARTNER_ROLES } from '../../domain/roles';
import { useApiTest } from '../support/api-test';
import { renderCampaign } from '../support/previews';
import type { HttpClient } from '../support/http';
import { headedVariants, screenshotCampaign, setHeadline, type ScreenshotCampaign } from '../support/screenshots';
import { expectStatus, patch } from './personalise-fixture';

const TRAIL_READERS = ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER', 'MANAGER', 'REVIEWER'];

describe('the approval trail’s screenshots', () => {
  const api = useApiTest({ config: { runWorker: true }, roles: PARTNER_ROLES, globex: ['SELF_SERVICE_ADMIN'] });
  let own: ScreenshotCampaign;
  let variant: { id: string; formats: string[] };
  const trail = async (client: HttpClient = api.su) =>
    expectStatus(await client.get(`/campaigns/${own.campaignId}/approval-trail`), 200).body as TrailEntry[];
  const approvedRecord = async () =>
    (await trail()).find((r) => r.decision === 'approved' && r.formatId === variant.formats[0])!;
  const picture = async (client: HttpClient, url: string) =>
    (await fetch(`${api.t.baseUrl}${url}`, { headers: { cookie: client.cookieHeader() } })).status;
  const render = () =>
    renderCampaign(api.as('SELF_SERVICE_ADMIN'), { campaignId: own.campaignId, partnerId: api.acme.partnerId });

  beforeAll(async () => {
    own = await screenshotCampaign(api.su, api.acme, 'Trail pictures');
    variant = (await headedVariants(api.as('SELF_SERVICE_ADMIN'), own.treePath, ['Approved headline']))[0]!;
    expectStatus(
      await patch(api.su, `/campaigns/${own.campaignId}/creatives/approvals`, {
        treeId: own.treeId,
        approvals: variant.formats,
        rejections: [],
        final: true,
      }),
      200,
    );
  }, 240_000);

  it('says not rendered (null) before a render, the same content unchanged', async () => {
    const record = await approvedRecord();
    expect(record.screenshots).toEqual({
      approved: { fingerprint: record.fingerprint, url: null },
      current: { fingerprint: record.fingerprint, url: null },
      changed: false,
    });
  });

  it('names the approved content’s picture, which every reader of the trail opens and no one else', async () => {
    await render();
    const record = await approvedRecord();
    const url = `/api/v1/campaigns/${own.campaignId}/screenshots/${record.fingerprint}`;
    expect(record.screenshots).toEqual({
      approved: { fingerprint: record.fingerprint, url },
      current: { fingerprint: record.fingerprint, url },
      changed: false,
    });
    for (const role of PARTNER_ROLES) {
      const reads = TRAIL_READERS.includes(role);
      expect((await api.as(role).get(`/campaigns/${own.campaignId}/approval-trail`)).status, role).toBe(
        reads ? 200 : 403,
      );
      expect(await picture(api.as(role), url), role).toBe(reads ? 200 : 403);
    }
    const stranger = api.globex.users.SELF_SERVICE_ADMIN!.client;
    expect((await stranger.get(`/campaigns/${own.campaignId}/approval-trail`)).status).toBe(403);
    expect(await picture(stranger, url)).toBe(403);
  }, 180_000);

  it('after an edit, keeps the approved picture beside the new content’s, said to differ', async () => {
    const before = await approvedRecord();
    await setHeadline(api.as('SELF_SERVICE_ADMIN'), own.treePath, variant.formats, 'Edited headline');
    const edited = await approvedRecord();
    expect(edited.screenshots.approved).toEqual(before.screenshots.approved);
    expect(edited.screenshots.changed).toBe(true);
    expect(edited.screenshots.current).toEqual({
      fingerprint: expect.not.stringMatching(before.fingerprint),
      url: null,
    });
    await render();
    const rendered = (await approvedRecord()).screenshots;
    expect(rendered.current!.url).toBe(
      `/api/v1/campaigns/${own.campaignId}/screenshots/${edited.screenshots.current!.fingerprint}`,
    );
    expect(rendered.current!.url).not.toBe(rendered.approved.url);
    // The lapse the edit made binds the edited content: its picture is the current one, unchanged since.
    const lapsed = (await trail(api.as('REVIEWER'))).find(
      (r) => r.decision === 'lapsed' && r.formatId === variant.formats[0],
    );
    expect(lapsed?.screenshots).toEqual({ approved: rendered.current, current: rendered.current, changed: false });
  }, 180_000);
});
