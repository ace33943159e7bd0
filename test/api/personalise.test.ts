// The personalise API end to end (spec 2 §2–§8) on a campaign made through POST /campaigns: trees, variants and
// their names, the table's filters, sort, paging and counts, dynamic elements (by format ids and by filters),
// signals, the activation rules with their 'Please check:' list, the fallback's rules, approvals and the limit.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHECK,
  couldNotTurnOn,
  FALLBACK_CANNOT_BE_ARCHIVED,
  SIGNAL_NAME_TAKEN,
  TOOLTIP,
  VARIANT_NAME_TAKEN,
  variantLimitReached,
} from '../../domain/personalise';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { q } from '../support/http';
import {
  approveFinally,
  expectStatus,
  fill,
  imageAsset,
  newVariant,
  patch,
  usePersonaliseWorld,
  variant,
  type PersonaliseWorld,
} from './personalise-fixture';

const w = usePersonaliseWorld({ config: { runWorker: true } });
let admin: PersonaliseWorld['su'];
let G: string;
let image: string;

beforeAll(async () => {
  admin = w.as('SELF_SERVICE_ADMIN');
  G = w.path(w.google);
  image = await imageAsset(w);
}, 240_000);

const names = async (query: Record<string, unknown> = {}) => {
  const qs = Object.entries(query)
    .map(([k, v]) => `${k}=${q(v)}`)
    .join('&');
  const reply = expectStatus(await admin.get(`${G}/variants?${qs}`), 200);
  return { names: (reply.body as { name: string }[]).map((v) => v.name), range: reply.headers.get('content-range') };
};
const segment = async (name: string) =>
  expectStatus(
    await admin.post(`${G}/signal`, { name, type: 'userSegment', segmentType: 'Custom', values: [name] }),
    201,
  ).body.id as string;
const approve = (formats: string[]) => approveFinally(w, formats);

describe('trees', () => {
  it('a campaign has a google display tree of two formats and a Meta social tree of one, before any variant', async () => {
    const trees = expectStatus(await admin.get(`/campaigns/${w.campaignId}/personalize/trees`), 200).body as Record<
      string,
      unknown
    >[];
    expect(
      trees.map((t) => [
        t.platform,
        t.format,
        (t.templates as unknown[]).length,
        t.variantLimit,
        t.totalAmount,
        t.isFallbackEnabled,
        t.fallbackVariantId,
      ]),
    ).toEqual([
      ['google', 'display', 2, 10000, 0, false, null],
      ['facebook', 'social', 1, 50, 0, false, null],
    ]);
    expect(expectStatus(await admin.get(`${G}/templates`), 200).body).toHaveLength(2);
  });
});

describe('variants', () => {
  let alpha: string;
  beforeAll(async () => {
    alpha = await newVariant(admin, G, 'Alpha');
  });

  it('a new variant has one unapproved, unfilled format per template, and tells why it cannot turn on', async () => {
    const v = await variant(admin, G, alpha);
    expect(v.formats.map((f) => [f.approval, f.filled, f.archived])).toEqual([
      ['unapproved', false, false],
      ['unapproved', false, false],
    ]);
    expect(v.formats[0]!.hash).toMatch(/^[0-9a-f]{12}_1_300x250$/);
    expect(v.activationBlockers).toEqual([
      CHECK.fallbackOn,
      CHECK.userSegment,
      CHECK.requiredFields,
      CHECK.finalApproval,
    ]);
    expect(v.activationTooltip).toBe(TOOLTIP.fallbackOff);
    expect(v.statusTags).toEqual([]);
  });

  it('names are unique in the tree in any case, as the exist call says', async () => {
    expect(expectStatus(await admin.get(`${G}/variant/exist?name=${encodeURIComponent(' alpha ')}`), 200).body).toEqual(
      { exists: true },
    );
    expect(expectStatus(await admin.get(`${G}/variant/exist?name=Omega`), 200).body).toEqual({ exists: false });
    const head = await w.t.system.deps.store.headPosition();
    const taken = await admin.post(`${G}/variant`, { name: 'ALPHA' });
    expect([taken.status, taken.body.message]).toEqual([409, VARIANT_NAME_TAKEN]);
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
  });

  it('rename, clone (into its own tree) and the clone targets', async () => {
    const beta = await newVariant(admin, G, 'Beta');
    expect(expectStatus(await patch(admin, `${G}/variants/${beta}/rename`, { name: 'Bravo' }), 200).body.name).toBe(
      'Bravo',
    );
    const clone = expectStatus(await admin.post(`${G}/variant/clone`, { variantId: beta, name: 'Bravo copy' }), 201)
      .body.id;
    expect((await variant(admin, G, clone)).formats).toHaveLength(2);
    const targets = expectStatus(
      await admin.get(`/campaigns/personalize/list-accessible-to-clone?variantId=${beta}`),
      200,
    ).body;
    expect(targets).toEqual([{ id: w.google, platform: 'google', format: 'display' }]);
  });

  it('archive and restore a variant and a single format', async () => {
    const gamma = await newVariant(admin, G, 'Gamma');
    const archived = expectStatus(await patch(admin, `${G}/variants/${gamma}/archive`), 200).body;
    expect([archived.archived, archived.statusTags]).toEqual([true, ['archived']]);
    expect(expectStatus(await patch(admin, `${G}/variants/${gamma}/restore`), 200).body.archived).toBe(false);
    const format = (await variant(admin, G, gamma)).formats[1]!.id;
    const off = expectStatus(await patch(admin, `${G}/variants/${gamma}/formats/${format}/archive`), 200).body;
    expect(off.formats[1].status).toBe('archived');
    expect(
      expectStatus(await patch(admin, `${G}/variants/${gamma}/formats/${format}/restore`), 200).body.formats[1]
        .archived,
    ).toBe(false);
  });
});

