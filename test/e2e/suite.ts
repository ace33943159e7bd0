// One test file's product and browser: the real app (with `useApiTest`'s super user and partners) and a Chromium,
// started before the file's tests and stopped after them. Each page gets a fresh context (its own cookies and storage).
// A page opened inside a test (or its beforeEach) is closed after that test: left open, it kept polling the API (live
// channel, lists) through the rest of the file. A page opened in a beforeAll is the file's to share across its tests.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Role } from '../../domain/roles';
import { useApiTest, type ApiTest, type ApiTestOptions } from '../support/api-test';
import { SUPER, type TestApp } from '../support/app';
import { PASSWORD } from '../support/fixtures';
import { launchBrowser, newPage, signInAs } from './browser';
import { assertUiBuilt } from './ui-built';

export interface BrowserSuite extends ApiTest {
  /** The app: the same as `t`. */
  app: TestApp;
  browser: Browser;
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  /** A fresh page signed in as acme's user of the role, or as the bootstrap super user for SUPER, by session cookie
   * (`signInAs`; the tests of signing in itself use `signIn`, through the login page), open at `path` or else at the
   * user's landing page. */
  signedIn(role: Role, path?: string): Promise<Page>;
}

/** `overrides`: the app's config as `useApiTest` takes it (a function for a stand-in an earlier `beforeAll` starts);
 * `partners`: acme with a signed-in user of each role, and globex, as `useApiTest` makes them. */
export function browserSuite(
  overrides: ApiTestOptions['config'] = {},
  partners: Pick<ApiTestOptions, 'roles' | 'globex'> = {},
): BrowserSuite {
  beforeAll(() => assertUiBuilt());
  /** The contexts opened since the running test began; null between tests (in a beforeAll). */
  let openedInTest: BrowserContext[] | null = null;
  const suite: BrowserSuite = Object.assign(useApiTest({ config: overrides, ...partners }), {
    app: undefined as unknown as TestApp,
    browser: undefined as unknown as Browser,
    newPage: async () => {
      const opened = await newPage(suite.browser, suite.t.baseUrl);
      openedInTest?.push(opened.context);
      return opened;
    },
    signedIn: async (role: Role, path?: string) => {
      const { page } = await suite.newPage();
      if (role === 'SUPER') await signInAs(page, SUPER.email, SUPER.password, path);
      else await signInAs(page, suite.user(role).email, PASSWORD, path);
      return page;
    },
  });
  beforeAll(async () => {
    suite.app = suite.t;
    suite.browser = await launchBrowser();
  });
  beforeEach(() => {
    openedInTest = [];
  });
  // Registered first, so it runs after the file's own afterEach hooks (vitest runs them in reverse).
  afterEach(async () => {
    const contexts = openedInTest ?? [];
    openedInTest = null;
    await Promise.all(contexts.map((context) => context.close()));
  });
  afterAll(() => suite.browser?.close());
  return suite;
}
