import { describe, expect, it } from 'vitest';
import {
  ASSET_NOT_FOUND,
  ASSET_NOT_READY,
  AssetAggregate,
  decideAsset,
  INVALID_LIBRARY_STATUS,
  INVALID_TAGS,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  type AssetCommand,
  type AssetEvent,
  type AssetUploadRequested,
  type ChangeDetails,
} from '../../domain/asset';
import { INVALID_FILE_FORMAT } from '../../domain/asset/rules';
import { LEADING_SPACE, REQUIRED } from '../../domain/shared/validation';
import { spec } from '../support/given-when-then';
import { INVISIBLE_NAMES } from '../support/invisible-names';

const given = spec(AssetAggregate, decideAsset).given;
const assetId = 'c0000000000000000000000c';
const partnerId = 'a0000000000000000000000a';
const ownerId = 'c00000000000000000000001';
const nodes = { europe: 'e00000000000000000000001', germany: 'e00000000000000000000002' };

const upload: AssetUploadRequested['data'] = {
  assetId,
  partnerId,
  uploadId: 'batch-1',
  uploadedBy: 'b0000000000000000000000b',
  name: 'hero.png',
  format: 'png',
  size: 2048,
  source: { kind: 'file', stagingKey: `staging/${assetId}` },
  businessNodes: [],
  tags: ['summer'],
  parentId: null,
  unzip: false,
};
const requested: AssetEvent = { type: 'AssetUploadRequested', data: upload };
const linkRequested: AssetEvent = {
  type: 'AssetUploadRequested',
  data: { ...upload, source: { kind: 'link', url: 'https://example.com/hero' } },
};
const started: AssetEvent = { type: 'AssetUploadStarted', data: { assetId } };
const stored = { location: `assets/${partnerId}/${assetId}/hero.png`, size: 2048, hash: 'ab12', format: 'png' };
const processing: AssetEvent = { type: 'AssetProcessingStarted', data: { assetId, ...stored } };
const details = {
  category: 'other',
  kind: 'image',
  format: 'png',
  dimension: '800x600',
  durationSeconds: null,
  thumbLocation: null,
};
const uploaded: AssetEvent = { type: 'AssetUploaded', data: { assetId, partnerId, ...details } };
const merge = {
  existingAssetId: ownerId,
  reason: 'upload',
  message: '1 asset with the same data was already uploaded.',
} as const;
const merged: AssetEvent = { type: 'AssetMerged', data: { assetId, partnerId, ...merge } };
const expanded: AssetEvent = { type: 'ZipExpanded', data: { assetId, childAssetIds: [ownerId] } };
const failure = { status: 'FAILED', message: 'We could not process your file. Please try again.' } as const;
const failed: AssetEvent = { type: 'AssetUploadFailed', data: { assetId, ...failure } };
const urlFailed: AssetEvent = {
  type: 'AssetUploadFailed',
  data: { assetId, status: 'URL_FAILED', message: 'The link could not be downloaded' },
};
const archived: AssetEvent = { type: 'AssetArchived', data: { assetId } };
const unarchived: AssetEvent = { type: 'AssetUnarchived', data: { assetId } };
const duplicate = { assetId: 'c00000000000000000000002', uploadedBy: 'b00000000000000000000002' };
const restoredByUpload: AssetEvent = { type: 'AssetUnarchived', data: { assetId, byUpload: duplicate } };
const nodesChanged = (businessNodes: string[], additionalNodes: string[]): AssetEvent => ({
  type: 'AssetBusinessNodesChanged',
  data: { assetId, businessNodes, additionalNodes },
});
type DetailsChange = Omit<ChangeDetails, 'type'>;
const detailsChanged = (change: DetailsChange): AssetEvent => ({
  type: 'AssetDetailsChanged',
  data: { assetId, ...change },
});