describe('the table: filters, sort, paging and counts', () => {
  const ids: Record<string, string> = {};
  let summer: string;
  beforeAll(async () => {
    for (const name of ['T-echo', 'T-delta', 'T-foxtrot', 'T-golf']) ids[name] = await newVariant(admin, G, name);
    summer = await segment('Summer buyers');
    const formats = (await variant(admin, G, ids['T-delta']!)).formats.map((f) => f.id);
    expectStatus(await patch(admin, `${G}/formats/signals`, { formats, signals: [summer] }), 200);
    expectStatus(await patch(admin, `${G}/variants/${ids['T-golf']}/archive`), 200);
  });

  it('searches names, sorts by name or creation, pages with Content-Range', async () => {
    expect((await names({ filter: { q: 't-' } })).names).toEqual(['T-delta', 'T-echo', 'T-foxtrot']);
    expect((await names({ filter: { q: 't-' }, sort: ['createdAt', 'DESC'] })).names).toEqual([
      'T-foxtrot',
      'T-delta',
      'T-echo',
    ]);
    const page = await names({ filter: { q: 't-' }, range: [1, 1] });
    expect(page).toEqual({ names: ['T-echo'], range: 'variants 1-1/3' });
  });

  it("shows archived variants only when the statuses name 'archived'", async () => {
    expect((await names({ filter: { q: 't-', statuses: ['archived'] } })).names).toEqual(['T-golf']);
    expect((await names({ filter: { q: 't-', statuses: ['archived', 'off'] } })).names).toEqual([
      'T-delta',
      'T-echo',
      'T-foxtrot',
      'T-golf',
    ]);
    expect((await names({ filter: { q: 't-', statuses: ['active'] } })).names).toEqual([]);
  });

  it('filters by segment and by variant, and narrows the formats a row carries', async () => {
    expect((await names({ filter: { segments: [summer] } })).names).toEqual(['T-delta']);
    expect((await names({ filter: { variants: [ids['T-echo'], ids['T-foxtrot']] } })).names).toEqual([
      'T-echo',
      'T-foxtrot',
    ]);
    const templates = expectStatus(await admin.get(`${G}/templates`), 200).body as { templateId: string }[];
    const rows = expectStatus(
      await admin.get(`${G}/variants?filter=${q({ q: 'T-echo', formats: [templates[1]!.templateId] })}`),
      200,
    ).body;
    expect(rows[0].formats.map((f: { templateId: string }) => f.templateId)).toEqual([templates[1]!.templateId]);
    const delta = await variant(admin, G, ids['T-delta']!);
    expect(delta.signals.userSegment).toEqual([{ id: summer, name: 'Summer buyers' }]);
    expect(delta.activationBlockers).not.toContain(CHECK.userSegment);
  });

  it('counts active, total and archived variants and those the filter selects; identifiers span every page', async () => {
    const counts = expectStatus(await admin.get(`${G}/variants/count?filter=${q({ q: 't-' })}`), 200).body;
    expect(counts.filteredAmount).toBe(3);
    expect(counts.archivedAmount).toBeGreaterThanOrEqual(1);
    const identifiers = expectStatus(await admin.get(`${G}/variant-identifiers?filter=${q({ q: 't-' })}`), 200)
      .body as { variantId: string; formatIds: string[] }[];
    expect(identifiers.map((i) => i.variantId)).toEqual([ids['T-delta'], ids['T-echo'], ids['T-foxtrot']]);
    expect(identifiers.every((i) => i.formatIds.length === 2)).toBe(true);
  });

  it('answers counts, totals and pages anew after each change of the tree, though they are kept between changes', async () => {
    const filter = q({ q: 't-' });
    const count = async () =>
      expectStatus(await admin.get(`${G}/variants/count?filter=${filter}`), 200).body.filteredAmount as number;
    const total = async () =>
      expectStatus(await admin.get(`${G}/variants?filter=${filter}`), 200).headers.get('content-range');
    const delta = async () =>
      expectStatus(await admin.get(`${G}/variants?filter=${q({ variants: [ids['T-delta']] })}`), 200).body[0]
        .name as string;
    expect([await count(), await count(), await total(), await delta(), await delta()]).toEqual([
      3,
      3,
      'variants 0-2/3',
      'T-delta',
      'T-delta',
    ]);
    expectStatus(await patch(admin, `${G}/variants/${ids['T-delta']}/rename`, { name: 'Renamed delta' }), 200);
    expect([await count(), await total(), await delta()]).toEqual([2, 'variants 0-1/2', 'Renamed delta']);
    expectStatus(await patch(admin, `${G}/variants/${ids['T-delta']}/rename`, { name: 'T-delta' }), 200);
    expect(await count()).toBe(3);
  });

  it('offers every status, the formats and the segments as filters', async () => {
    const offered = expectStatus(await admin.get(`${G}/available-filters`), 200).body;
    expect(offered.statuses).toEqual([
      'active',
      'scheduled',
      'scheduleEnded',
      'off',
      'approved',
      'error',
      'rejected',
      'unapproved',
      'archived',
    ]);
    expect(offered.formats).toHaveLength(2);
    expect(offered.segments.map((s: { name: string }) => s.name)).toContain('Summer buyers');
  });

  it('sets one value on every format the filters select (select all across pages)', async () => {
    const reply = expectStatus(
      await patch(admin, `${G}/formats/dynamic-elements`, {
        filters: { q: 't-' },
        elements: { headline: { value: 'Hello' } },
      }),
      200,
    );
    expect(reply.body.updatedFormats).toBe(6);
    const echo = await variant(admin, G, ids['T-echo']!);
    expect(echo.formats.map((f) => f.dynamicElements.headline!.value)).toEqual(['Hello', 'Hello']);
    expect((await variant(admin, G, ids['T-golf']!)).formats[0]!.dynamicElements.headline!.value).toBeNull();
  });

  it('refuses a filter it cannot read, and an edit that names neither formats nor filters', async () => {
    expect((await admin.get(`${G}/variants?filter=${q({ statuses: ['sleeping'] })}`)).status).toBe(400);
    expect(
      (await patch(admin, `${G}/formats/dynamic-elements`, { elements: { headline: { value: 'x' } } })).status,
    ).toBe(400);
  });
});

