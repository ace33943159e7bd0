// Browser: the /sso-configs screens (issue 22 §1; spec 3 §2). A super user creates a SAML config for acme's domain and
// a user signs in through the test SAML IdP; the config is switched to Google/OIDC (its client secret write-only: said
// to be set, never shown) and the user signs in through the OpenID provider; then it is deleted after a confirmation
// and the e-mail signs in with a password again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startOidcIdp, type OidcIdp } from '../support/oidc-idp';
import { startSamlIdp, type SamlIdp } from '../support/saml-idp';
import { browserSuite } from './suite';

describe('SSO configuration screens', () => {
  const suite = browserSuite({}, { roles: ['MANAGER'] });
  let saml: SamlIdp;
  let oidc: OidcIdp;

  beforeAll(async () => {
    saml = await startSamlIdp();
    oidc = await startOidcIdp(`${suite.t.baseUrl}/api/v1/auth/google-callback`);
  });
  afterAll(async () => {
    await saml?.close();
    await oidc?.close();
  });

  /** The manager signs in from the e-mail-first login page through the config's identity provider. */
  async function signInThroughSso() {
    const { email } = suite.user('MANAGER');
    const { page } = await suite.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await page.waitForURL((url) => url.origin === suite.t.baseUrl && !/^\/(login|sso)/.test(url.pathname));
    const me = await page.request.get(`${suite.t.baseUrl}/api/v1/auth/current-user`);
    expect(((await me.json()) as { email: string }).email).toBe(email);
    await page.close();
  }

  /** The form's field of this label (the page's client switcher has a 'Client Name' too). */
  const fill = async (page: Page, label: string, value: string) =>
    page.getByRole('form', { name: 'SSO config' }).getByLabel(label).fill(value);

  it('creates a SAML config, switches it to Google/OIDC, signs in through each, and deletes it', async () => {
    const { email } = suite.user('MANAGER');
    saml.signInAs(email);
    oidc.signInAs(email);
    const acme = (await suite.su.get(`/partners/${suite.acme.partnerId}`)).body.name as string;
    const su = await suite.signedIn('SUPER', '/sso-configs');
    await su.getByText('No SSO configs yet').waitFor();
    await su.getByRole('link', { name: 'New SSO config' }).first().click();
    await su.waitForURL((url) => url.pathname === '/sso-configs/new');
    await su.getByLabel('Partner').click();
    await su.getByRole('option', { name: acme }).click();
    await fill(su, 'Name', 'Acme sign-in');
    await fill(su, 'E-mail domains', 'example.com');
    await fill(su, 'IdP entry point', saml.entryPoint);
    await fill(su, 'IdP certificate', saml.cert);
    await fill(su, 'IdP issuer', saml.entityId);
    await su.getByRole('button', { name: 'Save' }).click();
    await su.waitForURL((url) => url.pathname === '/sso-configs');
    const row = su.getByRole('row', { name: /Acme sign-in/ });
    await row.getByText('SAML 2.0').waitFor();
    await signInThroughSso();

    // Switch the sign-in mode to Google/OIDC: the SAML fields give way to the issuer, client id and write-only secret.
    await row.getByRole('link', { name: 'Edit' }).click();
    await su.getByText('ACS URL (HTTP-POST)').waitFor();
    await su.getByRole('button', { name: 'Google / OpenID Connect' }).click();
    await su.getByText('Not set').waitFor();
    await fill(su, 'Issuer', oidc.issuer);
    await fill(su, 'Client id', oidc.clientId);
    await fill(su, 'Client secret', oidc.clientSecret);
    await su.getByRole('button', { name: 'Save' }).click();
    await su.waitForURL((url) => url.pathname === '/sso-configs');
    await row.getByText('Google / OpenID Connect').waitFor();
    await row.getByText('Set', { exact: true }).waitFor();
    await row.getByRole('link', { name: 'Edit' }).click();
    await su.getByText('Set. Type a new one to replace it').waitFor();
    expect(await su.getByRole('form', { name: 'SSO config' }).getByLabel('Client secret').inputValue()).toBe('');
    expect(await su.content()).not.toContain(oidc.clientSecret);
    await su.getByRole('button', { name: 'Cancel' }).click();
    await signInThroughSso();

    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = su.getByRole('dialog', { name: 'Delete Acme sign-in?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await su.getByText('No SSO configs yet').waitFor();
    expect((await suite.t.client().post('/auth/mode', { username: email })).body).toEqual({ authMode: 'password' });
    await su.close();
  }, 120_000);

  it('is in the user menu of a top admin, not of a partner role', async () => {
    const su = await suite.signedIn('SUPER');
    await su.getByRole('button', { name: 'User menu' }).click();
    await su.getByRole('menuitem', { name: 'SSO configuration' }).click();
    await su.getByRole('heading', { name: 'SSO configuration', exact: true }).waitFor();
    await su.close();
    const manager = await suite.signedIn('MANAGER');
    await manager.getByRole('button', { name: 'User menu' }).click();
    await manager.getByRole('menuitem').first().waitFor();
    expect(await manager.getByRole('menuitem', { name: 'SSO configuration' }).count()).toBe(0);
    await manager.close();
  });
});
