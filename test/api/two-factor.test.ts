// Two-factor sign-in (TOTP, issue 22 §4) over HTTP: enrol and confirm (the secret sealed at rest, never in an event),
// sign in with and without a code, wrong and replayed codes, the login throttle on codes, disable, and a partner that
// requires it (its own admins only); not offered to single sign-on users. Codes are computed from the enrolled
// secret with the product's library.
import { describe, expect, it } from 'vitest';
import { MAX_CONSECUTIVE_FAILURES } from '../../api/auth/login-throttle';
import {
  CHALLENGE_INVALID,
  REQUIRED_BY_PARTNER,
  SSO_USERS_HAVE_NO_TOTP,
  WRONG_PASSWORD,
} from '../../api/routes/two-factor';
import { RECOVERY_CODE_COUNT } from '../../commands/totp-recovery-codes';
import { WRONG_CODE } from '../../commands/two-factor';
import { useApiTest } from '../support/api-test';
import { PASSWORD } from '../support/fixtures';
import { secretOf, useTotp, wrongCodeFor } from '../support/totp';

const w = useApiTest({
  roles: ['MANAGER', 'REVIEWER', 'ANALYST', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_ADMIN'],
  globex: ['SELF_SERVICE_ADMIN'],
});

const { codeAt, enrol, passwordStep, userStream } = useTotp(w);

describe('two-factor sign-in', () => {
  it('enrols: a setup answers an otpauth URL and its QR code, a right code turns it on; the secret is sealed', async () => {
    const { id, email, client } = w.user('MANAGER');
    expect((await client.get('/auth/totp')).body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const setup = await client.post('/auth/totp/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Varia:.+\?.*secret=[A-Z2-7]+/);
    expect(decodeURIComponent(setup.body.otpauthUrl)).toContain(email);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    const secret = secretOf(setup.body.otpauthUrl);

    const before = (await userStream(id)).length;
    const wrong = await client.post('/auth/totp/confirm', { code: wrongCodeFor(await codeAt(secret, 0)) });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(WRONG_CODE);
    expect((await client.post('/auth/totp/confirm', { code: '12ab56' })).status).toBe(400);
    expect((await userStream(id)).length).toBe(before);

    const confirmed = await client.post('/auth/totp/confirm', { code: await codeAt(secret, 0) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect(confirmed.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await client.get('/auth/totp')).body).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    const events = await userStream(id);
    expect(events.slice(-2).map((e) => e.type)).toEqual(['TotpEnabled', 'TotpRecoveryCodesIssued']);
    expect(JSON.stringify(events)).not.toContain(secret);
    const { rows } = await w.t.system.deps.pool.query(`SELECT * FROM user_totp WHERE user_id = $1`, [id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secret);
    // On already: another setup is refused.
    expect((await client.post('/auth/totp/setup')).status).toBe(409);
  });

  it('signs in with a code after the password; no session before; a wrong or replayed code is refused', async () => {
    const { email, client } = w.user('REVIEWER');
    const { secret } = await enrol(client);

    const first = await passwordStep(email);
    expect(first.status).toBe(202);
    expect(first.body.step).toBe('code');
    expect(first.headers.getSetCookie()).toEqual([]);

    const browser = w.t.client();
    const wrong = await browser.post('/auth/login/totp', {
      challenge: first.body.challenge,
      code: wrongCodeFor(await codeAt(secret, 0)),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(WRONG_CODE);
    expect((await browser.get('/auth/current-user')).status).toBe(401);
    const forged = await browser.post('/auth/login/totp', { challenge: 'x' + first.body.challenge, code: '123456' });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe(CHALLENGE_INVALID);

    const code = await codeAt(secret, 0);
    const signedIn = await browser.post('/auth/login/totp', { challenge: first.body.challenge, code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.email).toBe(email);
    expect((await browser.get('/auth/current-user')).status).toBe(200);

    // The same code again, even with a new challenge: taken once.
    const again = await passwordStep(email);
    const replayed = await w.t.client().post('/auth/login/totp', { challenge: again.body.challenge, code });
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe(WRONG_CODE);
    // An older step's code after a newer one: refused too.
    const older = await w.t.client().post('/auth/login/totp', {
      challenge: again.body.challenge,
      code: await codeAt(secret, -1),
    });
    expect(older.status).toBe(401);
  });

  it('counts wrong codes in the login throttle', async () => {
    const { email, client } = w.user('ANALYST');
    const { secret } = await enrol(client);
    const { challenge } = (await passwordStep(email)).body;
    const wrongCode = wrongCodeFor(await codeAt(secret, 0));
    // The password step counted one attempt, kept until a right code.
    for (let i = 1; i < MAX_CONSECUTIVE_FAILURES; i++)
      expect((await w.t.client().post('/auth/login/totp', { challenge, code: wrongCode })).status).toBe(401);
    const throttled = await w.t.client().post('/auth/login/totp', { challenge, code: await codeAt(secret, 0) });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('turns off with the password and a code; then the password alone signs in', async () => {
    const { id, email, client } = w.user('SELF_SERVICE_MANAGER');
    const { secret } = await enrol(client);
    const wrongPassword = await client.post('/auth/totp/disable', { password: 'wrong', code: await codeAt(secret, 0) });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.message).toBe(WRONG_PASSWORD);
    const before = (await userStream(id)).length;
    const off = await client.post('/auth/totp/disable', { password: PASSWORD, code: await codeAt(secret, 0) });
    expect(off.status).toBe(200);
    expect(off.body.enabled).toBe(false);
    const events = await userStream(id);
    expect(events.slice(before).map((e) => e.type)).toEqual(['TotpDisabled']);
    expect((await passwordStep(email)).status).toBe(200);
    // Off already: nothing to turn off.
    expect(
      (await client.post('/auth/totp/disable', { password: PASSWORD, code: await codeAt(secret, 1) })).status,
    ).toBe(422);
  });

  it("a partner's admin requires it: a user without it enrols right after the password; another partner's admin cannot change it", async () => {
    const admin = w.as('SELF_SERVICE_ADMIN');
    const { partnerId } = w.acme;
    const outsider = await w.globex.users.SELF_SERVICE_ADMIN!.client.put(`/partners/${partnerId}/two-factor`, {
      required: true,
    });
    expect(outsider.status).toBe(403);
    expect((await w.as('MANAGER').put(`/partners/${partnerId}/two-factor`, { required: true })).status).toBe(403);
    expect((await w.t.system.deps.store.readStream(`Partner-${partnerId}`)).at(-1)!.type).not.toBe(
      'PartnerTwoFactorRequirementChanged',
    );

    const required = await admin.put(`/partners/${partnerId}/two-factor`, { required: true });
    expect(required.status).toBe(200);
    expect(required.body).toEqual({ required: true });
    expect((await w.t.system.deps.store.readStream(`Partner-${partnerId}`)).at(-1)!.data).toEqual({
      partnerId,
      required: true,
    });
    expect((await w.su.get(`/partners/${partnerId}`)).body.twoFactorRequired).toBe(true);

    // The admin has no TOTP yet: the password step sends them to enrol, with no session.
    const { email } = w.user('SELF_SERVICE_ADMIN');
    const first = await passwordStep(email);
    expect(first.status).toBe(202);
    expect(first.body.step).toBe('enrol');
    const browser = w.t.client();
    const setup = await browser.post('/auth/login/totp-setup', { challenge: first.body.challenge });
    expect(setup.status).toBe(200);
    const secret = secretOf(setup.body.otpauthUrl);
    expect((await browser.get('/auth/current-user')).status).toBe(401);
    const signedIn = await browser.post('/auth/login/totp', {
      challenge: first.body.challenge,
      code: await codeAt(secret, 0),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await browser.get('/auth/totp')).body).toEqual({
      enabled: true,
      required: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    // Required: it cannot be turned off, and the next sign-in asks a code.
    const off = await browser.post('/auth/totp/disable', { password: PASSWORD, code: await codeAt(secret, 1) });
    expect(off.status).toBe(422);
    expect(off.body.message).toBe(REQUIRED_BY_PARTNER);
    const next = await passwordStep(email);
    expect(next.body.step).toBe('code');
    // A code step's challenge does not open an enrolment.
    expect((await w.t.client().post('/auth/login/totp-setup', { challenge: next.body.challenge })).status).toBe(401);

    expect((await admin.put(`/partners/${partnerId}/two-factor`, { required: false })).body).toEqual({
      required: false,
    });
  });

  it('is not offered to users who sign in through single sign-on (their identity provider does it)', async () => {
    const sso = await w.su.post('/sso-configs', {
      partnerId: w.acme.partnerId,
      name: 'Acme Google',
      provider: 'google',
      emailDomains: ['example.com'],
      issuer: 'https://accounts.example.com',
      clientId: 'acme-client',
      clientSecret: 'acme-secret',
    });
    expect(sso.status).toBe(201);
    const refused = await w.as('SELF_SERVICE_MANAGER').post('/auth/totp/setup');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(SSO_USERS_HAVE_NO_TOTP);
    expect((await w.su.delete(`/sso-configs/${sso.body.id}`)).status).toBe(200);
  });
});
