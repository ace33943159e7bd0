// TOTP recovery codes (issue 22 §4) over HTTP: issued at enrolment and shown once (only hashes kept, no code in an
// event), each signs in once in place of the app's code (wrong, reused and another user's refused), replaced by a new
// set with the password, dropped when two-factor sign-in is turned off. A file of its own: its sign-ins from one
// address stay under the login throttle's per-address limit.
import { describe, expect, it } from 'vitest';
import { WRONG_PASSWORD, WRONG_RECOVERY_CODE } from '../../api/routes/two-factor';
import { RECOVERY_CODE_COUNT } from '../../commands/totp-recovery-codes';
import { useApiTest } from '../support/api-test';
import { PASSWORD } from '../support/fixtures';
import { useTotp } from '../support/totp';

const w = useApiTest({ roles: ['REVIEWER', 'MANAGER', 'ANALYST'], globex: ['REVIEWER'] });

const { codeAt, enrol, passwordStep, userStream } = useTotp(w);

describe('TOTP recovery codes', () => {
  const recoveryCodeRows = async (userId: string) =>
    (
      await w.t.system.deps.pool.query<{ code_hash: string; used_at: Date | null }>(
        'SELECT code_hash, used_at FROM user_totp_recovery_code WHERE user_id = $1',
        [userId],
      )
    ).rows;
  const signInWith = async (email: string, body: Record<string, string>) => {
    const { challenge } = (await passwordStep(email)).body;
    const browser = w.t.client();
    return { browser, answer: await browser.post('/auth/login/totp', { challenge, ...body }) };
  };

  it('are issued at enrolment, kept as hashes only, and each signs in once in place of a code', async () => {
    const { id, email, client } = w.user('REVIEWER');
    const { recoveryCodes } = await enrol(client);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = JSON.stringify([await userStream(id), await recoveryCodeRows(id)]);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
    expect((await userStream(id)).at(-1)!.data).toEqual({ userId: id, count: RECOVERY_CODE_COUNT });

    const before = (await userStream(id)).length;
    const wrong = await signInWith(email, { recoveryCode: 'aaaaa-aaaaa' });
    expect(wrong.answer.status).toBe(401);
    expect(wrong.answer.body.message).toBe(WRONG_RECOVERY_CODE);
    expect((await wrong.browser.get('/auth/current-user')).status).toBe(401);
    // Neither a code nor a recovery code, or both: bad input, nothing written.
    const { challenge } = (await passwordStep(email)).body;
    expect((await w.t.client().post('/auth/login/totp', { challenge })).status).toBe(400);
    const both = await w.t
      .client()
      .post('/auth/login/totp', { challenge, code: '123456', recoveryCode: recoveryCodes[0] });
    expect(both.status).toBe(400);
    expect((await userStream(id)).length).toBe(before);

    const right = await signInWith(email, { recoveryCode: recoveryCodes[0]! });
    expect(right.answer.status).toBe(200);
    expect(right.answer.body.email).toBe(email);
    expect(right.answer.body.recoveryCodes).toBeUndefined();
    expect((await right.browser.get('/auth/current-user')).status).toBe(200);
    expect((await userStream(id)).at(-1)).toMatchObject({
      type: 'TotpRecoveryCodeUsed',
      data: { userId: id, remaining: RECOVERY_CODE_COUNT - 1 },
    });
    expect((await right.browser.get('/auth/totp')).body.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);

    // Used once: refused the second time.
    const reused = await signInWith(email, { recoveryCode: recoveryCodes[0]! });
    expect(reused.answer.status).toBe(401);
    expect(reused.answer.body.message).toBe(WRONG_RECOVERY_CODE);
    // Typed in capitals without the dash, another code still works.
    const typed = await signInWith(email, { recoveryCode: recoveryCodes[1]!.toUpperCase().replace('-', '') });
    expect(typed.answer.status).toBe(200);
    expect((await recoveryCodeRows(id)).filter((row) => row.used_at !== null)).toHaveLength(2);
  });

  it("another user's code signs nobody in", async () => {
    const owner = w.user('MANAGER');
    const stranger = w.globex.users.REVIEWER!;
    const { recoveryCodes } = await enrol(owner.client);
    await enrol(stranger.client);
    const before = (await userStream(stranger.id)).length;
    const { answer } = await signInWith(stranger.email, { recoveryCode: recoveryCodes[2]! });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(WRONG_RECOVERY_CODE);
    expect((await userStream(stranger.id)).length).toBe(before);
    // The owner's code is still unused.
    expect((await signInWith(owner.email, { recoveryCode: recoveryCodes[2]! })).answer.status).toBe(200);
  });

  it('are replaced by a new set with the password; the old set stops working; turning off drops them', async () => {
    const { id, email, client } = w.user('ANALYST');
    const notOn = await client.post('/auth/totp/recovery-codes', { password: PASSWORD });
    expect(notOn.status).toBe(409);
    const { secret, recoveryCodes: old } = await enrol(client);
    expect((await signInWith(email, { recoveryCode: old[0]! })).answer.status).toBe(200);

    const before = (await userStream(id)).length;
    const wrongPassword = await client.post('/auth/totp/recovery-codes', { password: 'wrong' });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.message).toBe(WRONG_PASSWORD);
    expect((await userStream(id)).length).toBe(before);

    const renewed = await client.post('/auth/totp/recovery-codes', { password: PASSWORD });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    const fresh: string[] = renewed.body.recoveryCodes;
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    expect((await client.get('/auth/totp')).body.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT);
    expect((await signInWith(email, { recoveryCode: old[1]! })).answer.status).toBe(401);
    expect((await signInWith(email, { recoveryCode: fresh[0]! })).answer.status).toBe(200);

    expect(
      (await client.post('/auth/totp/disable', { password: PASSWORD, code: await codeAt(secret, 0) })).status,
    ).toBe(200);
    expect(await recoveryCodeRows(id)).toEqual([]);
    expect((await client.get('/auth/totp')).body.recoveryCodesLeft).toBe(0);
  });
});
