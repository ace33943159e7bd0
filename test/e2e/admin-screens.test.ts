// Browser: what walking the administration screens as a user found missing (issue 22; spec 3 §2). A self-service
// admin reaches a node's integrations from the partner tree (the 'edit media platform' flag of §6), whose fields line
// up, and goes back;
// the admin lists keep their filters and page in the URL, so a reload or a shared link shows the same rows, and their
// search box shows its whole placeholder; a super
// user fills a SAML config's IdP fields from the IdP's metadata (issue 22 §1). A list shows a loading indicator while
// its first page comes (held in the browser, as a busy server holds it while the demo seeds), and its empty state
// only once it came with no rows. The partner tree says why a node cannot be deleted, by its button's tooltip and on
// the Del key, and is used from the keyboard alone: move, rename (F2) and delete (Del) after a confirmation. A super
// user on a node with no cloud connector to connect is led to make one.
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { SUPER } from '../support/app';
import { addNode } from '../support/fixtures';
import { tooltipOf } from './browser';
import { browserSuite } from './suite';

const ONLY_EMPTY = 'Only a node without child nodes and users can be deleted.';

/** Holds the page's requests to `pattern` until the answer's release is called; then they go on to the API. */
async function held(page: Page, pattern: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const seen = new Promise<void>((resolve) => (asked = resolve));
  await page.route(pattern, async (route: Route) => {
    asked();
    await released;
    await route.continue();
  });
  return { seen, release };
}

