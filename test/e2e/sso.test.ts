// Browser: single sign-on through a real OpenID provider on loopback (issue 22 §1). The login page asks for the
// e-mail first; its domain's config turns the password into 'Continue with single sign-on', the provider signs the
// user in, and the product lands on the user's home; a refusal lands on the identity-provider error screen in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcConfigAt, startOidcIdp, type OidcIdp } from '../support/oidc-idp';
import { browserSuite } from './suite';

describe('Single sign-on in the browser', () => {
  const suite = browserSuite({}, { roles: ['MANAGER'] });
  let idp: OidcIdp;

  beforeAll(async () => {
    idp = await startOidcIdp(`${suite.t.baseUrl}/api/v1/auth/google-callback`);
    const created = await suite.su.post('/sso-configs', oidcConfigAt(idp, suite.acme.partnerId));
    expect(created.status).toBe(201);
  });
  afterAll(() => idp?.close());

  it('signs a user in through the OIDC provider from the e-mail-first login page', async () => {
    const { email } = suite.user('MANAGER');
    idp.signInAs(email, 'Jane Doe');
    const { page } = await suite.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await page.waitForURL((url) => url.origin === suite.t.baseUrl && !/^\/(login|sso)/.test(url.pathname));
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    const me = await page.request.get(`${suite.t.baseUrl}/api/v1/auth/current-user`);
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);
  });

  it('shows the refusal of an unknown e-mail on the identity-provider error screen', async () => {
    idp.signInAs('stranger@example.com');
    const { page } = await suite.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('stranger@example.com');
    await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await page.waitForURL((url) => url.pathname === '/sso-error');
    await page.getByRole('alert').getByText('No account exists for stranger@example.com').waitFor();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
