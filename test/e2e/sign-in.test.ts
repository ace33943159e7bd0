// Browser: sign-in asks how the user signs in (POST /auth/mode, spec 1 §7) before POST /auth/login; in
// concept-only mode Log Out reads 'Back to the parent application' and leaves for it (spec 1 §2.3), and a
// lost session sends the user to /concepts-only?error=true (spec 1 §8).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { SUPER } from '../support/app';
import { inviteAndAccept, PASSWORD } from '../support/fixtures';
import { signIn } from './browser';
import { browserSuite } from './suite';

const PARENT = 'http://parent-application.test/';

describe('Sign-in and concept-only mode', () => {
  const suite = browserSuite({}, { roles: [] });
  let conceptOnlyEmail: string;

  beforeAll(async () => {
    const user = await inviteAndAccept(suite.app, suite.su, suite.acme.partnerId, suite.acme.childNodeId, 'MANAGER');
    const changed = await suite.su.put(`/users/${user.id}`, { isConceptOnly: true });
    if (changed.status !== 200) throw new Error(`concept-only: ${JSON.stringify(changed.body)}`);
    conceptOnlyEmail = user.email;
  });

  it('asks POST /auth/mode once with the username, then signs in with the password', async () => {
    const { page } = await suite.newPage();
    // A slow answer to the typing pause's question: the submit comes while it is under way, and must wait for it
    // rather than ask again.
    await page.route('**/api/v1/auth/mode', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const calls: Request[] = [];
    page.on('request', (r) => r.url().includes('/api/v1/auth/') && calls.push(r));
    await signIn(page, SUPER.email, SUPER.password);
    const paths = calls.map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
    expect(paths.slice(0, 2)).toEqual(['POST /api/v1/auth/mode', 'POST /api/v1/auth/login']);
    expect(paths.filter((path) => path.endsWith('/auth/mode'))).toHaveLength(1);
    expect(calls[0]!.postDataJSON()).toEqual({ username: SUPER.email });
  });

  it("labels Log Out 'Back to the parent application' in concept-only mode, which ends the session and leaves", async () => {
    const { context, page } = await suite.newPage();
    await context.route(`${PARENT}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Parent application</h1>' }),
    );
    await signIn(page, conceptOnlyEmail, PASSWORD);
    await page.goto('/concepts-only', { referer: PARENT });
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Log Out' }).count()).resolves.toBe(0);
    await page.getByRole('menuitem', { name: 'Back to the parent application' }).click();
    await page.waitForURL(PARENT);
    await page.getByText('Parent application').waitFor();
    expect((await context.request.get(`${suite.app.baseUrl}/api/v1/auth/current-user`)).status()).toBe(401);
  });

  it('sends a concept-only user whose session ended to /concepts-only?error=true', async () => {
    const { context, page } = await suite.newPage();
    await signIn(page, conceptOnlyEmail, PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/concepts-only');
    await context.clearCookies();
    await page.reload();
    await page.getByText('Something went wrong!').waitFor();
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/concepts-only?error=true');
  });
});
