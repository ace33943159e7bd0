// A concept's life over HTTP (spec 1 §2.5, §4, §5; spec 3 §4, §7): created from the wizard's first save, saved as
// a draft at its step, its assets changed, submitted (every step checked; a refusal appends nothing), moved on
// through its statuses, archived, renamed and moved through its settings; its name unique in the partner.
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_URL } from '../../domain/asset/rules';
import { BRIEF_ALREADY_SUBMITTED, statusChangeRefused } from '../../domain/concept';
import type { Brief } from '../../domain/concept/brief';
import { AGREEMENT_REQUIRED } from '../../domain/concept/brief-rules';
import { CONCEPT_NAME_USED } from '../../domain/concept/details-rules';
import { CHANNEL_REQUIRED } from '../../domain/concept/format-rules';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { REQUIRED } from '../../domain/shared/validation';
import { FILE_NOT_TAKEN } from '../../api/routes/concepts/settings-form';
import { NOT_MULTIPART } from '../../api/http/multipart-error';
import { useApiTest } from '../support/api-test';
import { conceptBrief, createConcept, partnerFixture } from '../support/fixtures';
import type { HttpClient } from '../support/http';

const w = useApiTest({ roles: ['SELF_SERVICE_ADMIN', 'MANAGER', 'REVIEWER'] });

const brief = (name: string, options?: Parameters<typeof conceptBrief>[2]) =>
  conceptBrief(name, [w.acme.childNodeId], options);
const patch = (client: HttpClient, path: string, body?: unknown) =>
  client.request('PATCH', `/assets/concepts/${path}`, body);
const saveBrief = (client: HttpClient, id: string, body: Brief, status = 'draft') =>
  patch(client, `${id}/brief`, { brief: body, status });
/** The concept's stream and the store's head: what a refused command must leave as they were. */
const kept = async (id: string) => ({
  head: await w.t.system.deps.store.headPosition(),
  stream: (await w.t.system.deps.store.readStream(`Concept-${id}`)).length,
});

