import { describe, it } from 'vitest';
import type { ExportDestination, ExportEvent, ExportFile } from '../../domain/export/events';
import { exportsProjection } from '../../projections/exports/projection';
import { at, date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(exportsProjection);
const UPLOADS = `SELECT connection_id, file_id, state, bytes, skipped, reason FROM cloud_export_upload
  ORDER BY connection_id, file_id`;
const on = { exportId: 'e1', campaignId: null };

const files: ExportFile[] = [
  { fileId: 'f1', entityId: 't1', name: 'index.html', source: { blobKey: 'templates/t1/index.html' }, bytes: 100 },
  { fileId: 'f2', entityId: 't1', name: 'img/logo.png', source: { blobKey: 'templates/t1/img/logo.png' }, bytes: 200 },
  { fileId: 'f3', entityId: 't1', name: 'meta.json', source: { text: '{"name":"Spring"}' }, bytes: 17 },
];
const destination = (connectionId: string, nodeId: string, path: string): ExportDestination => ({
  connectionId,
  nodeId,
  storageId: `s-${connectionId}`,
  storageName: `Bucket ${connectionId}`,
  path,
});
const destinations = [destination('k1', 'n1', ''), destination('k2', 'n2', '/ads/'), destination('k3', 'n1', 'eu')];

const requested = () => {
  const event = stream<ExportEvent>('Export-e1');
  const given = [
    event(
      'ExportRequested',
      {
        ...on,
        partnerId: 'p1',
        entityType: 'template',
        entities: [{ id: 't1', name: 'Spring 300x250' }],
        files,
        destinations,
        requestedBy: 'u1',
        at: at(1),
      },
      1,
    ),
  ];
  return { event, given };
};

describe('exports projection', () => {
  it("holds a requested export: its files without their sources, each destination with every file's key there, its nodes once", async () => {
    const { given } = requested();
    const keys = (under: string) => ({
      f1: `${under}templates/t1/index.html`,
      f2: `${under}templates/t1/img/logo.png`,
      f3: `${under}templates/t1/meta.json`,
    });
    await spec.given(given).then(
      `SELECT id, partner_id, entity_type, campaign_id, entities, files, destinations, node_ids, requested_by,
         requested_at, status, finished_at, position FROM cloud_export`,
      [
        {
          id: 'e1',
          partner_id: 'p1',
          entity_type: 'template',
          campaign_id: null,
          entities: [{ id: 't1', name: 'Spring 300x250' }],
          files: [
            { fileId: 'f1', entityId: 't1', name: 'index.html', bytes: 100 },
            { fileId: 'f2', entityId: 't1', name: 'img/logo.png', bytes: 200 },
            { fileId: 'f3', entityId: 't1', name: 'meta.json', bytes: 17 },
          ],
          destinations: [
            { ...destinations[0], keys: keys('') },
            { ...destinations[1], keys: keys('ads/') },
            { ...destinations[2], keys: keys('eu/') },
          ],
          node_ids: ['n1', 'n2'],
          requested_by: 'u1',
          requested_at: date(1),
          status: 'IN_PROGRESS',
          finished_at: null,
          position: String(given[0]!.position),
        },
      ],
    );
    await spec.given(given).then(UPLOADS, []);
  });

  it("keeps a creatives export's campaign", async () => {
    const event = stream<ExportEvent>('Export-e2');
    await spec
      .given([
        event('ExportRequested', {
          exportId: 'e2',
          campaignId: 'c1',
          partnerId: 'p1',
          entityType: 'creative',
          entities: [],
          files: [],
          destinations: [],
          requestedBy: 'u1',
          at: at(1),
        }),
      ])
      .then('SELECT id, entity_type, campaign_id, node_ids FROM cloud_export', [
        { id: 'e2', entity_type: 'creative', campaign_id: 'c1', node_ids: [] },
      ]);
  });

  it('tracks each file at each destination: uploading, then finished with its bytes or skipped, or failed with why', async () => {
    const { event, given } = requested();
    const started = (connectionId: string, fileId: string, minute: number) =>
      event('ExportUploadStarted', { ...on, connectionId, fileId, at: at(minute) }, minute);
    await spec
      .given(given)
      .when([
        started('k1', 'f1', 2),
        started('k1', 'f2', 2),
        started('k2', 'f1', 2),
        started('k2', 'f2', 2),
        event(
          'ExportFileUploaded',
          { ...on, connectionId: 'k1', fileId: 'f1', bytes: 100, skipped: false, at: at(3) },
          3,
        ),
        event(
          'ExportFileUploaded',
          { ...on, connectionId: 'k1', fileId: 'f2', bytes: 200, skipped: true, at: at(3) },
          3,
        ),
        event('ExportFileFailed', { ...on, connectionId: 'k2', fileId: 'f1', reason: 'Access denied', at: at(4) }, 4),
      ])
      .then(UPLOADS, [
        { connection_id: 'k1', file_id: 'f1', state: 'FINISHED', bytes: '100', skipped: false, reason: null },
        { connection_id: 'k1', file_id: 'f2', state: 'FINISHED', bytes: '200', skipped: true, reason: null },
        { connection_id: 'k2', file_id: 'f1', state: 'FAILED', bytes: null, skipped: false, reason: 'Access denied' },
        { connection_id: 'k2', file_id: 'f2', state: 'UPLOADING', bytes: null, skipped: false, reason: null },
      ]);
  });

  it('a retried upload starts clean of its failure and may finish', async () => {
    const { event, given } = requested();
    const failed = [
      event('ExportUploadStarted', { ...on, connectionId: 'k1', fileId: 'f1', at: at(2) }, 2),
      event('ExportFileFailed', { ...on, connectionId: 'k1', fileId: 'f1', reason: 'Timed out', at: at(3) }, 3),
    ];
    const retried = event('ExportUploadStarted', { ...on, connectionId: 'k1', fileId: 'f1', at: at(4) }, 4);
    await spec
      .given([...given, ...failed])
      .when([retried])
      .then(UPLOADS, [
        { connection_id: 'k1', file_id: 'f1', state: 'UPLOADING', bytes: null, skipped: false, reason: null },
      ]);
    await spec
      .given([...given, ...failed, retried])
      .when([
        event(
          'ExportFileUploaded',
          { ...on, connectionId: 'k1', fileId: 'f1', bytes: 100, skipped: false, at: at(5) },
          5,
        ),
      ])
      .then(UPLOADS, [
        { connection_id: 'k1', file_id: 'f1', state: 'FINISHED', bytes: '100', skipped: false, reason: null },
      ]);
  });

  it('settles the job when it finishes, succeeded or failed', async () => {
    const { event, given } = requested();
    const JOB = 'SELECT status, finished_at FROM cloud_export';
    await spec
      .given(given)
      .when([event('ExportFinished', { ...on, status: 'SUCCEED', at: at(9) }, 9)])
      .then(JOB, [{ status: 'SUCCEED', finished_at: date(9) }]);
    await spec
      .given(given)
      .when([event('ExportFinished', { ...on, status: 'FAILED', at: at(9) }, 9)])
      .then(JOB, [{ status: 'FAILED', finished_at: date(9) }]);
  });

  it('writes no job for the end of an unknown export', async () => {
    const event = stream<ExportEvent>('Export-e9');
    await spec
      .given([event('ExportFinished', { exportId: 'e9', campaignId: null, status: 'SUCCEED', at: at(1) }, 1)])
      .then('SELECT id FROM cloud_export', []);
  });
});