const request: AssetCommand = { type: 'RequestUpload', upload };
const startUpload: AssetCommand = { type: 'StartUpload' };
const startProcessing: AssetCommand = { type: 'StartProcessing', ...stored };
const recordUpload: AssetCommand = { type: 'RecordUpload', details };
const mergeUpload: AssetCommand = { type: 'MergeUpload', ...merge };
const expandZip: AssetCommand = { type: 'ExpandZip', childAssetIds: [ownerId] };
const failUpload: AssetCommand = { type: 'FailUpload', ...failure };
const restoreByUpload: AssetCommand = { type: 'RestoreByUpload', upload: duplicate };
const changeDetails = (change: DetailsChange): AssetCommand => ({ type: 'ChangeDetails', ...change });
const setArchived = (value: boolean): AssetCommand => ({ type: 'SetArchived', archived: value });
const setNodes = (businessNodes: string[], additionalNodes: string[] = []): AssetCommand => ({
  type: 'SetBusinessNodes',
  businessNodes,
  additionalNodes,
});

const uploadSteps = { startUpload, startProcessing, recordUpload, mergeUpload, expandZip, failUpload };
const libraryCommands = {
  changeDetails: changeDetails({ name: 'Hero' }),
  setArchived: setArchived(true),
  setNodes: setNodes([nodes.europe]),
};
const library = [requested, started, processing, uploaded];

describe('no asset yet', () => {
  describe('RequestUpload', () => {
    it('records the request', () => given([]).when(request).then([requested]));

    it('keeps the tags trimmed, once each, without blanks', () =>
      given([])
        .when({ type: 'RequestUpload', upload: { ...upload, tags: [' summer ', 'summer', '', 'sale'] } })
        .then([{ type: 'AssetUploadRequested', data: { ...upload, tags: ['summer', 'sale'] } }]));

    it(`refuses more than ${MAX_TAGS} tags`, () =>
      given([])
        .when({
          type: 'RequestUpload',
          upload: { ...upload, tags: Array.from({ length: MAX_TAGS + 1 }, (_, i) => `t${i}`) },
        })
        .thenThrows(400, INVALID_TAGS));

    it(`refuses a tag longer than ${MAX_TAG_LENGTH} characters`, () =>
      given([])
        .when({ type: 'RequestUpload', upload: { ...upload, tags: ['x'.repeat(MAX_TAG_LENGTH + 1)] } })
        .thenThrows(400, INVALID_TAGS));
  });

  describe('RefuseUpload (a zip entry the library does not take)', () => {
    const refuse: AssetCommand = { type: 'RefuseUpload', upload, message: INVALID_FILE_FORMAT };
    const refusedFailure: AssetEvent = {
      type: 'AssetUploadFailed',
      data: { assetId, status: 'FAILED', message: INVALID_FILE_FORMAT },
    };

    it('records the request and its failure at once, so no workflow sees it open', () =>
      given([]).when(refuse).then([requested, refusedFailure]));

    it('records nothing when repeated (a zip expanded again after a crash)', () =>
      given([requested, refusedFailure]).when(refuse).then([]));
  });

  it.each(Object.entries({ ...uploadSteps, ...libraryCommands }))(`%s: '${ASSET_NOT_FOUND}'`, (_, command) =>
    given([]).when(command).thenThrows(404, ASSET_NOT_FOUND),
  );
});

describe('a requested upload (PENDING)', () => {
  it('RequestUpload again records nothing (a zip expanded again after a crash)', () =>
    given([requested]).when(request).then([]));

  it('StartUpload starts it', () => given([requested]).when(startUpload).then([started]));

  it('StartProcessing records where the bytes are stored', () =>
    given([requested]).when(startProcessing).then([processing]));

  it.each(Object.entries({ recordUpload, mergeUpload, expandZip }))(
    '%s records nothing before the bytes are stored',
    (_, command) => given([requested]).when(command).then([]),
  );

  it('FailUpload fails a file', () => given([requested]).when(failUpload).then([failed]));

  it('FailUpload fails a link with URL_FAILED', () =>
    given([linkRequested])
      .when({ type: 'FailUpload', status: 'URL_FAILED', message: 'The link could not be downloaded' })
      .then([urlFailed]));

  it.each(Object.entries(libraryCommands))(`%s: '${ASSET_NOT_READY}'`, (_, command) =>
    given([requested]).when(command).thenThrows(422, ASSET_NOT_READY),
  );
});

