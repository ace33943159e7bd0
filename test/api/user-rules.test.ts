// Rules that keep the product usable: at least one active super user always remains (otherwise /partners
// and /users are out of reach for good: a restart creates no new one once a super user ever existed), and
// emails are bounded. Refusals append nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, EMAIL_TOO_LONG, REQUIRED } from '../../domain/shared/validation';
import { LAST_SUPER_USER } from '../../domain/user';
import { CANNOT_DEACTIVATE_YOURSELF } from '../../domain/user';
import { useApiTest } from '../support/api-test';
import { PASSWORD, partnerFixture } from '../support/fixtures';

const w = useApiTest();

let suId: string;

beforeAll(async () => {
  suId = (await w.su.get('/auth/current-user')).body.id;
});

const eventCount = async () =>
  Number((await w.t.system.deps.pool.query<{ n: string }>('SELECT count(*) AS n FROM es_event')).rows[0]!.n);

let made = 0;
/** A new internal user of the role, signed in. */
async function internalUser(role: 'SUPER' | 'ADMIN') {
  const email = `${role.toLowerCase()}-${++made}@varia.test`;
  const created = await w.su.post('/users', { email, name: `${role} ${made}`, role, password: PASSWORD });
  expect(created.status).toBe(201);
  const client = w.t.client();
  await client.login(email, PASSWORD);
  return { id: created.body.id as string, email, client };
}

/** The call is refused with 422 and the message, and nothing is appended. */
async function expectRefused(call: () => Promise<{ status: number; body: any }>, message: string) {
  const before = await eventCount();
  const reply = await call();
  expect(reply.status).toBe(422);
  expect(reply.body).toMatchObject({ code: 'UNPROCESSABLE_ENTITY', message });
  expect(await eventCount()).toBe(before);
}

describe('the last active super user', () => {
  it(`cannot demote itself: 422 '${LAST_SUPER_USER}', and keeps /partners and /users`, async () => {
    await expectRefused(() => w.su.put(`/users/${suId}`, { role: 'ADMIN' }), LAST_SUPER_USER);
    await expectRefused(() => w.su.put(`/users/${suId}`, { name: 'Still Super', role: 'ADMIN' }), LAST_SUPER_USER);
    expect((await w.su.get(`/users/${suId}`)).body).toMatchObject({
      role: 'SUPER',
      status: 'ACTIVE',
      name: 'Super Admin',
    });
    expect((await w.su.get('/partners/admin')).status).toBe(200);
    expect((await w.su.get('/users/admins')).status).toBe(200);
  });

  it(`cannot deactivate itself: 422 '${CANNOT_DEACTIVATE_YOURSELF}'`, async () => {
    await expectRefused(() => w.su.post(`/users/${suId}/deactivate`), CANNOT_DEACTIVATE_YOURSELF);
  });

  it('may still be renamed', async () => {
    expect((await w.su.put(`/users/${suId}`, { name: 'Root', role: 'SUPER' })).body).toMatchObject({
      name: 'Root',
      role: 'SUPER',
    });
    expect((await w.su.put(`/users/${suId}`, { name: 'Super Admin' })).status).toBe(200);
  });

  it('with two super users one may be demoted; then the other is the last one again', async () => {
    const second = await internalUser('SUPER');
    const demoted = await w.su.put(`/users/${second.id}`, { role: 'ADMIN' });
    expect(demoted.status).toBe(200);
    expect(demoted.body.role).toBe('ADMIN');
    expect((await second.client.get('/partners/admin')).status).toBe(403);
    await expectRefused(() => w.su.put(`/users/${suId}`, { role: 'ADMIN' }), LAST_SUPER_USER);
  });

  it('a deactivated super user does not count; once activated again, one of the two may step down', async () => {
    const other = await internalUser('SUPER');
    expect((await w.su.post(`/users/${other.id}/deactivate`)).body.status).toBe('DEACTIVATED');
    await expectRefused(() => w.su.put(`/users/${suId}`, { role: 'ADMIN' }), LAST_SUPER_USER);

    expect((await w.su.post(`/users/${other.id}/activate`)).body.status).toBe('ACTIVE');
    await other.client.login(other.email, PASSWORD);
    const steppedDown = await other.client.put(`/users/${other.id}`, { role: 'ADMIN' });
    expect(steppedDown.status).toBe(200);
    expect(steppedDown.body.role).toBe('ADMIN');
    // The bootstrap super user is the last one again.
    await expectRefused(() => w.su.put(`/users/${suId}`, { role: 'ADMIN' }), LAST_SUPER_USER);
  });

  it('an admin may be deactivated and demoted as before', async () => {
    const admin = await internalUser('ADMIN');
    expect((await w.su.post(`/users/${admin.id}/deactivate`)).body.status).toBe('DEACTIVATED');
    expect((await w.su.put(`/users/${admin.id}`, { role: 'SUPER' })).body.role).toBe('SUPER');
  });
});

describe('emails', () => {
  const ofLength = (length: number, domain = '@varia.test') => `${'e'.repeat(length - domain.length)}${domain}`;

  it(`accepts an email of ${EMAIL_MAX_LENGTH} characters`, async () => {
    const created = await w.su.post('/users', {
      email: ofLength(EMAIL_MAX_LENGTH),
      name: 'Long',
      role: 'ADMIN',
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    expect(created.body.email).toBe(ofLength(EMAIL_MAX_LENGTH));
  });

  it.each([EMAIL_MAX_LENGTH + 1, 10_240])(
    `refuses an internal user's email of %i characters: 400 '${EMAIL_TOO_LONG}'`,
    async (length) => {
      const before = await eventCount();
      const reply = await w.su.post('/users', {
        email: ofLength(length, '@other.test'),
        name: 'Long',
        role: 'ADMIN',
        password: PASSWORD,
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        code: 'UNPROCESSABLE_ENTITY',
        message: EMAIL_TOO_LONG,
        details: { field: 'email' },
      });
      expect(await eventCount()).toBe(before);
    },
  );

  it(`refuses an invitation to an email of more than ${EMAIL_MAX_LENGTH} characters`, async () => {
    const acme = await partnerFixture(w.t, w.su, []);
    const reply = await w.su.post(`/business-nodes/invitations/node/${acme.childNodeId}`, {
      email: ofLength(EMAIL_MAX_LENGTH + 1, '@acme.test'),
      role: 'REVIEWER',
      partnerId: acme.partnerId,
      isConceptOnly: false,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(EMAIL_TOO_LONG);
  });
});

it("refuses a name nobody can see: 400 'Required'", async () => {
  const reply = await w.su.post('/users', {
    email: 'invisible@varia.test',
    name: '\u200B\u200B',
    role: 'ADMIN',
    password: PASSWORD,
  });
  expect(reply.status).toBe(400);
  expect(reply.body).toMatchObject({ message: REQUIRED, details: { field: 'name' } });
});
