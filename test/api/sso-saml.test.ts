// Single sign-on through SAML 2.0 end to end over HTTP (issue 22 §1): the product's GET /auth/saml-login sends an
// AuthnRequest to a test IdP on loopback (test/support/saml-idp.ts), whose signed Response is posted to the ACS and
// checked by node-saml; then the session every SSO makes, or a refusal in words, with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApiTest } from '../support/api-test';
import { samlConfigAt, startSamlIdp, type AnswerOptions, type SamlIdp } from '../support/saml-idp';

const api = useApiTest({ roles: ['MANAGER'] });
let idp: SamlIdp;
let configId: string;

beforeAll(async () => {
  idp = await startSamlIdp();
  const created = await api.su.post('/sso-configs', samlConfigAt(idp, api.acme.partnerId));
  expect(created.status).toBe(201);
  configId = (created.body as { id: string }).id;
});
afterAll(() => idp?.close());

/** GET /auth/saml-login as a browser: the redirect to the IdP, carrying the AuthnRequest. */
async function startSignIn(username: string) {
  const response = await fetch(`${api.t.baseUrl}/api/v1/auth/saml-login?${new URLSearchParams({ username })}`, {
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return response.headers.get('location')!;
}

/** Posts the IdP's answer to the ACS as the IdP's auto-submitting page does; where it leads and the session. */
async function post(answer: { acsUrl: string; SAMLResponse: string }) {
  const response = await fetch(answer.acsUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: answer.SAMLResponse }),
  });
  expect(response.status).toBe(302);
  const session = response.headers
    .getSetCookie()
    .map((cookie) => /^varia_session=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);
  return { landed: new URL(response.headers.get('location')!, api.t.baseUrl), session };
}

const written = async () => ({
  head: await api.t.system.deps.store.headPosition(),
  sessions: (await api.t.system.deps.pool.query('SELECT count(*)::int AS n FROM auth_session')).rows[0].n as number,
});

