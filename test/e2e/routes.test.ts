// Browser: the route table of spec 1 §2.1 with its role gates (spec 1 §2.2, §6). Each route is opened signed
// out (→ /login, or the public page), by the lowest role of its group (the page) and by the highest role outside it
// (→ /404). Malformed ids show the 404 page.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GROUPS, PARTNER_ROLES, ROLE_WEIGHTS, ROLES, type Group, type Role } from '../../domain/roles';
import { RESET_LINK_VALIDITY_TEXT } from '../../domain/password-reset/messages';
import { SUPER } from '../support/app';
import { internalAdmin, PASSWORD } from '../support/fixtures';
import { countNavigations, signInAs } from './browser';
import { browserSuite } from './suite';

const NOT_FOUND = 'Sorry, the page you visited does not exist.';
const ID = '0123456789abcdef01234567';

interface Row {
  path: string;
  group: Group;
  /** Built pages that show a real record need one: the lowest role is not tried with a made-up id. */
  needsRecord?: boolean;
}

/** Spec 1 §2.1, route by route; {id} is a well-formed id. */
function routeTable(ids: { superId: string; userId: string; nodeId: string }): Row[] {
  // A concept's page and its tabs show a real concept (creatives and personalize find its campaigns; in concept-only
  // mode they only say where campaigns are); every campaign page a real campaign.
  const concept = (base: string, section = '') => base !== '/concepts-only' || section !== 'creatives';
  const area = (base: string): Row[] => [
    { path: base, group: 'NOT_ANALYSTS' },
    { path: `${base}/${ID}`, group: 'NOT_ANALYSTS', needsRecord: concept(base) },
    ...['creatives', 'storyboards', 'templates'].map((s): Row => ({
      path: `${base}/${ID}/${s}/${ID}`,
      group: 'NOT_ANALYSTS',
      needsRecord: concept(base, s),
    })),
    { path: `${base}/${ID}/creatives`, group: 'NOT_ANALYSTS', needsRecord: base !== '/concepts-only' },
    // Campaigns: without full access, personalize opens creatives (below).
    ...(base === '/campaigns'
      ? []
      : [{ path: `${base}/${ID}/personalize/${ID}`, group: 'NOT_ANALYSTS', needsRecord: base === '/concepts' } as Row]),
  ];
  return [
    { path: '/partners', group: 'SUPER_ONLY' },
    { path: '/users', group: 'SUPER_ONLY' },
    { path: '/users/new', group: 'SUPER_ONLY' },
    { path: `/users/${ids.superId}`, group: 'SUPER_ONLY' },
    { path: '/cloud-storage', group: 'SUPER_ONLY' },
    { path: '/cloud-storage/new', group: 'SUPER_ONLY' },
    { path: `/cloud-storage/${ID}/edit`, group: 'SUPER_ONLY', needsRecord: true },
    { path: '/cloud-storage/edit', group: 'SUPER_ONLY' },
    { path: '/admin/users', group: 'ADMIN_GROUP' },
    { path: `/admin/users/${ids.userId}`, group: 'ADMIN_GROUP' },
    { path: '/admin/markets', group: 'ADMIN_GROUP' },
    { path: '/admin/tree', group: 'ADMIN_GROUP' },
    { path: `/admin/integration/${ids.nodeId}`, group: 'ADMIN_GROUP' },
    { path: `/admin/node-users/${ids.nodeId}`, group: 'ADMIN_GROUP' },
    { path: `/admin/external-storage/${ids.nodeId}`, group: 'ADMIN_GROUP' },
    { path: '/sso-configs', group: 'ADMINS_TOP' },
    { path: '/sso-configs/new', group: 'ADMINS_TOP' },
    { path: `/sso-configs/${ID}/edit`, group: 'ADMINS_TOP', needsRecord: true },
    ...area('/concepts'),
    ...area('/concepts-only'),
    ...area('/campaigns'),
    { path: `/concepts/${ID}/settings`, group: 'ADMINS_AND_SELF_SERVICE', needsRecord: true },
    { path: `/concepts-only/${ID}/settings`, group: 'ADMINS_AND_SELF_SERVICE', needsRecord: true },
    { path: `/campaigns/${ID}/tools`, group: 'ADMINS_AND_SELF_SERVICE', needsRecord: true },
    { path: `/campaigns/${ID}/audiences`, group: 'ADMINS_TOP', needsRecord: true },
    { path: `/campaigns/${ID}/audiences/new`, group: 'ADMINS_TOP', needsRecord: true },
    { path: `/campaigns/${ID}/assemblies`, group: 'ADMINS_TOP', needsRecord: true },
    { path: '/assets-manager', group: 'ADMINS_AND_SELF_SERVICE' },
    { path: `/assets-manager/${ID}`, group: 'ADMINS_AND_SELF_SERVICE', needsRecord: true },
    { path: '/custom-conversions', group: 'ADMINS_AND_SELF_SERVICE' },
    { path: `/concepts/${ID}/campaign`, group: 'CAMPAIGN_CREATORS', needsRecord: true },
    { path: '/campaigns/new', group: 'CAMPAIGN_CREATORS' },
    { path: `/campaigns/${ID}/settings`, group: 'CAMPAIGN_CREATORS', needsRecord: true },
    { path: '/reporter', group: 'ALL' },
    { path: '/analyze', group: 'ALL' },
    { path: '/analyze/new', group: 'ALL' },
    { path: `/analyze/${ID}/overview`, group: 'ALL', needsRecord: true },
  ];
}