describe('signals', () => {
  it('create, check, list with their formats count, change and delete; names are unique', async () => {
    const id = await segment('Commuters');
    expect(expectStatus(await admin.get(`${G}/signals/exist?name=commuters`), 200).body).toEqual({ exists: true });
    const taken = await admin.post(`${G}/signal`, { name: 'COMMUTERS', type: 'userSegment', segmentType: 'Custom' });
    expect([taken.status, taken.body.message]).toEqual([409, SIGNAL_NAME_TAKEN]);
    expectStatus(
      await admin.put(`${G}/signals/${id}`, {
        name: 'Early commuters',
        type: 'userSegment',
        segmentType: 'CM Site',
        values: ['a'],
      }),
      200,
    );
    const listed = expectStatus(await admin.get(`${G}/signals?type=userSegment`), 200).body as {
      id: string;
      name: string;
      segmentType: string;
      formatsCount: number;
    }[];
    expect(listed.find((s) => s.id === id)).toMatchObject({
      name: 'Early commuters',
      segmentType: 'CM Site',
      formatsCount: 0,
    });
    expectStatus(await admin.delete(`${G}/signals/${id}`), 200);
    expect(expectStatus(await admin.get(`${G}/signals/exist?name=early%20commuters`), 200).body).toEqual({
      exists: false,
    });
  });

  it('imports a Signals CSV in one go, and a refused file imports nothing', async () => {
    const ok = await admin.post(`${G}/signals/upload`, {
      csvData: 'Segment name,Site ID\nCsv one,111\nCsv two,222\n',
      segmentType: 'CM Site',
    });
    expect([ok.status, ok.body]).toEqual([200, { imported: 2 }]);
    const head = await w.t.system.deps.store.headPosition();
    const refused = await admin.post(`${G}/signals/upload`, {
      csvData: 'Segment name\nCsv three\n',
      segmentType: 'CM Site',
    });
    expect(refused.status).toBe(422);
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
  });

  it('searches user segments by part of the name and pages them with Content-Range, for trees with thousands', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => `Paged ${String(i).padStart(2, '0')},${i}`).join('\n');
    expectStatus(
      await admin.post(`${G}/signals/upload`, {
        csvData: `Segment name,Value\n${rows}\nOther,1\n`,
        segmentType: 'Custom',
      }),
      200,
    );
    const page = expectStatus(
      await admin.get(`${G}/signals?type=userSegment&filter=${q({ q: 'paged' })}&range=${q([20, 29])}`),
      200,
    );
    expect(page.headers.get('content-range')).toBe('signals 20-24/25');
    expect((page.body as { name: string }[]).map((s) => s.name)).toEqual([
      'Paged 20',
      'Paged 21',
      'Paged 22',
      'Paged 23',
      'Paged 24',
    ]);
    const first = expectStatus(
      await admin.get(
        `${G}/signals?type=userSegment&filter=${q({ q: 'ED 0' })}&sort=${q(['name', 'DESC'])}&range=${q([0, 4])}`,
      ),
      200,
    );
    expect(first.headers.get('content-range')).toBe('signals 0-4/10');
    expect((first.body as { name: string }[]).map((s) => s.name)).toEqual([
      'Paged 09',
      'Paged 08',
      'Paged 07',
      'Paged 06',
      'Paged 05',
    ]);
    // Without a range, every signal, as before.
    const all = expectStatus(await admin.get(`${G}/signals?type=userSegment`), 200);
    expect(all.headers.get('content-range')).toBeNull();
    expect((all.body as { name: string }[]).filter((s) => s.name.startsWith('Paged'))).toHaveLength(25);
    expect((await admin.get(`${G}/signals?type=userSegment&range=[5]`)).status).toBe(400);
  });
});

