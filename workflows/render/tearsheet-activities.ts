// The tearsheet workflow's activities (issue 19 §3). The entries are collected through the TearsheetSource port (the
// composition root answers it from the read models, which workflow code may not read: api/workers.ts) and stored as
// JSON beside the PDF to be, then recorded; the PDF is laid out from that list (tearsheet-pdf.ts) with each picture
// read from the blob store where the screenshot workflow keeps it, heartbeating and recording progress as it goes, and
// stored before it is recorded built. Every step reads the tearsheet's stream first and records nothing twice.
import { Readable } from 'node:stream';
import { ApplicationFailure, Context } from '@temporalio/activity';
import type { BlobStore } from '../../commands/blob-store/port';
import {
  loadTearsheet,
  recordTearsheetStep,
  sendTearsheetNotice,
  type TearsheetWorkflowDeps,
} from '../../commands/tearsheets';
import {
  BUILD_FAILED_REASON,
  filterSummary,
  TEARSHEET_NOT_FOUND,
  type TearsheetEntry,
  type TearsheetFacts,
  type TearsheetFilter,
  type TearsheetState,
} from '../../domain/tearsheet';
import { bytesOf, screenshotKey } from './screenshot-activities';
import { buildTearsheetPdf } from './tearsheet-pdf';

/** Where a tearsheet's entries come from: the campaign's live variant formats the filter takes, in order. */
export interface TearsheetSource {
  entries(campaignId: string, filter: TearsheetFilter): Promise<TearsheetEntry[]>;
}

export interface TearsheetDeps {
  commands: TearsheetWorkflowDeps;
  blobs: BlobStore;
  tearsheets: TearsheetSource;
}

export interface TearsheetTarget {
  tearsheetId: string;
}

export const tearsheetWorkflowId = (target: TearsheetTarget) => `build-tearsheet-${target.tearsheetId}`;
export const tearsheetEntriesKey = (t: Pick<TearsheetFacts, 'partnerId' | 'tearsheetId'>) =>
  `tearsheets/${t.partnerId}/${t.tearsheetId}/entries.json`;
export const tearsheetPdfKey = (t: Pick<TearsheetFacts, 'partnerId' | 'tearsheetId'>) =>
  `tearsheets/${t.partnerId}/${t.tearsheetId}/tearsheet.pdf`;

/** Progress is recorded at most this often (each record is an append and a live message). */
const PROGRESS_MS = 500;

/** The entries a tearsheet keeps (its list, stored by collectTearsheet). */
export async function storedEntries(blobs: BlobStore, key: string): Promise<TearsheetEntry[] | null> {
  const bytes = await bytesOf(blobs, key);
  return bytes ? (JSON.parse(bytes.toString('utf8')) as TearsheetEntry[]) : null;
}

export function createTearsheetActivities(deps: TearsheetDeps) {
  const load = (target: TearsheetTarget) =>
    loadTearsheet(deps.commands, target.tearsheetId, tearsheetWorkflowId(target));
  const factsOf = (state: TearsheetState): TearsheetFacts => {
    if (!state.tearsheet) throw ApplicationFailure.nonRetryable(TEARSHEET_NOT_FOUND, 'TearsheetNotFound');
    return state.tearsheet;
  };

  return {
    /** 'go' to build, or the outcome of a tearsheet already settled; tells the user it started (once). */
    async beginTearsheet(target: TearsheetTarget): Promise<'go' | 'ready' | 'failed'> {
      const state = await load(target);
      const facts = factsOf(state);
      if (state.status === 'ready' || state.status === 'failed') return state.status;
      await sendTearsheetNotice(deps.commands, facts, tearsheetWorkflowId(target), 'started', null);
      return 'go';
    },

    /** Collects the entries once and stores them; answers how many. */
    async collectTearsheet(target: TearsheetTarget): Promise<number> {
      const state = await load(target);
      const facts = factsOf(state);
      if (state.status !== 'requested') return state.entries;
      const entries = await deps.tearsheets.entries(facts.campaignId, facts.filter);
      const entriesKey = tearsheetEntriesKey(facts);
      await deps.blobs.put(entriesKey, Readable.from(Buffer.from(JSON.stringify(entries))), {
        contentType: 'application/json',
      });
      await recordTearsheetStep(deps.commands, facts, tearsheetWorkflowId(target), {
        type: 'RecordCollected',
        entries: entries.length,
        entriesKey,
        at: new Date().toISOString(),
      });
      return entries.length;
    },

    /** Lays out, stores and records the PDF; tells the user it is ready. */
    async buildTearsheetPdf(target: TearsheetTarget): Promise<{ pages: number; bytes: number }> {
      const context = Context.current();
      const workflowId = tearsheetWorkflowId(target);
      const state = await load(target);
      const facts = factsOf(state);
      if (state.status !== 'building' || !state.entriesKey) return { pages: 0, bytes: 0 };
      const entries = await storedEntries(deps.blobs, state.entriesKey);
      if (!entries) throw ApplicationFailure.nonRetryable(BUILD_FAILED_REASON, 'EntriesGone');
      const started = Date.now();
      let recorded = Date.now();
      const { pdf, pages } = await buildTearsheetPdf({
        title: facts.campaignName,
        subtitle: [
          filterSummary(facts.filter),
          `${entries.length} creative${entries.length === 1 ? '' : 's'}`,
          `made ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        ],
        entries,
        picture: (fingerprint) => bytesOf(deps.blobs, screenshotKey(facts.partnerId, fingerprint)),
        onProgress: async (done) => {
          context.heartbeat({ done });
          if (Date.now() - recorded < PROGRESS_MS || done >= entries.length) return;
          recorded = Date.now();
          await recordTearsheetStep(deps.commands, facts, workflowId, { type: 'RecordProgress', done });
        },
      });
      const pdfKey = tearsheetPdfKey(facts);
      await deps.blobs.put(pdfKey, Readable.from(pdf), { contentType: 'application/pdf' });
      await recordTearsheetStep(deps.commands, facts, workflowId, {
        type: 'RecordBuilt',
        pdfKey,
        pages,
        bytes: pdf.length,
        buildMs: Date.now() - started,
        at: new Date().toISOString(),
      });
      // Sent once whatever retries: the notice's id is the tearsheet's and the kind's.
      await sendTearsheetNotice(deps.commands, facts, workflowId, 'finished', entries.length);
      return { pages, bytes: pdf.length };
    },

    /** A build that failed every try: recorded failed, and the user told. */
    async failTearsheet(target: TearsheetTarget, reason: string): Promise<void> {
      const state = await load(target);
      const facts = factsOf(state);
      if (state.status === 'ready') return;
      await recordTearsheetStep(deps.commands, facts, tearsheetWorkflowId(target), {
        type: 'RecordFailed',
        reason,
        at: new Date().toISOString(),
      });
      await sendTearsheetNotice(deps.commands, facts, tearsheetWorkflowId(target), 'failed', null);
    },
  };
}

export type TearsheetActivities = ReturnType<typeof createTearsheetActivities>;
