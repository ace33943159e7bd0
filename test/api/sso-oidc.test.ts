// Single sign-on through Google/OIDC end to end over HTTP (issue 22 §1): a real OpenID provider on loopback
// (oidc-provider), the product's GET /auth/google-login and callback through openid-client, the session it makes,
// and the refusals the identity-provider error screen shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteAndAccept } from '../support/fixtures';
import { useApiTest } from '../support/api-test';
import { oidcConfigAt, RedirectBrowser, startOidcIdp, type OidcIdp } from '../support/oidc-idp';

const api = useApiTest({ roles: ['MANAGER'], globex: ['MANAGER'] });
let idp: OidcIdp;

beforeAll(async () => {
  idp = await startOidcIdp(`${api.t.baseUrl}/api/v1/auth/google-callback`);
  // acme's config holds example.com, the fixture users' domain, in this file's database.
  const created = await api.su.post('/sso-configs', oidcConfigAt(idp, api.acme.partnerId));
  expect(created.status).toBe(201);
});
afterAll(() => idp?.close());

/** Starts the sign-in as a browser does and follows it to the UI page it ends on. */
async function signIn(username: string, browser = new RedirectBrowser()) {
  const app = new URL(api.t.baseUrl);
  const landed = await browser.follow(
    `${api.t.baseUrl}/api/v1/auth/google-login?${new URLSearchParams({ username })}`,
    (url) => url.host === app.host && !url.pathname.startsWith('/api/'),
  );
  return { landed, session: browser.cookieFor(app.host, 'varia_session'), browser };
}

describe('Google/OIDC sign-in', () => {
  it('signs a user of the partner in with a session and redirects with username, name and isNewUser', async () => {
    const { email } = api.user('MANAGER');
    idp.signInAs(email, 'Jane Doe');
    expect((await api.t.client().post('/auth/mode', { username: email })).body).toEqual({ authMode: 'google' });
    const { landed, session } = await signIn(email);
    expect(landed.pathname).toBe('/sso');
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      username: email,
      name: 'MANAGER user',
      isNewUser: 'false',
    });
    expect(session).toBeTruthy();
    const me = await fetch(`${api.t.baseUrl}/api/v1/auth/current-user`, {
      headers: { cookie: `varia_session=${session}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);
  });

  it('refuses, in words, an unknown e-mail, another partner, a deactivated user and an unverified e-mail', async () => {
    const refusal = async (typed: string) => {
      const { landed, session } = await signIn(typed);
      expect(landed.pathname).toBe('/sso-error');
      expect(session).toBeUndefined();
      return landed.searchParams.get('message');
    };
    idp.signInAs('stranger@example.com');
    expect(await refusal('stranger@example.com')).toBe(
      'No account exists for stranger@example.com. Ask your administrator to invite you, or to let single sign-on create accounts',
    );
    idp.signInAs(api.globex.users.MANAGER!.email);
    expect(await refusal(api.globex.users.MANAGER!.email)).toBe(
      'Your account belongs to another partner than this single sign-on',
    );
    const leaving = await inviteAndAccept(api.t, api.su, api.acme.partnerId, api.acme.childNodeId, 'REVIEWER');
    expect((await api.su.post(`/users/${leaving.id}/deactivate`)).status).toBe(200);
    idp.signInAs(leaving.email);
    expect(await refusal(leaving.email)).toBe('Your account is deactivated. Ask your administrator to activate it');
    idp.signInAs(api.user('MANAGER').email, 'Jane', false);
    expect(await refusal(api.user('MANAGER').email)).toBe(
      'The sign-in with your identity provider failed: the identity provider did not vouch for a verified e-mail',
    );
    // The provider vouches for an e-mail of a domain the config does not serve.
    idp.signInAs('jane@elsewhere.example.org');
    expect(await refusal(api.user('MANAGER').email)).toBe(
      'Your identity provider signed you in as jane@elsewhere.example.org, whose domain it does not serve',
    );
  });

  it('refuses a callback that did not start in this browser, and an e-mail without SSO', async () => {
    const { email } = api.user('MANAGER');
    idp.signInAs(email);
    const app = new URL(api.t.baseUrl);
    // Follow to the callback, then finish it in another browser (no flow cookie): login CSRF is refused.
    const callback = await new RedirectBrowser().follow(
      `${api.t.baseUrl}/api/v1/auth/google-login?${new URLSearchParams({ username: email })}`,
      (url) => url.host === app.host && url.pathname === '/api/v1/auth/google-callback',
    );
    const other = await new RedirectBrowser().follow(
      callback.href,
      (url) => url.host === app.host && !url.pathname.startsWith('/api/'),
    );
    expect(other.pathname).toBe('/sso-error');
    expect(other.searchParams.get('message')).toContain('began in another browser');
    const { landed } = await signIn('someone@no-sso.example.org');
    expect(landed.searchParams.get('message')).toBe('Single sign-on is not set up for this e-mail');
  });
});
