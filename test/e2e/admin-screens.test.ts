// Browser: what walking the administration screens as a user found missing (issue 22; spec 3 §2). A self-service
// admin reaches a node's integrations from the partner tree (the 'edit media platform' flag of §6) and goes back.
import { describe, it } from 'vitest';
import { browserSuite } from './suite';

describe('Administration screens', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN'], globex: [] });

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
});
