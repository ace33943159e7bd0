// Prints the plain closing line 'N passed, N failed, N skipped' that CI reads, after vitest's own summary.
// A suite or file that errored (a hook threw, the file did not load) counts its tests that did not pass as
// failed, or itself as one failure when it has none; an unhandled error counts as one failure too. So the
// line can never say '0 failed' for a run that vitest itself ends as failed.
import type { SerializedError } from 'vitest';
import type { Reporter, TestModule, TestSuite } from 'vitest/node';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

function count(entity: TestModule | TestSuite, inErroredSuite: boolean, tally: Tally): void {
  const errored = inErroredSuite || entity.errors().length > 0;
  let tests = 0;
  for (const child of entity.children) {
    if (child.type === 'suite') {
      count(child, errored, tally);
      continue;
    }
    tests++;
    const state = child.result().state;
    if (state === 'passed') tally.passed++;
    else if (state === 'failed' || errored) tally.failed++;
    else tally.skipped++;
  }
  if (errored && !inErroredSuite && tests === 0 && !entity.children.size) tally.failed++;
}

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    const tally: Tally = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    for (const module of modules) count(module, false, tally);
    process.stdout.write(`\n${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped\n`);
  }
}
