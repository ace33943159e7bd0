// One test file's product and browser: the real app on a fresh database and a Chromium, started before
// the file's tests and stopped after them. Each page gets a fresh context (its own cookies and storage).
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Config } from '../../runtime/config';
import { startTestApp, type TestApp } from '../support/app';
import { launchBrowser, newPage } from './browser';
import { assertUiBuilt } from './ui-built';

export interface BrowserSuite {
  app: TestApp;
  browser: Browser;
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
}

export function browserSuite(overrides: Partial<Config> = {}): BrowserSuite {
  const suite: BrowserSuite = {
    app: undefined as unknown as TestApp,
    browser: undefined as unknown as Browser,
    newPage: () => newPage(suite.browser, suite.app.baseUrl),
  };
  beforeAll(async () => {
    assertUiBuilt();
    suite.app = await startTestApp(overrides);
    suite.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.close();
  });
  return suite;
}
