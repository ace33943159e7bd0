// Browser: export a creative and find it in the emulator's bucket (issue 22 §2, §5). In a campaign's creatives view,
// 'Export to cloud storage' is disabled, saying why, while no node of the campaign has cloud storage that takes
// creatives; once its node is connected to an S3 connector on moto's S3 server (IAM checks on), a self-service admin
// exports the page's creatives there, follows the export until it SUCCEEDs, and the objects are in the bucket under
// the connection's path. The concept's templates tab offers their export too, disabled while no storage takes them.
// The open list follows an export asked for elsewhere (through the API) to SUCCEED by the live channel alone (the list
// does not poll), and keeps its state filter and order in the URL across a reload. The server pages the list: with
// eleven more exports the oldest is on the second page of ten. The asset library's bulk export is disabled, saying
// why, while no storage takes assets; once one takes assets and templates, the selected assets are exported from the
// library and the concept's templates from its templates tab, and every file is in the bucket under that path.
import { CreateBucketCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  NO_ASSET_DESTINATION,
  NO_CREATIVE_DESTINATION,
  NO_TEMPLATE_DESTINATION,
} from '../../admin-ui/src/exports/texts';
import { exportCatalogue } from '../../api/export-catalogue';
import type { ExportableEntityType } from '../../domain/node-storage/events';
import { requestExport } from '../../commands/exports';
import { expectStatus } from '../api/personalise-fixture';
import { motoS3, motoUser } from '../support/bucket-emulators';
import { headedVariants, screenshotCampaign, type ScreenshotCampaign } from '../support/screenshots';
import { connectedStorage } from '../support/storage-connection';
import { file, pngImage, uploadedAsset } from '../support/uploads';
import { tooltipOf } from './browser';
import { browserSuite } from './suite';

const BUCKET = 'acme-creatives';

