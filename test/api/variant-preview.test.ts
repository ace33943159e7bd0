// A variant's live preview through the API (issue 19 §2; spec 2 §2 templatePreview): GET …/variants/{id}/formats/{id}/
// preview answers the format's template version with the variant's values over its defaults, sandboxed as template
// previews are, its relative URLs on the version's signed link and its library image on a signed link of its own, which
// answers without a session. Who may open it (the admins and the self-service group), another partner's ids, a format
// whose required fields are not filled ('Fill out all required fields to preview.'), and forged links.
import { beforeAll, describe, expect, it } from 'vitest';
import { FILL_REQUIRED_TO_PREVIEW } from '../../domain/personalise/preview';
import { PARTNER_ROLES, type Role } from '../../domain/roles';
import { useApiTest } from '../support/api-test';
import { PREVIEW_HTML } from '../support/previews';
import { headedVariants, screenshotCampaign, type ScreenshotCampaign } from '../support/screenshots';
import { file, pngImage, uploadedAsset } from '../support/uploads';
import { expectStatus, patch } from './personalise-fixture';

const PREVIEWERS: readonly Role[] = ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER'];
const WRONG_ROLES = 'Wrong user roles';

describe('a variant’s live preview', () => {
  const api = useApiTest({ config: { runWorker: true }, roles: PARTNER_ROLES, globex: ['SELF_SERVICE_ADMIN'] });
  let own: ScreenshotCampaign;
  let foreign: ScreenshotCampaign;
  let filled: { id: string; formats: string[] };
  let unfilled: { id: string; formats: string[] };
  let foreignVariant: { id: string; formats: string[] };
  let imageId: string;
  const previewPath = (campaign: ScreenshotCampaign, variant: { id: string; formats: string[] }, format = 0) =>
    `${campaign.treePath}/variants/${variant.id}/formats/${variant.formats[format]}/preview`;
  /** An address of the app, fetched with the client's session or, without one, as the sandboxed page does. */
  const open = async (path: string, cookie?: string) => {
    const reply = await fetch(`${api.t.baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
    return { status: reply.status, headers: reply.headers, body: Buffer.from(await reply.arrayBuffer()) };
  };
  const previewOf = (client = api.as('SELF_SERVICE_ADMIN'), path = previewPath(own, filled)) =>
    open(`/api/v1${path}`, client.cookieHeader());

  beforeAll(async () => {
    own = await screenshotCampaign(api.su, api.acme, 'Previewed', PREVIEW_HTML);
    foreign = await screenshotCampaign(api.su, api.globex, 'Elsewhere', PREVIEW_HTML);
    const admin = api.as('SELF_SERVICE_ADMIN');
    filled = (await headedVariants(admin, own.treePath, ['Filled headline']))[0]!;
    foreignVariant = (
      await headedVariants(api.globex.users.SELF_SERVICE_ADMIN!.client, foreign.treePath, ['Theirs'])
    )[0]!;
    unfilled = expectStatus(await admin.post(`${own.treePath}/variant`, { name: 'Unfilled' }), 201).body as {
      id: string;
      formats: string[];
    };
    const rows = expectStatus(await admin.get(`${own.treePath}/variants/${unfilled.id}`), 200).body as {
      formats: { id: string }[];
    };
    unfilled.formats = rows.formats.map((f) => f.id);
    imageId = await uploadedAsset(api.t, admin, {}, file('hero.png', await pngImage(300, 250), 'image/png'));
    expectStatus(
      await patch(admin, `${own.treePath}/formats/dynamic-elements`, {
        formats: filled.formats,
        elements: { hero: { value: 'hero.png', assetId: imageId } },
      }),
      200,
    );
  }, 240_000);

  it('answers the format’s page with the variant’s values, sandboxed, its files and its image on signed links', async () => {
    const reply = await previewOf();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(reply.headers.get('content-security-policy')).toContain('sandbox allow-scripts');
    const html = reply.body.toString('utf8');
    const values = JSON.parse(/<script type="application\/json" id="defaultValues">(.*?)<\/script>/s.exec(html)![1]!);
    expect(values.headline).toBe('Filled headline');
    const base = /<base href="([^"]+)">/.exec(html)![1]!;
    expect(base).toMatch(/^\/api\/template-previews\//);
    // The page's image answers the sandboxed page, which carries no session: the signature is the access.
    expect(values.hero).toMatch(new RegExp(`^/api/variant-assets/${api.acme.partnerId}/${imageId}/`));
    const image = await open(values.hero);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(image.body.subarray(1, 4).toString()).toBe('PNG');
  });

  it('lets the admins and the self-service group open it, and no other role', async () => {
    for (const role of PARTNER_ROLES) {
      const reply = await previewOf(api.as(role));
      expect(reply.status, role).toBe(PREVIEWERS.includes(role) ? 200 : 403);
      if (!PREVIEWERS.includes(role)) expect(JSON.parse(reply.body.toString()).message, role).toBe(WRONG_ROLES);
    }
    expect((await open(`/api/v1${previewPath(own, filled)}`)).status).toBe(401);
    expect((await previewOf(api.su)).status).toBe(200);
  });

  it('refuses another partner’s campaign, and another tree’s variant or format under this one', async () => {
    const theirs = api.globex.users.SELF_SERVICE_ADMIN!.client;
    expect((await previewOf(theirs)).status).toBe(403);
    expect((await previewOf(api.as('SELF_SERVICE_ADMIN'), previewPath(foreign, foreignVariant))).status).toBe(403);
    const mixed = `${own.treePath}/variants/${foreignVariant.id}/formats/${foreignVariant.formats[0]}/preview`;
    expect((await previewOf(api.as('SELF_SERVICE_ADMIN'), mixed)).status).toBe(404);
    const otherFormat = `${own.treePath}/variants/${filled.id}/formats/${unfilled.formats[0]}/preview`;
    expect((await previewOf(api.as('SELF_SERVICE_ADMIN'), otherFormat)).status).toBe(404);
  });

  it('answers a format whose required fields are not all filled with the spec’s words', async () => {
    const reply = await previewOf(api.as('SELF_SERVICE_ADMIN'), previewPath(own, unfilled));
    expect(reply.status).toBe(422);
    expect(JSON.parse(reply.body.toString()).message).toBe(FILL_REQUIRED_TO_PREVIEW);
  });

  it('refuses a forged or borrowed asset link', async () => {
    const html = (await previewOf()).body.toString('utf8');
    const hero = JSON.parse(/id="defaultValues">(.*?)<\/script>/s.exec(html)![1]!).hero as string;
    const signature = hero.split('/').pop()!;
    const forged = hero.replace(/[A-Za-z0-9_-]{10}$/, 'AAAAAAAAAA');
    expect((await open(forged)).status).toBe(404);
    // The signature of acme's image opens neither another asset nor the same one under another partner.
    expect((await open(`/api/variant-assets/${api.acme.partnerId}/${'0'.repeat(24)}/${signature}`)).status).toBe(404);
    expect((await open(`/api/variant-assets/${api.globex.partnerId}/${imageId}/${signature}`)).status).toBe(404);
    expect((await open(`/api/variant-assets/${api.acme.partnerId}/${imageId}/missing`)).status).toBe(404);
  });
});
