// The order test files start in. On a fresh clone vitest has no durations cached and starts files in its own
// order; the few files that run for minutes could then start last and leave one worker alone at the end (CI saw
// schemathesis, three minutes, start 101st of 102). These start first; the rest follow as vitest sorts them.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest files, longest first (their durations in a CI run, in seconds). */
const LONGEST = [
  'test/api/schemathesis.test.ts', // 190
  'test/e2e/campaigns.test.ts', // 89
  'test/api/demo-seed.test.ts', // 84
  'test/e2e/routes.test.ts', // 69
];

const rank = (file: TestSpecification) => {
  const index = LONGEST.findIndex((name) => file.moduleId.endsWith(name));
  return index === -1 ? LONGEST.length : index;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