const byWeight = [...ROLES].sort((a, b) => ROLE_WEIGHTS[a] - ROLE_WEIGHTS[b]);
const lowestIn = (group: Group) => byWeight.find((r) => (GROUPS[group] as readonly Role[]).includes(r))!;
const highestOutside = (group: Group) =>
  [...byWeight].reverse().find((r) => !(GROUPS[group] as readonly Role[]).includes(r));

/** In-app navigation, as a link would do it (a full load per route would take minutes). */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens the path and answers where the app settled: a page of the shell, the 404 page or the login form.
 * It starts from /password, a public page outside the shell, so nothing of the previous page is mistaken
 * for the new one.
 */
async function land(page: Page, path: string): Promise<string> {
  await go(page, '/password');
  await page.getByRole('heading', { name: 'Reset your password', exact: true }).waitFor();
  await go(page, path);
  await page.locator('main h1').or(page.getByText(NOT_FOUND)).or(page.getByLabel('Email')).first().waitFor();
  const url = new URL(page.url());
  return url.pathname + url.search;
}

describe('Routes and their gates', () => {
  const suite = browserSuite({}, { roles: PARTNER_ROLES });
  let rows: Row[];
  const pages = new Map<Role | 'signed out', Page>();

  beforeAll(async () => {
    const admin = await internalAdmin(suite.app, suite.su);
    const superId = (await suite.su.get('/auth/current-user')).body.id as string;
    rows = routeTable({ superId, userId: suite.user('MANAGER').id, nodeId: suite.acme.childNodeId });
    const credentials = new Map<string, [string, string]>([
      ['SUPER', [SUPER.email, SUPER.password]],
      ['ADMIN', [admin.email, PASSWORD]],
    ]);
    for (const [role, user] of Object.entries(suite.acme.users)) credentials.set(role, [user.email, PASSWORD]);
    const signedOut = (await suite.newPage()).page;
    await signedOut.goto('/password');
    pages.set('signed out', signedOut);
    for (const role of ROLES) {
      const { page } = await suite.newPage();
      await signInAs(page, ...credentials.get(role)!);
      pages.set(role, page);
    }
  }, 180_000);

  it('sends a signed-out visitor from / to the login form in a handful of navigations', async () => {
    const { page } = await suite.newPage();
    const navigations = countNavigations(page);
    await page.goto('/');
    await page.getByLabel('Email').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(navigations.count).toBeLessThanOrEqual(5);
  });

  it('sends signed-in users from / to their home', async () => {
    expect(await land(pages.get('ANALYST')!, '/')).toBe('/reporter');
    expect(await land(pages.get('REVIEWER')!, '/')).toBe('/concepts');
  });

  it('asks a signed-out visitor to sign in on every gated route', async () => {
    const page = pages.get('signed out')!;
    for (const { path } of rows) expect(await land(page, path), path).toBe('/login');
  }, 120_000);

  it('lets the lowest role of each route group in, and sends the highest role outside it to /404', async () => {
    for (const { path, group, needsRecord } of rows) {
      if (!needsRecord)
        expect(await land(pages.get(lowestIn(group))!, path), `${lowestIn(group)} on ${path}`).toBe(path);
      const outsider = highestOutside(group);
      if (outsider) expect(await land(pages.get(outsider)!, path), `${outsider} on ${path}`).toBe('/404');
    }
  }, 240_000);

  it('says in concept-only mode that personalize and creatives work on a campaign', async () => {
    const page = pages.get('SUPER')!;
    for (const path of [`/concepts-only/${ID}/personalize/${ID}`, `/concepts-only/${ID}/creatives/${ID}`]) {
      expect(await land(page, path)).toBe(path);
      await page.getByText('works on a campaign: open the concept in the main application').waitFor();
    }
  });

  // From personalize to creatives needs a real campaign: test/e2e/campaigns.test.ts.
  it('keeps a reviewer out of campaign creation and concept settings', async () => {
    const reviewer = pages.get('REVIEWER')!;
    expect(await land(reviewer, '/campaigns/new')).toBe('/404');
    expect(await land(reviewer, `/concepts/${ID}/settings`)).toBe('/404');
  });

  it('opens the public routes signed out; concept-only mode with ?error=true says something went wrong', async () => {
    const page = pages.get('signed out')!;
    for (const [path, heading] of [
      ['/password', 'Reset your password'],
      [`/password/${'a'.repeat(40)}`, 'Choose a new password'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    // A made-up reset link's token is INVALID: the page says so instead of asking for a password.
    await page.getByText(RESET_LINK_VALIDITY_TEXT.INVALID).waitFor();
    await expect(page.locator('input[type=password]').count()).resolves.toBe(0);
    await page.goto('/concepts-only?error=true');
    await page.getByText('Something went wrong!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/concepts-only');
    expect(await land(page, '/concepts-only')).toBe('/login');
  });

  it('shows the 404 page or a human message, never the validator text, for malformed ids', async () => {
    const page = pages.get('SUPER')!;
    for (const path of [
      '/users/nope',
      '/admin/users/nope',
      '/admin/node-users/nope',
      '/assets-manager/nope',
      '/concepts/nope',
      `/campaigns/nope/creatives`,
    ]) {
      expect(await land(page, path), path).toBe('/404');
    }
    await page.goto('/assets-manager?partner=nope');
    await page.getByTestId('select-client').waitFor();
    await expect(page.getByText(/must match pattern/).count()).resolves.toBe(0);
    await page.goto('/join/nope');
    await page.getByText('This invitation is no longer valid').waitFor();
    await expect(page.getByText(/must match pattern/).count()).resolves.toBe(0);
  });
});