describe('SAML sign-in', () => {
  it('sends an AuthnRequest to the IdP and publishes our metadata', async () => {
    const location = new URL(await startSignIn(api.user('MANAGER').email));
    expect(`${location.origin}${location.pathname}`).toBe(idp.entryPoint);
    expect(location.searchParams.get('SAMLRequest')).toBeTruthy();
    const metadata = await fetch(`${api.t.baseUrl}/api/v1/auth/saml/${configId}/metadata`);
    expect(metadata.status).toBe(200);
    expect(metadata.headers.get('content-type')).toContain('application/samlmetadata+xml');
    const xml = await metadata.text();
    expect(xml).toContain(`entityID="urn:varia:sso-config:${configId}"`);
    expect(xml).toContain(`Location="${api.t.baseUrl}/api/v1/auth/saml/${configId}/acs"`);
    expect((await fetch(`${api.t.baseUrl}/api/v1/auth/saml/${'0'.repeat(24)}/metadata`)).status).toBe(404);
  });

  it('signs a user of the partner in from a signed answer, with username, name and isNewUser', async () => {
    const { email } = api.user('MANAGER');
    expect((await api.t.client().post('/auth/mode', { username: email })).body).toEqual({ authMode: 'saml' });
    idp.signInAs(email, 'Jane Doe');
    const { landed, session } = await post(idp.answer(await startSignIn(email)));
    expect(landed.pathname).toBe('/sso');
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      username: email,
      name: 'MANAGER user',
      isNewUser: 'false',
    });
    const me = await fetch(`${api.t.baseUrl}/api/v1/auth/current-user`, {
      headers: { cookie: `varia_session=${session}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);
  });

  it('refuses a wrong or missing signature, another audience, an expired answer, a replay and a foreign domain', async () => {
    const { email } = api.user('MANAGER');
    idp.signInAs(email);
    const failed = (reason: string) => `The sign-in with your identity provider failed: ${reason}`;
    const refusal = async (options: AnswerOptions, requestUrl?: string) => {
      const before = await written();
      const { landed, session } = await post(idp.answer(requestUrl ?? (await startSignIn(email)), options));
      expect(landed.pathname).toBe('/sso-error');
      expect(session).toBeUndefined();
      expect(await written()).toEqual(before);
      return landed.searchParams.get('message');
    };
    expect(await refusal({ signedBy: 'stranger' })).toBe(failed("the identity provider's signature did not verify"));
    expect(await refusal({ signedBy: 'nobody' })).toBe(failed("the identity provider's signature did not verify"));
    expect(await refusal({ audience: 'urn:varia:sso-config:someone-else' })).toBe(
      failed('the answer was meant for another service'),
    );
    expect(await refusal({ shiftMs: -60 * 60 * 1000 })).toBe(failed('the answer has expired; sign in again'));
    expect(await refusal({ email: 'jane@elsewhere.example.org' })).toBe(
      'Your identity provider signed you in as jane@elsewhere.example.org, whose domain it does not serve',
    );
    // The same request answered twice: the first answer signs in, the second is a replay.
    const requestUrl = await startSignIn(email);
    const answer = idp.answer(requestUrl);
    expect((await post(answer)).landed.pathname).toBe('/sso');
    const before = await written();
    const replay = await post(answer);
    expect(replay.landed.searchParams.get('message')).toBe(
      failed('the answer was already used, or not asked for by this sign-in; start again'),
    );
    expect(replay.session).toBeUndefined();
    expect(await written()).toEqual(before);
    // A request whose answer was refused is used up: a good answer to it afterwards is refused too.
    const refusedOnce = await startSignIn(email);
    await refusal({ signedBy: 'stranger' }, refusedOnce);
    expect(await refusal({}, refusedOnce)).toBe(
      failed('the answer was already used, or not asked for by this sign-in; start again'),
    );
  });
});

describe('provisioning at a first sign-in', () => {
  it("makes an unknown e-mail of the domain a user on the config's node with its role, once", async () => {
    const { partnerId: _partnerId, ...settings } = samlConfigAt(idp, api.acme.partnerId);
    const provisioning = { businessNodeId: api.acme.childNodeId, role: 'REVIEWER' };
    expect((await api.su.put(`/sso-configs/${configId}`, { ...settings, provisioning })).status).toBe(200);
    const email = 'new.hire@example.com';
    idp.signInAs(email, 'New Hire');
    const first = await post(idp.answer(await startSignIn(email)));
    expect(first.landed.pathname).toBe('/sso');
    expect(Object.fromEntries(first.landed.searchParams)).toEqual({
      username: email,
      name: 'New Hire',
      isNewUser: 'true',
    });
    const { rows } = await api.t.system.deps.pool.query(
      `SELECT id, role, status, partner_id AS "partnerId", business_node_ids AS "nodes" FROM user_account WHERE email = $1`,
      [email],
    );
    expect(rows).toEqual([
      {
        id: expect.any(String),
        role: 'REVIEWER',
        status: 'ACTIVE',
        partnerId: api.acme.partnerId,
        nodes: [api.acme.childNodeId],
      },
    ]);
    const events = await api.t.system.deps.store.readStream(`User-${rows[0].id}`);
    expect(events.map((e) => e.type)).toEqual(['UserProvisioned']);
    expect(events[0]!.data).toMatchObject({ ssoConfigId: configId, name: 'New Hire' });
    const me = await fetch(`${api.t.baseUrl}/api/v1/auth/current-user`, {
      headers: { cookie: `varia_session=${first.session}` },
    });
    expect(((await me.json()) as { role: string }).role).toBe('REVIEWER');
    // The next sign-in finds the user: nothing is made again.
    const again = await post(idp.answer(await startSignIn(email)));
    expect(again.landed.searchParams.get('isNewUser')).toBe('false');
    expect(await api.t.system.deps.store.readStream(`User-${rows[0].id}`)).toHaveLength(1);
  });
});
