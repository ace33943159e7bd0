// Browser: the cloud storage screens (issue 22 §2; spec 3 §2, §7). A super user adds an S3 connector pointing at
// moto's S3 server (its IAM checks on) and sees its test connection pass; on the saved connector the secret is only
// said to be saved, and with a wrong one typed the test fails with the server's words. The connector then serves a
// business node, reached from the partner tree: connected on /admin/external-storage/{nodeId}, refused at delete
// while connected ('Delete failed, entity in use'), removed by a self-service admin after a confirmation. A connector
// whose endpoint is on loopback (the demo's local bucket) is marked simulated.
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { BlobServiceClient, StorageSharedKeyCredential } from '@azure/storage-blob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PROBE_MESSAGES } from '../../platforms/cloud-storage/probe';
import { AZURITE_ACCOUNT, azuriteBlob, motoS3, motoUser, type Emulator } from '../support/bucket-emulators';
import { browserSuite } from './suite';

const BUCKET = 'acme-exports';
const CONNECTED = 'Connected: the bucket can be listed, written and cleaned up';

describe('Cloud storage screens', () => {
  const suite = browserSuite({}, { roles: ['SELF_SERVICE_ADMIN'] });
  let moto: Emulator;
  let writer: { accessKeyId: string; secretAccessKey: string };

  beforeAll(async () => {
    const s3 = await motoS3();
    moto = s3;
    writer = await motoUser(s3.endpoint, 'acme-exporter', {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: 's3:*', Resource: '*' }],
    });
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: writer,
    });
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    await s3.enforceAuth();
  }, 240_000);
  afterAll(() => moto?.stop());

  const form = (page: Page) => page.getByRole('form', { name: 'Cloud connector' });
  const connectionsOf = async (nodeId: string) =>
    (
      await suite.su.get<{ storageId: string; entityTypes: string[]; path: string }[]>(
        `/business-nodes/${nodeId}/cloud-storage-connections`,
      )
    ).body;

  it('adds an S3 connector and tests it, fails with a wrong secret, and connects a business node to it', async () => {
    const { partnerId, childNodeId } = suite.acme;
    const acme = (await suite.su.get(`/partners/${partnerId}`)).body.name as string;
    const su = await suite.signedIn('SUPER', '/cloud-storage');
    await su.getByText('No cloud connectors yet').waitFor();
    await su.getByRole('link', { name: 'New cloud connection' }).first().click();
    await su.waitForURL((url) => url.pathname === '/cloud-storage/new');
    await form(su).getByLabel('Partner').click();
    await su.getByRole('option', { name: acme }).click();
    await form(su).getByLabel('Name').fill('Acme exports');
    await form(su).getByLabel('Bucket').fill(BUCKET);
    await form(su).getByLabel('Region').fill('us-east-1');
    await form(su).getByLabel('Endpoint').fill(moto.endpoint);
    await form(su).getByLabel('Path-style addresses (S3-compatible stores)').check();
    await form(su).getByLabel('Access key id').fill(writer.accessKeyId);
    await form(su).getByLabel('Secret access key').fill(writer.secretAccessKey);
    await form(su).getByRole('button', { name: 'Test connection' }).click();
    await form(su).getByRole('status').getByText(CONNECTED).waitFor();
    await form(su).getByRole('button', { name: 'Save' }).click();
    await su.waitForURL((url) => url.pathname === '/cloud-storage');
    const row = su.getByRole('row', { name: /Acme exports/ });
    await row.getByText('Amazon S3 / S3-compatible').waitFor();
    await row.getByText(BUCKET).waitFor();
    const [storage] = (await suite.su.get<{ id: string; connectionConfig: { secretSet: boolean } }[]>('/cloud-storage'))
      .body;
    expect(storage!.connectionConfig.secretSet).toBe(true);

    // The saved secret is never shown back; the saved connector tests as it is, a typed wrong secret fails.
    await row.getByRole('link', { name: 'Edit' }).click();
    await su.waitForURL((url) => url.pathname === `/cloud-storage/${storage!.id}/edit`);
    await form(su).getByText('Saved, type to replace').waitFor();
    expect(await form(su).getByLabel('Secret access key').inputValue()).toBe('');
    expect(await su.content()).not.toContain(writer.secretAccessKey);
    await form(su).getByRole('button', { name: 'Test connection' }).click();
    await form(su).getByRole('status').getByText(CONNECTED).waitFor();
    await form(su).getByLabel('Secret access key').fill(`${writer.secretAccessKey}-wrong`);
    await form(su).getByRole('button', { name: 'Test connection' }).click();
    await form(su).getByRole('status').getByText(PROBE_MESSAGES.credentials).waitFor();
    await form(su).getByRole('button', { name: 'Cancel' }).click();
    await su.waitForURL((url) => url.pathname === '/cloud-storage');
    await row.getByText('Connected', { exact: true }).waitFor(); // the saved connector's test was recorded

    // From the partner tree to the node's cloud storage; connect it for creatives under a path of its own.
    await su.goto(`/admin/tree?partner=${partnerId}`);
    await su.getByRole('link', { name: 'Cloud storage of Germany' }).click();
    await su.waitForURL((url) => url.pathname === `/admin/external-storage/${childNodeId}`);
    await su.getByText('No cloud storage connected').waitFor();
    await su.getByRole('button', { name: 'Connect a cloud storage' }).first().click();
    const dialog = su.getByRole('dialog', { name: 'Connect Germany' });
    await dialog.getByLabel('Cloud connector').click();
    await su.getByRole('option', { name: /Acme exports/ }).click();
    await dialog.getByLabel('Creatives').check();
    await dialog.getByLabel('Path').fill('germany');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.waitFor({ state: 'detached' });
    const connection = su.getByRole('row', { name: /Acme exports/ });
    await connection.getByRole('cell', { name: 'Creatives', exact: true }).waitFor();
    await connection.getByRole('cell', { name: 'germany', exact: true }).waitFor();
    expect(await connectionsOf(childNodeId)).toMatchObject([
      { storageId: storage!.id, entityTypes: ['creative'], path: 'germany' },
    ]);

    // A connector a node uses is refused at delete, with the server's words.
    await su.goto('/cloud-storage');
    await row.getByRole('button', { name: 'Delete' }).click();
    await su.getByRole('dialog', { name: 'Delete Acme exports?' }).getByRole('button', { name: 'Delete' }).click();
    await su.getByText('Delete failed, entity in use').waitFor();
    await row.waitFor();
    await su.close();

    // A self-service admin (the admin group) removes the node's connection after a confirmation, and connects it
    // again, choosing among the partner's and the shared connectors.
    const admin = await suite.signedIn('SELF_SERVICE_ADMIN', `/admin/external-storage/${childNodeId}`);
    const adminRow = admin.getByRole('row', { name: /Acme exports/ });
    await adminRow.getByRole('button', { name: 'Remove' }).click();
    await admin
      .getByRole('dialog', { name: 'Remove Acme exports from Germany?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await admin.getByText('No cloud storage connected').waitFor();
    expect(await connectionsOf(childNodeId)).toEqual([]);
    await admin.getByRole('button', { name: 'Connect a cloud storage' }).first().click();
    const again = admin.getByRole('dialog', { name: 'Connect Germany' });
    await again.getByLabel('Cloud connector').click();
    await admin.getByRole('option', { name: /Acme exports/ }).click();
    await again.getByLabel('Assets').check();
    await again.getByRole('button', { name: 'Connect' }).click();
    await again.waitFor({ state: 'detached' });
    await admin
      .getByRole('row', { name: /Acme exports/ })
      .getByRole('cell', { name: 'Assets', exact: true })
      .waitFor();
    expect(await connectionsOf(childNodeId)).toMatchObject([{ storageId: storage!.id, entityTypes: ['asset'] }]);
    await admin.close();
  }, 240_000);

  it('sorts the connectors as the URL says, and a header click writes its sort there', async () => {
    for (const name of ['Beta store', 'Alpha store']) {
      const connectionConfig = { bucket: BUCKET, region: 'us-east-1', accessKeyId: 'AKIA', secretAccessKey: 'secret' };
      expect((await suite.su.post('/cloud-storage', { name, storageType: 's3', connectionConfig })).status).toBe(201);
    }
    const su = await suite.signedIn('SUPER');
    const names = async () => {
      const rows = await su.getByRole('table', { name: 'Cloud connectors' }).getByRole('row').allInnerTexts();
      return rows.map((row) => row.split('\t')[0]!.trim()).filter((name) => /store$/.test(name));
    };
    await su.goto('/cloud-storage?sort=name&order=DESC');
    await su.getByRole('row', { name: /Alpha store/ }).waitFor();
    expect(await names()).toEqual(['Beta store', 'Alpha store']);
    await su.getByRole('button', { name: 'Name' }).click();
    await su.waitForURL((url) => !url.searchParams.has('order'));
    expect(await names()).toEqual(['Alpha store', 'Beta store']);
    await su.getByRole('button', { name: 'Created' }).click();
    await su.waitForURL((url) => url.searchParams.get('sort') === 'createdAt');
    expect(await names()).toEqual(['Beta store', 'Alpha store']);
    await su.close();
  });

  it('takes an Azure Blob connector, whose test says when the container is not there', async () => {
    const azurite = await azuriteBlob();
    try {
      const credential = new StorageSharedKeyCredential(AZURITE_ACCOUNT.accountName, AZURITE_ACCOUNT.accountKey);
      await new BlobServiceClient(azurite.endpoint, credential).getContainerClient(BUCKET).create();
      const su = await suite.signedIn('SUPER', '/cloud-storage/new');
      await su.getByRole('button', { name: 'Azure Blob Storage' }).click();
      await form(su).getByRole('textbox', { name: 'Name', exact: true }).fill('Shared Azure');
      await form(su).getByLabel('Container').fill('missing-container');
      await form(su).getByLabel('Endpoint').fill(azurite.endpoint);
      await form(su).getByLabel('Account name').fill(AZURITE_ACCOUNT.accountName);
      await form(su).getByLabel('Account key').fill(AZURITE_ACCOUNT.accountKey);
      await form(su).getByRole('button', { name: 'Test connection' }).click();
      await form(su).getByRole('status').getByText(PROBE_MESSAGES.notFound('missing-container')).waitFor();
      await form(su).getByLabel('Container').fill(BUCKET);
      expect(await form(su).getByRole('status').count()).toBe(0); // the result of other settings is gone
      await form(su).getByRole('button', { name: 'Test connection' }).click();
      await form(su).getByRole('status').getByText(CONNECTED).waitFor();
      await form(su).getByRole('button', { name: 'Save' }).click();
      await su.waitForURL((url) => url.pathname === '/cloud-storage');
      const row = su.getByRole('row', { name: /Shared Azure/ });
      await row.getByText('Azure Blob Storage').waitFor();
      await row.getByText('Shared', { exact: true }).waitFor();
      await su.close();
    } finally {
      await azurite.stop();
    }
  }, 120_000);

  it("marks a connector whose bucket is on this machine as simulated, as the demo's local bucket is", async () => {
    const connectionConfig = {
      bucket: 'varia-local-exports',
      endpoint: 'http://127.0.0.1:9023',
      projectId: 'varia-local',
      clientEmail: 'demo@varia-local.iam.gserviceaccount.com',
      privateKey: 'not checked',
    };
    const name = 'Local GCS emulator';
    expect((await suite.su.post('/cloud-storage', { name, storageType: 'gcs', connectionConfig })).status).toBe(201);
    const su = await suite.signedIn('SUPER', '/cloud-storage');
    await su
      .getByRole('row', { name: new RegExp(name) })
      .getByText('Simulated: on this machine')
      .waitFor();
    await su
      .getByRole('note')
      .getByText(/^Simulated storage: /)
      .waitFor();
    // A connector to a cloud is not marked.
    await expect(
      su
        .getByRole('row', { name: /Alpha store/ })
        .getByText('Simulated: on this machine')
        .count(),
    ).resolves.toBe(0);
    await su.close();
  });
});
