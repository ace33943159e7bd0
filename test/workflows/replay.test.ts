// Each workflow's recorded histories (test/workflows/fixtures/histories/<workflow>/*.json, from
// test/workflows/histories/record.ts) replay against today's code: a change that would take a workflow in flight down
// another path than its history records (an activity added, removed or moved, a timer changed, a child started
// elsewhere) fails here, before it breaks the workflows a deployed Temporal holds. A change meant that way is versioned
// with patched(), and the histories recorded again (`npm run record:histories`).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../../runtime/paths';
import { bundleWorkflows } from '../../workflows/runtime/worker';
import { installQuietRuntime } from '../../workflows/runtime/native-connection';
import { historyFromJson } from '../support/histories';

// The SDK logs every worker state change at INFO; the runtime may already be installed by an earlier file in this
// test process.
installQuietRuntime();

const HISTORIES = fromRoot('test', 'workflows', 'fixtures', 'histories');
/**
 * Each folder of histories (histories/<name>/), and the workflows file (under workflows/) whose bundle runs them in the
 * product: the render, screenshot, tearsheet, review, publish, review-polling, migration, feed, generation, delivery
 * and export workflows share one Worker's, whose bundle is built once (`bundles`) for all of them.
 */
const WORKFLOWS: [string, string][] = [
  ['upload', 'upload/upload.workflow.ts'],
  ['render', 'shared/shared.workflow.ts'],
  ['screenshots', 'shared/shared.workflow.ts'],
  ['tearsheet', 'shared/shared.workflow.ts'],
  ['review', 'shared/shared.workflow.ts'],
  ['publish', 'shared/shared.workflow.ts'],
  ['migration', 'shared/shared.workflow.ts'],
  ['feeds', 'shared/shared.workflow.ts'],
  ['generation', 'shared/shared.workflow.ts'],
  ['delivery', 'shared/shared.workflow.ts'],
  ['export', 'shared/shared.workflow.ts'],
];
const bundles = new Map<string, ReturnType<typeof bundleWorkflows>>();
const bundleOf = (file: string) => {
  if (!bundles.has(file)) bundles.set(file, bundleWorkflows(fromRoot('workflows', ...file.split('/'))));
  return bundles.get(file)!;
};

describe.each(WORKFLOWS)('the %s workflow', (name, file) => {
  it('replays every recorded history without a nondeterminism error', async () => {
    const dir = path.join(HISTORIES, name);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
    expect(files.length, `histories of the ${name} workflow`).toBeGreaterThan(0);
    const histories = await Promise.all(
      files.map(async (f) => ({
        // A history names no workflow id; ours read none, so the file's name serves.
        workflowId: path.basename(f, '.json'),
        history: historyFromJson(JSON.parse(await readFile(path.join(dir, f), 'utf8'))),
      })),
    );
    const workflowBundle = await bundleOf(file);
    const outcomes: { workflowId: string; error: string | null }[] = [];
    for await (const result of Worker.runReplayHistories({ workflowBundle, replayName: name }, histories)) {
      outcomes.push({ workflowId: result.workflowId, error: result.error ? String(result.error) : null });
    }
    expect(outcomes).toEqual(histories.map((h) => ({ workflowId: h.workflowId, error: null })));
  }, 120_000);
});