describe('an upload on its way to storage (UPLOADING)', () => {
  it('StartUpload again records nothing', () => given([requested, started]).when(startUpload).then([]));

  it('StartProcessing records where the bytes are stored', () =>
    given([requested, started]).when(startProcessing).then([processing]));

  it('FailUpload fails it', () => given([requested, started]).when(failUpload).then([failed]));

  it.each(Object.entries(libraryCommands))(`%s: '${ASSET_NOT_READY}'`, (_, command) =>
    given([requested, started]).when(command).thenThrows(422, ASSET_NOT_READY),
  );
});

describe('an upload being processed (PROCESSING)', () => {
  const stream = [requested, started, processing];

  it.each(Object.entries({ startUpload, startProcessing }))(
    '%s again records nothing (a step repeated after a crash)',
    (_, command) => given(stream).when(command).then([]),
  );

  it('RecordUpload records the library asset', () => given(stream).when(recordUpload).then([uploaded]));

  it('MergeUpload merges it into the asset that owns the same bytes', () =>
    given(stream).when(mergeUpload).then([merged]));

  it('ExpandZip records the uploads made of its entries', () => given(stream).when(expandZip).then([expanded]));

  it('FailUpload fails it', () => given(stream).when(failUpload).then([failed]));

  it('RestoreByUpload records nothing: an asset still being uploaded is not archived', () =>
    given(stream).when(restoreByUpload).then([]));

  it.each(Object.entries(libraryCommands))(`%s: '${ASSET_NOT_READY}'`, (_, command) =>
    given(stream).when(command).thenThrows(422, ASSET_NOT_READY),
  );
});

describe.each([
  ['merged (MERGED)', merged],
  ['expanded (EXPANDED)', expanded],
  ['failed (FAILED)', failed],
  ['failed (URL_FAILED)', urlFailed],
])('an upload that ended %s', (_, outcome) => {
  const stream = [requested, started, processing, outcome];

  it.each(Object.entries({ request, ...uploadSteps }))('%s records nothing (a rerun after the end)', (_, command) =>
    given(stream).when(command).then([]),
  );

  it.each(Object.entries(libraryCommands))(`%s: '${ASSET_NOT_FOUND}' (it is no library asset)`, (_, command) =>
    given(stream).when(command).thenThrows(404, ASSET_NOT_FOUND),
  );
});

