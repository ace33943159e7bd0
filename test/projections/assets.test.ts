import { describe, it } from 'vitest';
import type { AssetEvent, AssetUploadRequested } from '../../domain/asset/events';
import { assetsProjection } from '../../projections/assets/projection';
import { date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(assetsProjection);
const UPLOAD = 'SELECT upload_status, upload_message, merged_into, updated_at FROM asset_library';
/** The metadata's actor of every event made by stream(). */
const ACTOR = 'spec-user';

const requested = (
  source: AssetUploadRequested['data']['source'],
  more: Partial<AssetUploadRequested['data']> = {},
) => {
  const event = stream<AssetEvent>('Asset-a1');
  const data: AssetUploadRequested['data'] = {
    assetId: 'a1',
    partnerId: 'p1',
    uploadId: 'up1',
    uploadedBy: 'u1',
    name: 'hero.png',
    format: 'png',
    size: 2048,
    source,
    businessNodes: ['n1'],
    tags: ['summer'],
    parentId: null,
    unzip: false,
    ...more,
  };
  return { event, given: [event('AssetUploadRequested', data, 1)] };
};
const file = () => requested({ kind: 'file', stagingKey: 'staging/a1' });
const processed = () => {
  const { event, given } = file();
  return {
    event,
    given: [
      ...given,
      event('AssetUploadStarted', { assetId: 'a1' }, 2),
      event(
        'AssetProcessingStarted',
        { assetId: 'a1', location: 'assets/a1', size: 4096, hash: 'h1', format: 'png' },
        3,
      ),
    ],
  };
};

describe('assets projection', () => {
  it('holds a requested upload as pending, its name also its full original name', async () => {
    const { given } = file();
    await spec.given(given).then(
      `SELECT id, partner_id, upload_id, uploaded_by, name, full_original_name, format, size, is_link, source_url, crop,
         parent_id, business_node_ids, additional_node_ids, tags, status, upload_status, archived, created_at,
         updated_at, updated_by FROM asset_library`,
      [
        {
          id: 'a1',
          partner_id: 'p1',
          upload_id: 'up1',
          uploaded_by: 'u1',
          name: 'hero.png',
          full_original_name: 'hero.png',
          format: 'png',
          size: '2048',
          is_link: false,
          source_url: null,
          crop: null,
          parent_id: null,
          business_node_ids: ['n1'],
          additional_node_ids: [],
          tags: ['summer'],
          status: 'new',
          upload_status: 'PENDING',
          archived: false,
          created_at: date(1),
          updated_at: date(1),
          updated_by: 'u1',
        },
      ],
    );
  });

  it("keeps a link's URL and a crop's frame and parent", async () => {
    const link = requested({ kind: 'link', url: 'https://example.com/a.jpg' }, { size: null, format: '' });
    await spec
      .given(link.given)
      .then('SELECT is_link, source_url, crop, size, format FROM asset_library', [
        { is_link: true, source_url: 'https://example.com/a.jpg', crop: null, size: null, format: '' },
      ]);
    const crop = { x: 0, y: 10, width: 300, height: 250, format: 'png' as const, auto: false };
    await spec
      .given(requested({ kind: 'crop', crop }, { parentId: 'a0' }).given)
      .then('SELECT is_link, source_url, crop, parent_id FROM asset_library', [
        { is_link: false, source_url: null, crop, parent_id: 'a0' },
      ]);
  });

  it('keeps tags and nodes with quotes, commas and backslashes as written', async () => {
    const tags = ['a,b', 'say "hi"', 'back\\slash', '{braces}'];
    await spec
      .given(requested({ kind: 'file', stagingKey: 's' }, { tags, businessNodes: ['n"1', 'n,2'] }).given)
      .then('SELECT tags, business_node_ids FROM asset_library', [{ tags, business_node_ids: ['n"1', 'n,2'] }]);
  });

  it('goes uploading, then processing with the stored size, hash, place and format', async () => {
    const { event, given } = file();
    await spec
      .given(given)
      .when([
        event('AssetUploadStarted', { assetId: 'a1' }, 2),
        event(
          'AssetProcessingStarted',
          { assetId: 'a1', location: 'assets/a1', size: 4096, hash: 'h1', format: 'jpg' },
          3,
        ),
      ])
      .then('SELECT upload_status, location, size, hash, format, updated_at, updated_by FROM asset_library', [
        {
          upload_status: 'PROCESSING',
          location: 'assets/a1',
          size: '4096',
          hash: 'h1',
          format: 'jpg',
          updated_at: date(3),
          updated_by: ACTOR,
        },
      ]);
  });

  it('is done once uploaded, with what the processing found', async () => {
    const { event, given } = processed();
    await spec
      .given(given)
      .when([
        event(
          'AssetUploaded',
          {
            assetId: 'a1',
            partnerId: 'p1',
            category: 'logos',
            kind: 'image',
            format: 'png',
            dimension: '300x250',
            durationSeconds: null,
            thumbLocation: 'thumbs/a1',
          },
          4,
        ),
      ])
      .then(
        'SELECT upload_status, category, kind, format, dimension, duration_seconds, thumb_location, updated_at FROM asset_library',
        [
          {
            upload_status: 'DONE',
            category: 'logos',
            kind: 'image',
            format: 'png',
            dimension: '300x250',
            duration_seconds: null,
            thumb_location: 'thumbs/a1',
            updated_at: date(4),
          },
        ],
      );
  });

  it('marks an upload merged into the asset that has its bytes, with the message', async () => {
    const { event, given } = processed();
    await spec
      .given(given)
      .when([
        event(
          'AssetMerged',
          {
            assetId: 'a1',
            partnerId: 'p1',
            existingAssetId: 'a0',
            reason: 'library',
            message: 'Already in the library',
          },
          4,
        ),
      ])
      .then(UPLOAD, [
        { upload_status: 'MERGED', upload_message: 'Already in the library', merged_into: 'a0', updated_at: date(4) },
      ]);
  });

  it('marks an expanded zip', async () => {
    const { event, given } = processed();
    await spec
      .given(given)
      .when([event('ZipExpanded', { assetId: 'a1', childAssetIds: ['a2', 'a3'] }, 4)])
      .then(UPLOAD, [{ upload_status: 'EXPANDED', upload_message: null, merged_into: null, updated_at: date(4) }]);
  });

  it('marks a failed link with why', async () => {
    const { event, given } = requested({ kind: 'link', url: 'https://10.0.0.1/a.png' });
    await spec
      .given(given)
      .when([event('AssetUploadFailed', { assetId: 'a1', status: 'URL_FAILED', message: 'A private address' }, 2)])
      .then(UPLOAD, [
        { upload_status: 'URL_FAILED', upload_message: 'A private address', merged_into: null, updated_at: date(2) },
      ]);
  });

  it('changes only the details present', async () => {
    const { event, given } = processed();
    const DETAILS = 'SELECT name, full_original_name, tags, status, updated_at FROM asset_library';
    const renamed = event('AssetDetailsChanged', { assetId: 'a1', name: 'Hero' }, 4);
    await spec
      .given(given)
      .when([renamed])
      .then(DETAILS, [
        { name: 'Hero', full_original_name: 'hero.png', tags: ['summer'], status: 'new', updated_at: date(4) },
      ]);
    await spec
      .given([...given, renamed])
      .when([event('AssetDetailsChanged', { assetId: 'a1', tags: [], status: 'approved' }, 5)])
      .then(DETAILS, [
        { name: 'Hero', full_original_name: 'hero.png', tags: [], status: 'approved', updated_at: date(5) },
      ]);
  });

  it('archives, and unarchives (by a person or by the same bytes uploaded again)', async () => {
    const { event, given } = processed();
    const archived = event('AssetArchived', { assetId: 'a1' }, 4);
    const ROW = 'SELECT archived, updated_at FROM asset_library';
    await spec
      .given(given)
      .when([archived])
      .then(ROW, [{ archived: true, updated_at: date(4) }]);
    await spec
      .given([...given, archived])
      .when([event('AssetUnarchived', { assetId: 'a1', byUpload: { assetId: 'a2', uploadedBy: 'u2' } }, 5)])
      .then(ROW, [{ archived: false, updated_at: date(5) }]);
  });

  it("replaces an asset's nodes, by its owner or moved with a node's migration", async () => {
    const { event, given } = processed();
    const NODES = 'SELECT business_node_ids, additional_node_ids, updated_at FROM asset_library';
    const changed = event(
      'AssetBusinessNodesChanged',
      { assetId: 'a1', businessNodes: ['n1', 'n2'], additionalNodes: ['n3'] },
      4,
    );
    await spec
      .given(given)
      .when([changed])
      .then(NODES, [{ business_node_ids: ['n1', 'n2'], additional_node_ids: ['n3'], updated_at: date(4) }]);
    await spec
      .given([...given, changed])
      .when([
        event(
          'AssetMovedToNode',
          { assetId: 'a1', fromNodeId: 'n1', toNodeId: 'n9', businessNodes: ['n9', 'n2'], additionalNodes: [] },
          5,
        ),
      ])
      .then(NODES, [{ business_node_ids: ['n9', 'n2'], additional_node_ids: [], updated_at: date(5) }]);
  });

  it('writes no row for a change to an unknown asset', async () => {
    const event = stream<AssetEvent>('Asset-a9');
    await spec
      .given([event('AssetUploadStarted', { assetId: 'a9' }, 1), event('AssetArchived', { assetId: 'a9' }, 2)])
      .then('SELECT id FROM asset_library', []);
  });
});
