// Launches the project's Chromium for the browser tests (runtime/chromium.ts: CHROMIUM_PATH, the system's, or the one
// the npm package @sparticuz/chromium ships; playwright-core never downloads a browser).
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { LAST_ACTIVITY_KEY } from '../../admin-ui/src/auth/activity';
import { LAST_EMAIL_KEY, SESSION_KEY } from '../../admin-ui/src/auth/session';
import { homePath, type Role } from '../../domain/roles';
import { chromiumExecutable } from '../../runtime/chromium';

export async function launchBrowser(): Promise<Browser> {
  const { path } = await chromiumExecutable(process.env.CHROMIUM_PATH || null, () => undefined);
  return chromium.launch({
    executablePath: path,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/** A fresh context (its own cookies and storage) on baseUrl in a running browser, and its page. */
export async function newPage(browser: Browser, baseUrl: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Sign in through the login page and wait for the landing page. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Sign in without the login page, for tests that are not about signing in: the page's own request client posts
 * to POST /api/v1/auth/login (it shares the page's cookie jar, so the session cookie lands there), and the context
 * gets the stored session the UI keeps after a sign-in (admin-ui/src/auth/session.ts and activity.ts).
 * Then the page opens `path`, or the user's landing page as after `signIn`: a test that goes on elsewhere passes its
 * page here, which saves loading the UI twice. A user with two-factor sign-in, or a refused one, fails here: their
 * tests go through the login page. */
export async function signInAs(page: Page, email: string, password: string, path?: string): Promise<void> {
  const response = await page.request.post('/api/v1/auth/login', { data: { username: email, password } });
  if (response.status() !== 200) {
    throw new Error(`signing in ${email} answered ${response.status()}: ${await response.text()}`);
  }
  const session = (await response.json()) as { role: Role; isConceptOnly: boolean };
  const context = page.context();
  const { cookies } = await context.storageState();
  // In the order the UI writes them (startSession): a page of this context still open at the login page follows
  // the session as it appears, and its expiry dialog must find the activity already there.
  const localStorage = [
    { name: LAST_ACTIVITY_KEY, value: String(Date.now()) },
    { name: LAST_EMAIL_KEY, value: email },
    { name: SESSION_KEY, value: JSON.stringify(session) },
  ];
  await context.setStorageState({ cookies, origins: [{ origin: new URL(response.url()).origin, localStorage }] });
  await page.goto(path ?? homePath(session.role, session.isConceptOnly));
}

/** Main-frame navigations from now on (each redirect is one). */
export function countNavigations(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.count += 1;
  });
  return seen;
}

/** The tooltip of a control: a disabled one takes no pointer events, and its wrapper shows the tooltip. A page
 * still settling (a list arriving above the control) can move it from under the pointer: then it hovers again. */
export async function tooltipOf(page: Page, control: Locator): Promise<string | null> {
  for (let attempt = 1; ; attempt += 1) {
    await control.hover({ force: true });
    try {
      await page.getByRole('tooltip').waitFor({ timeout: 3_000 });
      break;
    } catch (error) {
      if (attempt === 4) throw error;
      await page.mouse.move(0, 0);
    }
  }
  const text = await page.getByRole('tooltip').textContent();
  await page.mouse.move(0, 0);
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
  return text;
}

/** Chooses a client in the client switcher (top admins). */
export async function chooseClient(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Client Name' }).fill(name);
  await page.getByRole('option', { name }).click();
}
