// Browser: what walking the administration screens as a user found missing (issue 22; spec 3 §2). A self-service
// admin reaches a node's integrations from the partner tree (the 'edit media platform' flag of §6) and goes back;
// the admin lists keep their filters and page in the URL, so a reload or a shared link shows the same rows.
import { describe, expect, it } from 'vitest';
import { browserSuite } from './suite';

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
  });
});