describe('activation and the fallback', () => {
  let fallback: string;
  let other: string;
  let otherFormats: string[];

  beforeAll(async () => {
    fallback = await newVariant(admin, G, 'Fallback');
    other = await newVariant(admin, G, 'Targeted');
    const fallbackFormats = await fill(admin, G, fallback, image);
    otherFormats = await fill(admin, G, other, image);
    expectStatus(
      await patch(admin, `${G}/formats/signals`, {
        formats: otherFormats,
        signals: [await segment('Targeted buyers')],
      }),
      200,
    );
    await approve([...fallbackFormats, ...otherFormats]);
  });

  it("refuses to turn on a variant while the fallback is off, with the 'Please check:' list, and appends nothing", async () => {
    const head = await w.t.system.deps.store.headPosition();
    const reply = await patch(admin, `${G}/variants/${other}/activate`);
    expect([reply.status, reply.body.message]).toEqual([422, couldNotTurnOn(1)]);
    expect(reply.body.details.failed).toEqual([{ variantId: other, name: 'Targeted', reasons: [CHECK.fallbackOn] }]);
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
  });

  it('the fallback goes on, then the others may; turning the fallback off turns them all off', async () => {
    expect(expectStatus(await patch(admin, `${G}/variants/${fallback}/fallback`), 200).body.statusTags).toEqual([
      'fallback',
    ]);
    const both = expectStatus(
      await patch(admin, `${G}/bulk/variants/activate`, {
        variants: [{ id: other }, { id: fallback }],
        includeArchived: false,
      }),
      200,
    ).body;
    expect(both).toEqual({ updated: expect.arrayContaining([fallback, other]), failed: [] });
    expect((await variant(admin, G, other)).statusTags).toEqual(['active']);
    const tree = (
      expectStatus(await admin.get(`/campaigns/${w.campaignId}/personalize/trees`), 200).body as {
        id: string;
        isFallbackEnabled: boolean;
        fallbackVariantId: string;
      }[]
    ).find((t) => t.id === w.google)!;
    expect([tree.isFallbackEnabled, tree.fallbackVariantId]).toEqual([true, fallback]);
    expect(expectStatus(await patch(admin, `${G}/variants/${fallback}/deactivate`), 200).body.updated).toEqual([
      fallback,
    ]);
    expect((await variant(admin, G, other)).enabled).toBe(false);
  });

  it('editing an approved variant that is on sends its creatives back for approval and turns it off', async () => {
    expectStatus(
      await patch(admin, `${G}/bulk/variants/activate`, {
        variants: [{ id: fallback }, { id: other }],
        includeArchived: false,
      }),
      200,
    );
    expectStatus(
      await patch(admin, `${G}/formats/dynamic-elements`, {
        formats: [otherFormats[0]],
        elements: { headline: { value: 'Changed' } },
      }),
      200,
    );
    const after = await variant(admin, G, other);
    expect([after.enabled, after.formats.map((f) => f.approval)]).toEqual([false, ['unapproved', 'approved']]);
    expect(after.activationBlockers).toEqual([CHECK.finalApproval]);
    await approve([otherFormats[0]!]);
    expect((await variant(admin, G, other)).activationBlockers).toEqual([]);
    expectStatus(await patch(admin, `${G}/variants/${fallback}/deactivate`), 200);
  });

  it('the fallback cannot be archived', async () => {
    const reply = await patch(admin, `${G}/variants/${fallback}/archive`);
    expect(reply.body.message).toBe(FALLBACK_CANNOT_BE_ARCHIVED);
    expect(reply.status).toBeGreaterThanOrEqual(400);
  });

  it('a bulk turn-on reports those that could not go on beside those that did', async () => {
    const unfilled = await newVariant(admin, G, 'Unfilled');
    const reply = expectStatus(
      await patch(admin, `${G}/bulk/variants/activate`, {
        variants: [{ id: fallback }, { id: unfilled }],
        includeArchived: false,
      }),
      200,
    ).body;
    expect(reply.updated).toEqual([fallback]);
    expect(reply.failed).toEqual([
      {
        variantId: unfilled,
        name: 'Unfilled',
        reasons: [CHECK.userSegment, CHECK.requiredFields, CHECK.finalApproval],
      },
    ]);
  });
});

