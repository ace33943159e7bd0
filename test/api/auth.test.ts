import { describe, expect, it } from 'vitest';
import { MAX_CONSECUTIVE_FAILURES } from '../../api/auth/login-throttle';
import { SUPER } from '../support/app';
import { useApiTest } from '../support/api-test';

const w = useApiTest({ config: { sessionMaxAgeMs: 1500 } });

describe('sign-in and sessions', () => {
  it('signs in with the stored-session shape and an httpOnly cookie', async () => {
    const client = w.t.client();
    const reply = await client.post('/auth/login', { username: SUPER.email, password: SUPER.password });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['email', 'id', 'isConceptOnly', 'role', 'username']);
    expect(reply.body).toMatchObject({
      role: 'SUPER',
      username: SUPER.email,
      email: SUPER.email,
      isConceptOnly: false,
    });
    const cookie = reply.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await client.get('/auth/current-user');
    expect(me.body).toMatchObject({ id: reply.body.id, role: 'SUPER', name: 'Super Admin' });
  });

  it('answers a wrong password and an unknown email alike, with no hint which part was wrong', async () => {
    const wrongPassword = await w.t
      .client()
      .post('/auth/login', { username: SUPER.email, password: 'not-the-password' });
    const unknownUser = await w.t
      .client()
      .post('/auth/login', { username: 'nobody@example.com', password: 'whatever' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(wrongPassword.body.message).toBe('The email or password is incorrect');
  });

  it('rate-limits repeated failed logins with 429 Too Many Requests', async () => {
    const email = 'target@example.com';
    for (let i = 0; i < MAX_CONSECUTIVE_FAILURES; i++)
      expect((await w.t.client().post('/auth/login', { username: email, password: 'x' })).status).toBe(401);
    const blocked = await w.t.client().post('/auth/login', { username: email, password: 'x' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too Many Requests');
  });

  it('answers 401 to current-user when signed out, and after logout', async () => {
    const client = w.t.client();
    expect((await client.get('/auth/current-user')).status).toBe(401);
    await client.login(SUPER.email, SUPER.password);
    expect((await client.post('/auth/logout')).status).toBe(200);
    const after = await client.get('/auth/current-user');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('NOT_AUTHORIZED');
  });

  it('slides the session on activity and ends it after max age without activity', async () => {
    const client = w.t.client();
    await client.login(SUPER.email, SUPER.password);
    // Active every 500 ms for 2.5 s: longer than the 1.5 s max age, still signed in.
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 500));
      expect((await client.get('/auth/current-user')).status).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 1700));
    expect((await client.get('/auth/current-user')).status).toBe(401);
  });

  it('tells the auth mode for a username', async () => {
    expect((await w.t.client().post('/auth/mode', { username: SUPER.email })).body).toEqual({ authMode: 'password' });
  });

  it('stores passwords only as Argon2id hashes', async () => {
    const { rows } = await w.t.system.deps.pool.query<{ password_hash: string }>(
      'SELECT password_hash FROM user_account WHERE lower(email) = $1',
      [SUPER.email],
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]!.password_hash).not.toContain(SUPER.password);
  });
});