describe('the brief wizard', () => {
  it('creates a draft from the first save: 201 with the brief, the markets, languages and creator', async () => {
    const reply = await w.as('MANAGER').post('/assets/concepts', { newConcept: brief('Summer sale') });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body).toMatchObject({
      _id: reply.body.id,
      partnerId: w.acme.partnerId,
      name: 'Summer sale',
      status: 'draft',
      businessNodes: [w.acme.childNodeId],
      languages: ['en'],
      archived: false,
      thumbnail: null,
      createdBy: w.user('MANAGER').id,
      submittedBy: null,
      templates: [],
      brief: brief('Summer sale'),
    });
  });

  it('saves a draft at the step the user is on, and reads it back at that step', async () => {
    const id = await createConcept(w.as('MANAGER'), brief('Winter sale'));
    const atFormats: Brief = {
      ...brief('Winter sale', { complete: true }),
      meta: { currentStep: 'FORMATS', formatValues: {} },
    };
    const saved = await saveBrief(w.as('MANAGER'), id, atFormats);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await w.as('MANAGER').get(`/assets/concepts/${id}`);
    expect(read.body.brief.meta.currentStep).toBe('FORMATS');
    expect(read.body.brief).toEqual(atFormats);
    expect(read.body.status).toBe('draft');
  });

  it('refuses a draft whose steps before the current one do not hold: 422 naming the step', async () => {
    const id = await createConcept(w.as('MANAGER'), brief('Autumn sale'));
    const reply = await saveBrief(w.as('MANAGER'), id, brief('Autumn sale', { step: 'FORMATS' }));
    expect(reply.status).toBe(422);
    expect(reply.body.details.steps).toEqual([
      { step: 'CHANNELS', label: 'Channels', errors: [{ field: 'channels', message: CHANNEL_REQUIRED }] },
    ]);
  });

  it('changes the brief assets of a draft, and refuses a link that is no URL', async () => {
    const id = await createConcept(w.as('MANAGER'), brief('Spring sale'));
    const assets = {
      ...brief('Spring sale').assets,
      logos: [{ assetId: 'logo', name: 'logo.svg', format: 'svg', link: null }],
    };
    const changed = await patch(w.as('MANAGER'), `${id}/brief/assets`, { assets });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.brief.assets).toEqual(assets);
    const bad = await patch(w.as('MANAGER'), `${id}/brief/assets`, {
      assets: { ...assets, other: [{ assetId: 'x', name: 'x', format: '', link: 'not a url' }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.details.steps).toEqual([
      { step: 'ASSETS', label: 'Assets', errors: [{ field: 'assets.other.0', message: INVALID_URL }] },
    ]);
  });

  it('submits a valid brief: storyboardsProgress, submittedBy, and BriefSubmitted in the audit trail with its actor', async () => {
    const manager = w.user('MANAGER');
    const id = await createConcept(manager.client, brief('Easter sale'));
    const reply = await saveBrief(
      manager.client,
      id,
      brief('Easter sale', { step: 'SIGN_OFF', complete: true }),
      'storyboardsProgress',
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ status: 'storyboardsProgress', submittedBy: manager.id });
    expect(Date.parse(reply.body.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    // A reviewer, who may not list the partner's users, reads who submitted it by name.
    expect((await w.as('REVIEWER').get(`/assets/concepts/${id}`)).body.submittedByName).toBe('MANAGER user');
    const audit = await w.su.get(`/audit?entityType=concept&entityId=${id}`);
    expect(audit.status).toBe(200);
    expect(audit.body.map((e: { type: string }) => e.type)).toEqual(['BriefSubmitted', 'ConceptCreated']);
    expect(audit.body[0].actor).toEqual({ userId: manager.id, role: 'MANAGER', email: manager.email });
    const again = await saveBrief(manager.client, id, brief('Easter sale', { complete: true }));
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(BRIEF_ALREADY_SUBMITTED);
  });

  it('refuses an invalid submission with 422 listing each failing step, and appends nothing', async () => {
    const id = await createConcept(w.as('MANAGER'), brief('Half done'));
    const before = await kept(id);
    const incomplete: Brief = {
      ...brief('Half done'),
      intro: { name: 'Half done', businessNodes: [w.acme.childNodeId], languages: [] },
    };
    const reply = await saveBrief(w.as('MANAGER'), id, incomplete, 'storyboardsProgress');
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('UNPROCESSABLE_ENTITY');
    const steps = reply.body.details.steps as { step: string; errors: { message: string }[] }[];
    expect(steps.map((s) => s.step)).toEqual(['INTRO', 'CHANNELS', 'ASSETS', 'OTHER_BUSINESS', 'SIGN_OFF']);
    expect(steps.find((s) => s.step === 'OTHER_BUSINESS')!.errors).toEqual([
      { field: 'otherBusiness.text', message: REQUIRED },
    ]);
    expect(steps.at(-1)!.errors).toEqual([{ field: 'signOff.areAgreementsAccepted', message: AGREEMENT_REQUIRED }]);
    expect(reply.body.message).toContain(`Sign Off: ${AGREEMENT_REQUIRED}`);
    expect(await kept(id)).toEqual(before);
    expect((await w.as('MANAGER').get(`/assets/concepts/${id}`)).body.status).toBe('draft');
  });
});

describe('the name', () => {
  const intro = (reply: { body: { details: { steps: { step: string; errors: unknown[] }[] } } }) =>
    reply.body.details.steps.find((s) => s.step === 'INTRO')?.errors;

  it(`refuses another concept's name in any case with '${CONCEPT_NAME_USED}', allows the draft's own, and another partner's`, async () => {
    const id = await createConcept(w.as('MANAGER'), brief('Black Friday'));
    const before = await w.t.system.deps.store.headPosition();
    const taken = await w.as('SELF_SERVICE_ADMIN').post('/assets/concepts', { newConcept: brief('black friday ') });
    expect(taken.status).toBe(422);
    expect(intro(taken)).toEqual([{ field: 'intro.name', message: CONCEPT_NAME_USED }]);
    expect(await w.t.system.deps.store.headPosition()).toBe(before);

    expect((await saveBrief(w.as('MANAGER'), id, brief('BLACK FRIDAY'))).status).toBe(200);
    const other = await createConcept(w.as('MANAGER'), brief('Cyber Monday'));
    expect(intro(await saveBrief(w.as('MANAGER'), other, brief('Black friday')))).toEqual([
      { field: 'intro.name', message: CONCEPT_NAME_USED },
    ]);

    const globex = await partnerFixture(w.t, w.su, []);
    expect(
      (
        await w.su.post(`/assets/concepts?partnerId=${globex.partnerId}`, {
          newConcept: conceptBrief('Black Friday', [globex.childNodeId]),
        })
      ).status,
    ).toBe(201);
  });

  it('answers the name check: taken in any case, not counting the concept named', async () => {
    const id = await createConcept(w.as('MANAGER'), brief('Boxing Day'));
    const exists = async (query: string) => (await w.as('MANAGER').get(`/assets/concepts/name-exists?${query}`)).body;
    expect(await exists('name=boxing%20day')).toEqual({ exists: true });
    expect(await exists(`name=BOXING%20DAY&conceptId=${id}`)).toEqual({ exists: false });
    expect(await exists('name=New%20Year')).toEqual({ exists: false });
  });
});

describe('status, archive and settings', () => {
  let submitted: string;
  beforeAll(async () => {
    submitted = await createConcept(w.as('MANAGER'), brief('Midsummer'));
    await saveBrief(w.as('MANAGER'), submitted, brief('Midsummer', { complete: true }), 'storyboardsProgress');
  });

  it('moves one step at a time after the submission; a refused move answers the domain message', async () => {
    const status = (client: HttpClient, id: string, to: string) => patch(client, `${id}/status`, { status: to });
    expect((await status(w.as('MANAGER'), submitted, 'review')).body.status).toBe('review');
    const skip = await status(w.as('MANAGER'), submitted, 'ready');
    expect(skip.status).toBe(422);
    expect(skip.body.message).toBe(statusChangeRefused('review', 'ready'));
    const draft = await createConcept(w.as('MANAGER'), brief('Still a draft'));
    expect((await status(w.as('MANAGER'), draft, 'review')).body.message).toBe(statusChangeRefused('draft', 'review'));
    const reviewer = await status(w.as('REVIEWER'), submitted, 'templatesProgress');
    expect(reviewer.status).toBe(403);
    expect(reviewer.body.message).toBe(WRONG_ROLES_MESSAGE);
    expect((await status(w.as('SELF_SERVICE_ADMIN'), submitted, 'templatesProgress')).body.status).toBe(
      'templatesProgress',
    );
  });

  it('archives and unarchives (MANAGER may, REVIEWER may not)', async () => {
    const archived = await patch(w.as('MANAGER'), `${submitted}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.archived).toBe(true);
    expect((await patch(w.as('MANAGER'), `${submitted}/unarchive`)).body.archived).toBe(false);
    const refused = await patch(w.as('REVIEWER'), `${submitted}/archive`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(WRONG_ROLES_MESSAGE);
  });

  it('changes name, markets and languages through the multipart settings form; MANAGER has no settings', async () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      return data;
    };
    const admin = w.as('SELF_SERVICE_ADMIN');
    const reply = await patch(
      admin,
      submitted,
      form({
        name: 'Midsummer night',
        businessNodes: JSON.stringify([w.acme.rootNodeId]),
        languages: JSON.stringify(['en', 'sv']),
      }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({
      name: 'Midsummer night',
      businessNodes: [w.acme.rootNodeId],
      languages: ['en', 'sv'],
    });
    expect((await patch(admin, submitted, form({ thumbnail: 'f'.repeat(24) }))).status).toBe(404);
    const file = form({});
    file.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'thumb.png');
    expect((await patch(admin, submitted, file)).body).toMatchObject({ statusCode: 400, message: FILE_NOT_TAKEN });
    expect((await patch(admin, submitted, { name: 'json' })).status).toBe(415);
    expect((await patch(w.as('MANAGER'), submitted, form({ name: 'Mine' }))).body.message).toBe(WRONG_ROLES_MESSAGE);

    const moved = await w.as('SELF_SERVICE_ADMIN').put(`/assets/concepts/${submitted}/business-nodes`, {
      businessNodes: [w.acme.childNodeId],
      additionalNodes: [w.acme.rootNodeId],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ businessNodes: [w.acme.childNodeId], additionalNodes: [w.acme.rootNodeId] });
  });

  it('answers 400, not 500, to a settings form it cannot read: no boundary, or a part without headers', async () => {
    const send = (contentType: string, body?: string) =>
      fetch(`${w.t.baseUrl}/api/v1/assets/concepts/${submitted}`, {
        method: 'PATCH',
        headers: { cookie: w.as('SELF_SERVICE_ADMIN').cookieHeader(), 'content-type': contentType },
        body,
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect(await send('multipart/form-data')).toMatchObject({ status: 400, body: { message: NOT_MULTIPART } });
    const broken = await send('multipart/form-data; boundary=b0', '--b0\r\n780--b0--\r\n');
    expect(broken).toMatchObject({ status: 400, body: { message: NOT_MULTIPART } });
  });

  it('answers its campaigns (none yet) and its templates count', async () => {
    expect((await w.as('MANAGER').get(`/assets/concepts/${submitted}/campaigns`)).body).toEqual([]);
    expect((await w.as('REVIEWER').get(`/assets/concepts/${submitted}/campaigns`)).status).toBe(403);
    expect((await w.as('REVIEWER').get(`/assets/concepts/${submitted}/templates/count`)).body).toEqual({ count: 0 });
    expect((await w.as('REVIEWER').get(`/assets/concepts/${submitted}?groupTemplates=true`)).body.templates).toEqual(
      [],
    );
  });
  it("answers each template generation's highest version, or every version with groupTemplates=false", async () => {
    const admin = w.as('SELF_SERVICE_ADMIN');
    const upload = async (generation?: number) => {
      const form = new FormData();
      form.append(
        'file',
        new Blob(['<!doctype html><html><head></head><body>Hi</body></html>'], { type: 'text/html' }),
        '300x250-Grouped.html',
      );
      if (generation) form.append('generation', String(generation));
      const reply = await admin.post(`/assets/concepts/${submitted}/templates`, form);
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    };
    await upload();
    await upload(1);
    const versions = async (query: string) =>
      (await w.as('REVIEWER').get(`/assets/concepts/${submitted}${query}`)).body.templates.map(
        (v: { version: number }) => v.version,
      );
    expect(await versions('')).toEqual([2]);
    expect(await versions('?groupTemplates=true')).toEqual([2]);
    expect(await versions('?groupTemplates=false')).toEqual([1, 2]);
  });
});