describe('schedules', () => {
  it("a variant that is on waits for its schedule ('scheduled'), and shows under 'scheduleEnded' once it is over", async () => {
    const id = expectStatus(await admin.get(`${G}/variants?filter=${q({ q: 'Targeted' })}`), 200).body[0].id as string;
    const targeted = await variant(admin, G, id);
    expectStatus(await patch(admin, `${G}/variants/${id}/activate`), 200);
    const schedule = (startsAt: string, endsAt: string) => ({
      name: 'Campaign week',
      type: 'schedule',
      schedule: { startsAt, endsAt, weekdays: [], dailyFrom: null, dailyTo: null },
    });
    const week = expectStatus(
      await admin.post(`${G}/signal`, schedule('2099-01-01T00:00:00Z', '2099-01-08T00:00:00Z')),
      201,
    ).body.id;
    const signals = [...targeted.signals.userSegment.map((s) => s.id), week];
    expectStatus(
      await patch(admin, `${G}/formats/signals`, { formats: targeted.formats.map((f) => f.id), signals }),
      200,
    );
    expect((await variant(admin, G, id)).statusTags).toEqual(['scheduled']);
    expect((await names({ filter: { statuses: ['scheduled'] } })).names).toEqual(['Targeted']);
    expect((await names({ filter: { q: 'Targeted', statuses: ['active'] } })).names).toEqual([]);
    expectStatus(
      await admin.put(`${G}/signals/${week}`, schedule('2020-01-01T00:00:00Z', '2020-01-08T00:00:00Z')),
      200,
    );
    expect((await variant(admin, G, id)).statusTags).toEqual([]);
    expect((await names({ filter: { statuses: ['scheduleEnded'] } })).names).toEqual(['Targeted']);
    expect((await variant(admin, G, id)).signals.schedule).toEqual([{ id: week, name: 'Campaign week' }]);
  });

  it('a schedule that starts while nothing else changes turns the count from scheduled to active', async () => {
    const id = expectStatus(await admin.get(`${G}/variants?filter=${q({ q: 'Targeted' })}`), 200).body[0].id as string;
    const startsAt = new Date(Date.now() + 2_000);
    const week = {
      startsAt: startsAt.toISOString(),
      endsAt: '2099-01-08T00:00:00Z',
      weekdays: [],
      dailyFrom: null,
      dailyTo: null,
    };
    const soon = expectStatus(
      await admin.post(`${G}/signal`, { name: 'Starts soon', type: 'schedule', schedule: week }),
      201,
    ).body.id;
    const targeted = await variant(admin, G, id);
    const segments = targeted.signals.userSegment.map((s) => s.id);
    expectStatus(
      await patch(admin, `${G}/formats/signals`, {
        formats: targeted.formats.map((f) => f.id),
        signals: [...segments, soon],
      }),
      200,
    );
    const counted = async (status: string) =>
      expectStatus(await admin.get(`${G}/variants/count?filter=${q({ q: 'Targeted', statuses: [status] })}`), 200).body
        .filteredAmount as number;
    expect([await counted('scheduled'), await counted('active')]).toEqual([1, 0]);
    await new Promise((resolve) => setTimeout(resolve, startsAt.getTime() - Date.now() + 100));
    expect([await counted('scheduled'), await counted('active')]).toEqual([0, 1]);
    expectStatus(
      await patch(admin, `${G}/formats/signals`, { formats: targeted.formats.map((f) => f.id), signals: segments }),
      200,
    );
  });
});