describe('Exports to cloud storage in the UI', () => {
  const suite = browserSuite({ runWorker: true }, { roles: ['SELF_SERVICE_ADMIN'] });
  let moto: Awaited<ReturnType<typeof motoS3>>;
  let s3: S3Client;
  let writer: { accessKeyId: string; secretAccessKey: string };
  let campaign: ScreenshotCampaign;
  let formats: string[];
  let admin: Page;
  let connectionId: string;
  /** Two pictures in acme's library, on the campaign's node. */
  const assets: { id: string; name: string; bytes: Buffer }[] = [];
  const exportButton = (within: Page | Locator) => within.getByRole('button', { name: 'Export to cloud storage' });

  beforeAll(async () => {
    moto = await motoS3();
    writer = await motoUser(moto.endpoint, 'acme-creatives', {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: 's3:*', Resource: '*' }],
    });
    s3 = new S3Client({
      region: 'us-east-1',
      endpoint: moto.endpoint,
      forcePathStyle: true,
      credentials: { ...writer },
    });
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
    await moto.enforceAuth();
    campaign = await screenshotCampaign(suite.su, suite.acme, `Exports ${Date.now().toString(36)}`);
    const [lakeside] = await headedVariants(suite.as('SELF_SERVICE_ADMIN'), campaign.treePath, ['Lakeside']);
    formats = lakeside!.formats;
    for (const [name, width] of [
      ['hero-export.png', 300],
      ['logo-export.png', 120],
    ] as const) {
      const bytes = await pngImage(width, 100);
      const fields = { nodeIds: JSON.stringify([suite.acme.childNodeId]) };
      const client = suite.as('SELF_SERVICE_ADMIN');
      assets.push({
        id: await uploadedAsset(suite.t, client, {}, file(name, bytes, 'image/png'), fields),
        name,
        bytes,
      });
    }
    admin = await suite.signedIn('SELF_SERVICE_ADMIN');
  }, 240_000);
  afterAll(() => moto?.stop());

  /** A connector of acme on the bucket, connected to the campaign's node for the types under the path. */
  const connect = (name: string, entityTypes: ExportableEntityType[], path: string) =>
    connectedStorage(suite.su, {
      name,
      partnerId: suite.acme.partnerId,
      nodeId: suite.acme.childNodeId,
      connectionConfig: {
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint: moto.endpoint,
        forcePathStyle: true,
        ...writer,
      },
      entityTypes,
      path,
    });

  /**
   * Exports all the dialog offers (every box chosen) to its one destination, and waits for the list to show the export
   * SUCCEED; answers how many entities were offered.
   */
  async function exportAll(from: Locator | Page, destination: string): Promise<number> {
    await exportButton(from).click();
    const dialog = admin.getByRole('dialog', { name: 'Export to cloud storage' });
    await expect(dialog.getByRole('checkbox', { name: destination }).isChecked()).resolves.toBe(true);
    await expect(dialog.getByRole('checkbox', { checked: false }).count()).resolves.toBe(0);
    const entities = (await dialog.getByRole('checkbox').count()) - 1;
    await dialog.getByRole('button', { name: 'Export' }).click();
    const list = admin.getByRole('dialog', { name: 'Exports to cloud storage' });
    await list.getByLabel('Export SUCCEED').first().waitFor({ timeout: 90_000 });
    expect(new URL(admin.url()).searchParams.get('exports')).toBe('1');
    return entities;
  }

  const objectBytes = async (key: string) =>
    Buffer.from(await (await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).Body!.transformToByteArray());

  it('is disabled, saying why, while no cloud storage of the campaign takes creatives', async () => {
    await admin.goto(`/campaigns/${campaign.campaignId}/creatives`);
    await admin.getByText('Lakeside').first().waitFor();
    await expect(exportButton(admin).isDisabled()).resolves.toBe(true);
    expect(await tooltipOf(admin, exportButton(admin))).toBe(NO_CREATIVE_DESTINATION);
  }, 60_000);

  it("offers templates' export on the concept's templates tab, disabled while no cloud storage takes templates", async () => {
    const { conceptId } = expectStatus(await suite.su.get(`/campaigns/${campaign.campaignId}`), 200).body as {
      conceptId: string;
    };
    await admin.goto(`/concepts/${conceptId}/templates`);
    await admin.getByTestId('template-group').first().waitFor();
    await expect(exportButton(admin).isDisabled()).resolves.toBe(true);
    expect(await tooltipOf(admin, exportButton(admin))).toBe(NO_TEMPLATE_DESTINATION);
  }, 60_000);

  it("disables the asset library's export of the selected assets, saying why, while no cloud storage takes assets", async () => {
    await admin.goto('/assets-manager');
    await admin.getByRole('checkbox', { name: `Select ${assets[0]!.name}` }).check();
    const bulk = admin.getByTestId('bulk-actions');
    await expect(exportButton(bulk).isDisabled()).resolves.toBe(true);
    expect(await tooltipOf(admin, exportButton(bulk))).toBe(NO_ASSET_DESTINATION);
  }, 60_000);

  it('exports a creative and finds it in the bucket', async () => {
    connectionId = await connect('Acme creatives bucket', ['creative'], 'e2e');
    await admin.goto(`/campaigns/${campaign.campaignId}/creatives`);
    await admin.getByText('Lakeside').first().waitFor();
    await exportButton(admin).click();
    const dialog = admin.getByRole('dialog', { name: 'Export to cloud storage' });
    await expect(dialog.getByRole('checkbox', { name: 'Acme creatives bucket / e2e' }).isChecked()).resolves.toBe(true);
    await expect(dialog.getByRole('checkbox', { name: /Lakeside/ }).count()).resolves.toBe(formats.length);
    await dialog.getByRole('button', { name: 'Export' }).click();
    const list = admin.getByRole('dialog', { name: 'Exports to cloud storage' });
    await list
      .getByRole('progressbar', { name: /^Export progress/ })
      .first()
      .waitFor();
    await list.getByLabel('Export SUCCEED').waitFor({ timeout: 90_000 });
    expect(new URL(admin.url()).searchParams.get('exports')).toBe('1');

    for (const formatId of formats) {
      const object = await s3.send(
        new GetObjectCommand({ Bucket: BUCKET, Key: `e2e/creatives/${formatId}/content.json` }),
      );
      const content = JSON.parse(await object.Body!.transformToString());
      expect(content).toMatchObject({ creativeId: formatId, variant: 'Lakeside' });
    }
  }, 180_000);

  it('follows an export asked for elsewhere live, and keeps its state filter and order in the URL', async () => {
    const list = admin.getByRole('dialog', { name: 'Exports to cloud storage' });
    const items = list.getByTestId('export-item');
    await expect.poll(() => items.count()).toBe(1);
    const shownFirst = await items.first().getAttribute('aria-label');
    const [first] = formats;
    const asked = expectStatus(
      await suite.as('SELF_SERVICE_ADMIN').post('/exports', {
        entityType: 'creative',
        entityIds: [first],
        connectionIds: [connectionId],
        campaignId: campaign.campaignId,
      }),
      201,
    ).body as { id: string; entities: { name: string }[] };
    // No reload, no click: the new export comes in and settles over /ws.
    const askedLabel = `Export of ${asked.entities[0]!.name}`;
    expect(askedLabel).not.toBe(shownFirst);
    const fresh = list.getByRole('listitem', { name: askedLabel });
    await fresh.getByLabel('Export SUCCEED').waitFor({ timeout: 90_000 });
    await expect.poll(() => items.count()).toBe(2);
    await expect(items.first().getAttribute('aria-label')).resolves.toBe(askedLabel);

    await list.getByLabel('Order').click();
    await admin.getByRole('option', { name: 'Oldest first' }).click();
    await expect.poll(() => items.first().getAttribute('aria-label')).toBe(shownFirst);
    await list.getByLabel('State').click();
    await admin.getByRole('option', { name: 'FAILED' }).click();
    await list.getByText('No exports in this state').waitFor();
    const url = new URL(admin.url());
    expect([url.searchParams.get('exportsStatus'), url.searchParams.get('exportsOrder')]).toEqual(['FAILED', 'ASC']);

    url.searchParams.set('exportsStatus', 'SUCCEED');
    await admin.goto(url.pathname + url.search);
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(2);
    await expect(items.first().getAttribute('aria-label')).resolves.toBe(shownFirst);
    await expect(list.getByLabel('State').textContent()).resolves.toBe('SUCCEED');
    await expect(list.getByLabel('Order').textContent()).resolves.toBe('Oldest first');
  }, 180_000);

  it('pages on the server: the oldest export is on the second page of ten', async () => {
    const deps = suite.t.system.deps;
    const context = {
      actor: { userId: suite.user('SELF_SERVICE_ADMIN').id, role: 'SELF_SERVICE_ADMIN' as const },
      correlationId: 'exports-e2e-paging',
      now: () => new Date(),
    };
    // Eleven more, asked through the command the route runs, without their workflows (they stay IN_PROGRESS).
    let position = 0;
    for (let i = 0; i < 11; i++) {
      const body = { entityType: 'creative' as const, entityIds: [formats[0]!], connectionIds: [connectionId] };
      const actor = { ...context.actor, partnerId: suite.acme.partnerId };
      const input = { ...body, campaignId: campaign.campaignId };
      position = (await requestExport(deps, { ...context, actor }, input, exportCatalogue(deps))).position!;
    }
    expect(await deps.catchUp.waitFor(position, 10_000)).toBe(true);
    const oldest = expectStatus(
      await suite
        .as('SELF_SERVICE_ADMIN')
        .get(`/exports?campaignId=${campaign.campaignId}&sort=["requestedAt","ASC"]&range=[0,0]`),
      200,
    ).body as { id: string; entities: { name: string }[] }[];
    const label = `Export of ${oldest[0]!.entities.length === 1 ? oldest[0]!.entities[0]!.name : `${oldest[0]!.entities.length} creatives`}`;

    await admin.goto(`/campaigns/${campaign.campaignId}/creatives?exports=1`);
    const list = admin.getByRole('dialog', { name: 'Exports to cloud storage' });
    const items = list.getByTestId('export-item');
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(10);
    await expect(items.getByLabel('Export SUCCEED').count()).resolves.toBe(0);
    await list.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(3);
    expect(new URL(admin.url()).searchParams.get('exportsPage')).toBe('2');
    await expect(items.last().getAttribute('aria-label')).resolves.toBe(label);
    await items.last().getByLabel('Export SUCCEED').waitFor();
    await expect(items.getByLabel('Export SUCCEED').count()).resolves.toBe(2);
  }, 120_000);

  it("exports the library's selected assets and the concept's templates, and finds their files in the bucket", async () => {
    await connect('Acme library bucket', ['asset', 'template'], 'library');
    const destination = 'Acme library bucket / library';
    await admin.goto('/assets-manager');
    for (const { name } of assets) await admin.getByRole('checkbox', { name: `Select ${name}` }).check();
    await expect(exportAll(admin.getByTestId('bulk-actions'), destination)).resolves.toBe(assets.length);
    for (const { id, name, bytes } of assets) {
      expect((await objectBytes(`library/assets/${id}/${name}`)).equals(bytes)).toBe(true);
    }

    const { conceptId } = expectStatus(await suite.su.get(`/campaigns/${campaign.campaignId}`), 200).body as {
      conceptId: string;
    };
    await admin.goto(`/concepts/${conceptId}/templates`);
    await admin.getByTestId('template-group').first().waitFor();
    const offered = await exportAll(admin, destination);
    const [sent] = expectStatus(await suite.as('SELF_SERVICE_ADMIN').get('/exports?entityType=template'), 200).body as {
      status: string;
      entities: { id: string }[];
      destinations: { files: { key: string }[] }[];
    }[];
    expect([sent!.status, sent!.entities.length]).toEqual(['SUCCEED', offered]);
    expect(offered).toBeGreaterThan(0);
    const keys = sent!.destinations[0]!.files.map((f) => f.key);
    for (const { id } of sent!.entities) expect(keys.some((k) => k.startsWith(`library/templates/${id}/`))).toBe(true);
    for (const key of keys) expect((await objectBytes(key)).length).toBeGreaterThan(0);
  }, 240_000);
});
