// Launches the system Chromium for the browser tests (playwright-core; never downloads a browser).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  // A missing browser fails the suite (never skips it): the project cannot start one itself.
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH} for the browser tests: install Debian's (\`apt-get install chromium\`; .ci/run does) ` +
        'or set CHROMIUM_PATH to a Chromium executable.',
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A fresh browser context (its own cookies and storage) on baseUrl. */
export async function openBrowser(baseUrl: string, options: { timings?: Record<string, number> } = {}): Promise<BrowserSession> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 } });
  if (options.timings) {
    await context.addInitScript((timings) => {
      (window as unknown as { __VARIA_TEST_TIMINGS__: unknown }).__VARIA_TEST_TIMINGS__ = timings;
    }, options.timings);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return {
    browser,
    context,
    page,
    close: async () => {
      await context.close();
      await browser.close();
    },
  };
}

/** Sign in through the login page and wait for the landing page. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