describe('approvals', () => {
  it('interim for the reviewer, final for the manager; a final decision without the right is refused', async () => {
    const v = await newVariant(admin, G, 'To approve');
    const formats = (await variant(admin, G, v)).formats.map((f) => f.id);
    const body = (final: boolean) => ({ treeId: w.google, approvals: [formats[0]], rejections: [formats[1]], final });
    const url = `/campaigns/${w.campaignId}/creatives/approvals`;
    expectStatus(await patch(w.as('REVIEWER'), url, body(false)), 200);
    expect((await variant(admin, G, v)).formats.map((f) => f.approval)).toEqual(['interimApproved', 'interimRejected']);
    const refused = await patch(w.as('REVIEWER'), url, body(true));
    expect([refused.status, refused.body.message]).toEqual([403, WRONG_ROLES_MESSAGE]);
    expectStatus(await patch(w.as('MANAGER'), url, body(true)), 200);
    expect((await variant(admin, G, v)).formats.map((f) => f.approval)).toEqual(['approved', 'rejected']);
  });
});

describe('the read model', () => {
  it('a rebuild from the first event gives exactly the rows the live projection built', async () => {
    const tables = ['personalise_tree_state', 'variant', 'variant_format', 'signal'];
    const snapshot = async () =>
      Promise.all(
        tables.map(async (table) => (await w.t.system.deps.pool.query(`SELECT * FROM ${table} ORDER BY 1`)).rows),
      );
    const live = await snapshot();
    expect(live[1]!.length).toBeGreaterThan(10);
    await w.t.system.runner.rebuild('personalise');
    expect(await snapshot()).toEqual(live);
  });
});

describe('limits', () => {
  it('a Meta tree holds at most 50 variants: the 51st is refused with 422', async () => {
    const F = w.path(w.facebook);
    for (let i = 1; i <= 50; i++) await newVariant(admin, F, `Meta ${i}`);
    const head = await w.t.system.deps.store.headPosition();
    const reply = await admin.post(`${F}/variant`, { name: 'Meta 51' });
    expect([reply.status, reply.body.message]).toEqual([422, variantLimitReached('facebook', 50)]);
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
  });
});