describe('Administration screens', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN', 'MANAGER', 'REVIEWER'], globex: [] });

  it('opens a node’s integrations from the partner tree, named after the node, and goes back to the tree', async () => {
    const page = await suite.signedIn('SELF_SERVICE_ADMIN');
    await page.goto('/admin/tree');
    const tree = page.getByRole('tree', { name: 'Business nodes' });
    await tree.getByRole('treeitem', { name: 'Germany' }).waitFor();
    await page.getByRole('link', { name: 'Integrations of Germany' }).click();
    await page.waitForURL(`**/admin/integration/${suite.acme.childNodeId}`);
    await page.getByRole('heading', { name: 'Integrations of Germany' }).waitFor();
    await page.getByText('No integrations yet').waitFor();
    // A platform's ID fields, wrapped one under the other, line up (the wrapped ones were indented).
    const cm360 = page.getByRole('region', { name: 'Google Campaign Manager' });
    const leftOf = async (label: string) => (await cm360.getByLabel(label).boundingBox())!.x;
    expect(await leftOf('Network ID')).toBe(await leftOf('Advertiser ID'));
    await page.getByRole('link', { name: 'Partner tree' }).click();
    await page.waitForURL('**/admin/tree');
    await tree.getByRole('treeitem', { name: 'Germany' }).waitFor();
    await page.close();
  });

  it('keeps the users list’s search in the URL through a reload, and opens markets filtered by a link', async () => {
    const manager = suite.user('MANAGER').email;
    const reviewer = suite.user('REVIEWER').email;
    const page = await suite.signedIn('SELF_SERVICE_ADMIN');
    await page.goto('/admin/users');
    await page.getByRole('cell', { name: reviewer, exact: true }).waitFor();
    // The search box shows its whole placeholder.
    const fits = await page.getByPlaceholder('Search by name or email').evaluate((element) => {
      const input = element as HTMLInputElement;
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);
    await page.getByPlaceholder('Search by name or email').fill('manager');
    await page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').q === 'manager');
    await page.getByRole('cell', { name: reviewer, exact: true }).waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('cell', { name: manager, exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: reviewer, exact: true }).count()).toBe(0);
    expect(await page.getByPlaceholder('Search by name or email').inputValue()).toBe('manager');

    const spain = await suite.su.post(`/markets/create/${suite.acme.partnerId}`, { name: 'Spain' });
    expect(spain.status).toBe(201);
    await page.goto(`/admin/markets?filter=${encodeURIComponent(JSON.stringify({ q: 'Spa' }))}`);
    await page.getByRole('cell', { name: 'Spain', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'Germany', exact: true }).count()).toBe(0);
    await page.close();
  }, 60_000);
  it('fills a SAML config’s IdP fields from its metadata, says what it cannot read, and warns right of a delete', async () => {
    const acme = (await suite.su.get(`/partners/${suite.acme.partnerId}`)).body.name as string;
    const cert = 'MIIBszCCAVmgAwIBAgIUVariaTestIdpSigningCertificate';
    const idp = 'https://idp.example.com';
    const metadata = `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#"
  entityID="${idp}/metadata">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="encryption"><ds:KeyInfo><ds:X509Data>
      <ds:X509Certificate>RW5jcnlwdGlvbk9ubHk=</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data>
      <ds:X509Certificate>
        ${cert}
      </ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${idp}/sso/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${idp}/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
    const su = await suite.signedIn('SUPER');
    await su.goto('/sso-configs/new');
    const form = su.getByRole('form', { name: 'SSO config' });
    await form.getByLabel('Partner').click();
    await su.getByRole('option', { name: acme }).click();
    await form.getByLabel('Name').fill('Acme from metadata');
    await form.getByLabel('E-mail domains').fill('metadata.example');

    await form.getByRole('button', { name: 'Fill from IdP metadata' }).click();
    const dialog = su.getByRole('dialog', { name: 'Fill from IdP metadata' });
    const pasted = dialog.getByLabel('IdP metadata (XML)');
    await pasted.fill('<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"/>');
    await dialog.getByRole('button', { name: 'Fill', exact: true }).click();
    await dialog.getByText("This is not a SAML identity provider's metadata: it has no IDPSSODescriptor").waitFor();
    await pasted.fill(metadata);
    await dialog.getByRole('button', { name: 'Fill', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await form.getByLabel('IdP entry point').inputValue()).toBe(`${idp}/sso`);
    expect(await form.getByLabel('IdP certificate').inputValue()).toBe(cert);
    expect(await form.getByLabel('IdP issuer').inputValue()).toBe(`${idp}/metadata`);

    await form.getByRole('button', { name: 'Save' }).click();
    await su.waitForURL((url) => url.pathname === '/sso-configs');
    const configs = (await suite.su.get<{ name: string; entryPoint: string; idpIssuer: string }[]>('/sso-configs'))
      .body;
    expect(configs.find((c) => c.name === 'Acme from metadata')).toMatchObject({
      entryPoint: `${idp}/sso`,
      idpIssuer: `${idp}/metadata`,
    });

    // Deleting it warns of what happens to a SAML config: no client secret to destroy (a Google/OIDC one has).
    await su
      .getByRole('row', { name: /Acme from metadata/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = su.getByRole('dialog', { name: 'Delete Acme from metadata?' });
    await confirm.getByText('Users of metadata.example will sign in with a password again.').waitFor();
    expect(await confirm.textContent()).not.toContain('client secret');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await su.close();
  });

  it('shows a loading indicator while a list loads, and its empty state only once loaded and empty', async () => {
    const su = await suite.signedIn('SUPER');
    const loading = su.getByRole('main').getByRole('progressbar', { name: 'Loading' });
    const admins = await held(su, '**/api/v1/users/admins?*');
    await su.goto('/users');
    await admins.seen;
    await loading.waitFor();
    await su.getByRole('heading', { name: 'Internal Users' }).waitFor();
    expect(await su.getByRole('table').count()).toBe(0);
    admins.release();
    await su.getByRole('cell', { name: SUPER.email, exact: true }).waitFor();
    expect(await loading.count()).toBe(0);

    // globex has no users: nothing is said of that until its list has answered.
    const byPartner = await held(su, '**/api/v1/users/by-partner?*');
    await su.goto(`/admin/users?partner=${suite.globex.partnerId}`);
    await byPartner.seen;
    await loading.waitFor();
    expect(await su.getByTestId('empty-state').count()).toBe(0);
    byPartner.release();
    await su.getByText('No users yet').waitFor();
    expect(await loading.count()).toBe(0);
    await su.close();
  });

  it('says why a node cannot be deleted, and renames and deletes one from the keyboard alone', async () => {
    await addNode(suite.su, suite.acme.partnerId, { parentId: suite.acme.rootNodeId, name: 'Austria' });
    const page = await suite.signedIn('SELF_SERVICE_ADMIN', '/admin/tree');
    const tree = page.getByRole('tree', { name: 'Business nodes' });
    const austria = tree.getByRole('treeitem', { name: 'Austria' });
    await austria.waitFor();
    const deleteEmea = page.getByRole('button', { name: 'Delete EMEA' });
    expect(await deleteEmea.isDisabled()).toBe(true);
    expect(await tooltipOf(page, deleteEmea)).toBe(`EMEA has child nodes. ${ONLY_EMPTY}`);
    const deleteGermany = page.getByRole('button', { name: 'Delete Germany' });
    expect(await deleteGermany.isDisabled()).toBe(true);
    expect(await tooltipOf(page, deleteGermany)).toBe(`Germany has users. ${ONLY_EMPTY}`);
    await page.mouse.move(0, 0);

    await tree.getByRole('treeitem', { name: 'EMEA' }).focus();
    await page.keyboard.press('Delete');
    await page.getByText(`EMEA has child nodes. ${ONLY_EMPTY}`).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    for (let i = 0; i < 3 && (await austria.getAttribute('aria-selected')) !== 'true'; i++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('F2');
    const name = page.getByRole('textbox', { name: 'New name for Austria' });
    await name.fill('Österreich');
    await name.press('Enter');
    await page.getByText('Node Austria renamed to Österreich').waitFor();
    // the focus is back on the node, so the keyboard goes on from there
    const renamed = tree.getByRole('treeitem', { name: 'Österreich' });
    await expect.poll(() => renamed.evaluate((item) => item === document.activeElement)).toBe(true);
    await page.keyboard.press('Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete Österreich?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Node Österreich deleted').waitFor();
    await renamed.waitFor({ state: 'detached' });
    await page.close();
  });

  it('leads a super user from a node without cloud connectors to making the first one', async () => {
    const path = `/admin/external-storage/${suite.acme.childNodeId}?partner=${suite.acme.partnerId}`;
    const su = await suite.signedIn('SUPER', path);
    await su.getByRole('heading', { name: 'Cloud storage of Germany' }).waitFor();
    const connect = su.getByRole('button', { name: 'Connect a cloud storage' }).first();
    await expect.poll(() => connect.isDisabled()).toBe(true);
    expect(await tooltipOf(su, connect)).toBe('No cloud connector yet: make one first (New cloud connection)');
    await su.getByRole('link', { name: 'New cloud connection' }).first().click();
    await su.waitForURL('**/cloud-storage/new');
    await su.getByRole('heading', { name: 'New cloud connection' }).waitFor();
    // a self-service admin cannot make one: the reason says who can
    const admin = await suite.signedIn('SELF_SERVICE_ADMIN', `/admin/external-storage/${suite.acme.childNodeId}`);
    const theirs = admin.getByRole('button', { name: 'Connect a cloud storage' }).first();
    await expect.poll(() => theirs.isDisabled()).toBe(true);
    expect(await tooltipOf(admin, theirs)).toBe('No cloud connector yet: a super user adds them');
    expect(await admin.getByRole('link', { name: 'New cloud connection' }).count()).toBe(0);
  });
});
