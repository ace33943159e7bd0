// The export's decisions (domain/export): what is asked is recorded once; each file's upload to each destination is
// begun, finished or failed once, never again once settled; a destination is notsend, pending, success or failed
// from its uploads; the job SUCCEEDs only when every destination did; keys are the path, the type, the entity and the
// file, whatever the export.
import { describe, expect, it } from 'vitest';
import {
  decideExport,
  destinationStateOf,
  evolveExport,
  exportFailedMessage,
  exportKey,
  exportProgress,
  exportedEntity,
  initialExportState,
  type ExportCommand,
  type ExportEvent,
  type ExportFacts,
  type ExportState,
} from '../../domain/export';

const AT = '2026-11-27T10:00:00.000Z';
const facts: ExportFacts = {
  exportId: 'e1',
  campaignId: 'c1',
  partnerId: 'p1',
  entityType: 'creative',
  entities: [{ id: 'f1', name: 'Summer 300x250' }],
  files: [
    { fileId: 'a', entityId: 'f1', name: 'screenshot.png', source: { blobKey: 'screenshots/p1/x.png' }, bytes: 10 },
    { fileId: 'b', entityId: 'f1', name: 'content.json', source: { text: '{}' }, bytes: 2 },
  ],
  destinations: [
    { connectionId: 'd1', nodeId: 'n1', storageId: 's1', storageName: 'Acme S3', path: 'out' },
    { connectionId: 'd2', nodeId: 'n1', storageId: 's2', storageName: 'Acme Azure', path: '' },
  ],
  requestedBy: 'u1',
};

function run(commands: ExportCommand[], state: ExportState = initialExportState()) {
  const events: ExportEvent[] = [];
  for (const command of commands) {
    const decided = decideExport(command, state);
    events.push(...decided);
    state = decided.reduce(evolveExport, state);
  }
  return { state, events };
}

const requested = () => run([{ type: 'RequestExport', export: facts, at: AT }]);
const upload = (connectionId: string, fileId: string, outcome: 'ok' | 'fail'): ExportCommand[] => [
  { type: 'StartUpload', connectionId, fileId, at: AT },
  outcome === 'ok'
    ? { type: 'RecordUploaded', connectionId, fileId, bytes: 10, skipped: false, at: AT }
    : { type: 'RecordUploadFailed', connectionId, fileId, reason: 'Refused', at: AT },
];

describe('an export', () => {
  it('is asked once', () => {
    const { state, events } = requested();
    expect(events.map((e) => e.type)).toEqual(['ExportRequested']);
    expect(state.status).toBe('IN_PROGRESS');
    expect(() => decideExport({ type: 'RequestExport', export: facts, at: AT }, state)).toThrow(
      'Export already exists',
    );
    expect(() => decideExport({ type: 'FinishExport', at: AT }, initialExportState())).toThrow('Export not found');
  });

  it('records each upload once, and nothing once it is settled', () => {
    const { state } = requested();
    const first = run([...upload('d1', 'a', 'ok')], state);
    expect(first.events.map((e) => e.type)).toEqual(['ExportUploadStarted', 'ExportFileUploaded']);
    // A retried activity begins and finishes it again: nothing is recorded.
    const again = run([...upload('d1', 'a', 'ok'), ...upload('d1', 'a', 'fail')], first.state);
    expect(again.events).toEqual([]);
    // A begun upload is not begun twice.
    const begun = run([{ type: 'StartUpload', connectionId: 'd1', fileId: 'b', at: AT }], first.state);
    expect(run([{ type: 'StartUpload', connectionId: 'd1', fileId: 'b', at: AT }], begun.state).events).toEqual([]);
    expect(() =>
      decideExport({ type: 'StartUpload', connectionId: 'elsewhere', fileId: 'a', at: AT }, first.state),
    ).toThrow('Export not found');
  });

  it('derives each destination state and the progress from the uploads', () => {
    let { state } = requested();
    expect([destinationStateOf(state, 'd1'), exportProgress(state)]).toEqual(['notsend', 0]);
    state = run(upload('d1', 'a', 'ok'), state).state;
    expect([destinationStateOf(state, 'd1'), destinationStateOf(state, 'd2'), exportProgress(state)]).toEqual([
      'pending',
      'notsend',
      25,
    ]);
    state = run([...upload('d1', 'b', 'ok'), ...upload('d2', 'a', 'ok'), ...upload('d2', 'b', 'fail')], state).state;
    expect([destinationStateOf(state, 'd1'), destinationStateOf(state, 'd2'), exportProgress(state)]).toEqual([
      'success',
      'failed',
      100,
    ]);
    const finished = run([{ type: 'FinishExport', at: AT }], state);
    expect(finished.events).toEqual([
      { type: 'ExportFinished', data: { exportId: 'e1', campaignId: 'c1', status: 'FAILED', at: AT } },
    ]);
    expect(run([{ type: 'FinishExport', at: AT }], finished.state).events).toEqual([]);
  });

  it('SUCCEEDs when every file reached every destination', () => {
    const all = ['d1', 'd2'].flatMap((d) => ['a', 'b'].flatMap((f) => upload(d, f, 'ok')));
    const { state } = run([...all, { type: 'FinishExport', at: AT }], requested().state);
    expect(state.status).toBe('SUCCEED');
  });

  it('puts a file under the path, the type, the entity and its own path, whatever the export', () => {
    expect(exportKey('out/', 'creative', 'f1', 'screenshot.png')).toBe('out/creatives/f1/screenshot.png');
    expect(exportKey('', 'template', 't1', 'img/logo.png')).toBe('templates/t1/img/logo.png');
    expect(exportKey('a', 'asset', 'x', '../../etc/passwd')).toBe('a/assets/x/_/_/etc/passwd');
  });

  it("says the spec's failure", () => {
    expect(exportFailedMessage(exportedEntity('creative', facts.entities), 'Acme S3')).toBe(
      'Failed to export creative Summer 300x250 to Acme S3',
    );
    expect(exportedEntity('asset', [{ name: 'a' }, { name: 'b' }])).toBe('2 assets');
  });
});
