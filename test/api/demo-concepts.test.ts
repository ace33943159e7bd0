// The demo's concepts (scripts/demo/concepts.ts): seeded through the API in the status, archive state and
// thumbnail their data names, with briefs the server accepted as submitted; a second run changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { NO_CONCEPT_THUMBNAIL } from '../../api/routes/concepts/thumbnail';
import { DEMO_CONCEPTS } from '../../scripts/demo/concept-data';
import { DEMO_PASSWORD } from '../../scripts/demo/data';
import { seedDemo } from '../../scripts/demo/seed';
import { SUPER, startTestApp, type TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import type { HttpClient } from '../support/http';

let t: TestApp;
let su: HttpClient;

interface ConceptRow {
  id: string;
  name: string;
  status: string;
  archived: boolean;
  thumbnail: string | null;
  submittedAt: string | null;
}

async function conceptsOf(partner: string): Promise<ConceptRow[]> {
  const partners = (await su.get<{ id: string; name: string }[]>(`/partners/admin?range=${encodeURIComponent('[0,99]')}`)).body;
  const id = partners.find((p) => p.name === partner)!.id;
  return (await su.get<ConceptRow[]>(`/assets/concepts?partnerId=${id}&range=${encodeURIComponent('[0,99]')}`)).body;
}

const seed = () => seedDemo({ baseUrl: t.baseUrl, superEmail: SUPER.email, superPassword: SUPER.password });

describe('the demo concepts', () => {
  let first: Record<string, ConceptRow>;

  beforeAll(async () => {
    t = await startTestApp({ runWorker: true });
    su = await t.superClient();
    await seed();
    const partners = [...new Set(DEMO_CONCEPTS.map((c) => c.partner))];
    first = Object.fromEntries((await Promise.all(partners.map(conceptsOf))).flat().map((c) => [c.name, c]));
  }, 300_000);
  afterAll(() => t?.close());

  it('stand in every status, as their data says, with a thumbnail where named', () => {
    for (const spec of DEMO_CONCEPTS) {
      const concept = first[spec.name];
      expect(concept, spec.name).toMatchObject({ status: spec.status, archived: !!spec.archived });
      expect(concept!.thumbnail !== null, `${spec.name} thumbnail`).toBe(!!spec.thumbnail);
      expect(concept!.submittedAt !== null, `${spec.name} submitted`).toBe(spec.status !== 'draft');
    }
    expect(new Set(DEMO_CONCEPTS.map((c) => c.status))).toEqual(new Set(['draft', 'storyboardsProgress', 'review', 'templatesProgress', 'ready']));
  });

  it('keep a draft at its step, and point a brief at the uploaded library files', async () => {
    const winter = (await su.get(`/assets/concepts/${first['Cola Winter Warmers']!.id}`)).body;
    expect(winter.brief.meta.currentStep).toBe('FORMATS');
    const summer = (await su.get(`/assets/concepts/${first['Cola Summer Splash 2026']!.id}`)).body;
    const other = summer.brief.assets.other as { assetId: string; name: string; link: string | null }[];
    expect(other.map((a) => a.name)).toContain('cola-summer-bumper-640x360.mp4');
    for (const asset of other) expect((await su.get(`/assets/single-files/${asset.assetId}`)).status).toBe(200);
  });

  it('are found, not made again, by a second run', async () => {
    // The demo's templates render in the background; their thumbnails are the first run's last events.
    await eventually(async () => {
      const { rows } = await t.system.deps.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM template_version WHERE render_status = 'pending'");
      expect(rows[0]!.n).toBe(0);
    }, 120_000);
    const before = await t.system.deps.store.headPosition();
    await seed();
    const appended = await t.system.deps.store.readAll(before, 100);
    expect(appended.map((e) => e.type)).toEqual([]);
    expect(await t.system.deps.store.headPosition()).toBe(before);
    const again = (await conceptsOf('Northwind Beverages')).map((c) => c.id).sort();
    expect(again).toEqual(DEMO_CONCEPTS.filter((c) => c.partner === 'Northwind Beverages').map((c) => first[c.name]!.id).sort());
  }, 300_000);
  it("lend their thumbnail to everyone who reads them: a manager gets the picture the library keeps from him", async () => {
    const max = t.client();
    expect((await max.login('max.manager@northwind.example', DEMO_PASSWORD)).status).toBe(200);
    const summer = first['Cola Summer Splash 2026']!;
    const picture = await fetch(`${t.baseUrl}/api/v1/assets/concepts/${summer.id}/thumbnail`, { headers: { cookie: max.cookieHeader() } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe('jpeg');
    expect((await max.get(`/assets/single-files/${summer.thumbnail}/thumbnail`)).status).toBe(403);
    const plain = await max.get(`/assets/concepts/${first['Cola Winter Warmers']!.id}/thumbnail`);
    expect(plain).toMatchObject({ status: 404, body: { message: NO_CONCEPT_THUMBNAIL } });
  });
});