describe('a library asset (DONE)', () => {
  it.each(Object.entries({ request, ...uploadSteps }))('%s records nothing (a rerun after the end)', (_, command) =>
    given(library).when(command).then([]),
  );

  describe('ChangeDetails', () => {
    it('renames it, without trailing spaces', () =>
      given(library)
        .when(changeDetails({ name: 'Hero banner ' }))
        .then([detailsChanged({ name: 'Hero banner' })]));

    it('records nothing when only trailing spaces differ', () =>
      given(library)
        .when(changeDetails({ name: 'hero.png  ' }))
        .then([]));

    it("refuses a blank name: 'Required'", () =>
      given(library)
        .when(changeDetails({ name: '  ' }))
        .thenThrows(400, REQUIRED));

    it.each(INVISIBLE_NAMES)("refuses a name of %s: 'Required'", (_, name) =>
      given(library).when(changeDetails({ name })).thenThrows(400, REQUIRED),
    );

    it('refuses a name starting with a space', () =>
      given(library)
        .when(changeDetails({ name: ' Hero' }))
        .thenThrows(400, LEADING_SPACE));

    it('replaces the tags, trimmed and once each', () =>
      given(library)
        .when(changeDetails({ tags: ['sale ', 'sale', 'winter'] }))
        .then([detailsChanged({ tags: ['sale', 'winter'] })]));

    it('records nothing for the same tags', () =>
      given(library)
        .when(changeDetails({ tags: [' summer'] }))
        .then([]));

    it(`refuses more than ${MAX_TAGS} tags`, () =>
      given(library)
        .when(changeDetails({ tags: Array.from({ length: MAX_TAGS + 1 }, (_, i) => `t${i}`) }))
        .thenThrows(400, INVALID_TAGS));

    it.each(['approved', 'rejected'])('sets the library status %s', (status) =>
      given(library)
        .when(changeDetails({ status }))
        .then([detailsChanged({ status })]),
    );

    it('records nothing for the status it has', () =>
      given(library)
        .when(changeDetails({ status: 'new' }))
        .then([]));

    it(`refuses an unknown status: '${INVALID_LIBRARY_STATUS}'`, () =>
      given(library)
        .when(changeDetails({ status: 'archived' }))
        .thenThrows(400, INVALID_LIBRARY_STATUS));

    it('records every changed field in one event', () =>
      given(library)
        .when(changeDetails({ name: 'Hero', tags: ['summer', 'sale'], status: 'approved' }))
        .then([detailsChanged({ name: 'Hero', tags: ['summer', 'sale'], status: 'approved' })]));

    it('refuses the whole change when one field is wrong', () =>
      given(library)
        .when(changeDetails({ name: 'Hero', status: 'archived' }))
        .thenThrows(400, INVALID_LIBRARY_STATUS));

    it('sees an earlier change', () =>
      given([...library, detailsChanged({ name: 'Hero', tags: ['sale'], status: 'approved' })])
        .when(changeDetails({ name: 'Hero', tags: ['sale'], status: 'approved' }))
        .then([]));
  });

  describe('SetArchived', () => {
    it('archives it', () => given(library).when(setArchived(true)).then([archived]));

    it('records nothing when unarchiving an active asset', () => given(library).when(setArchived(false)).then([]));

    it('unarchives an archived asset', () =>
      given([...library, archived])
        .when(setArchived(false))
        .then([unarchived]));

    it('records nothing when archiving it again', () =>
      given([...library, archived])
        .when(setArchived(true))
        .then([]));

    it('leaves an archived asset editable', () =>
      given([...library, archived])
        .when(changeDetails({ name: 'Hero' }))
        .then([detailsChanged({ name: 'Hero' })]));
  });

  describe('RestoreByUpload (an upload of the same bytes merges into it)', () => {
    it('brings an archived asset back to the library, naming the upload', () =>
      given([...library, archived])
        .when(restoreByUpload)
        .then([restoredByUpload]));

    it('records nothing for an asset in the library', () => given(library).when(restoreByUpload).then([]));

    it('records nothing when repeated (a rerun after a crash)', () =>
      given([...library, archived, restoredByUpload])
        .when(restoreByUpload)
        .then([]));

    it('leaves it archivable again', () =>
      given([...library, archived, restoredByUpload])
        .when(setArchived(true))
        .then([archived]));
  });

  describe('SetBusinessNodes', () => {
    it('places it on nodes', () =>
      given(library)
        .when(setNodes([nodes.germany], [nodes.europe]))
        .then([nodesChanged([nodes.germany], [nodes.europe])]));

    it('records nothing for the nodes it is on', () =>
      given([...library, nodesChanged([nodes.germany], [nodes.europe])])
        .when(setNodes([nodes.germany], [nodes.europe]))
        .then([]));

    it('records a change of the additional nodes alone', () =>
      given([...library, nodesChanged([nodes.germany], [nodes.europe])])
        .when(setNodes([nodes.germany]))
        .then([nodesChanged([nodes.germany], [])]));

    it('takes it off every node', () =>
      given([...library, nodesChanged([nodes.germany], [])])
        .when(setNodes([]))
        .then([nodesChanged([], [])]));

    it('records nothing for an asset requested on the same nodes', () =>
      given([
        { type: 'AssetUploadRequested', data: { ...upload, businessNodes: [nodes.germany] } },
        started,
        processing,
        uploaded,
      ])
        .when(setNodes([nodes.germany]))
        .then([]));
  });
});

it('refuses a command it does not know rather than ignoring it', () => {
  const unknown = { type: 'DeleteAsset' } as unknown as AssetCommand;
  expect(() => decideAsset(unknown, library.reduce(AssetAggregate.evolve, AssetAggregate.initialState()))).toThrow(
    'Unknown asset command',
  );
});
