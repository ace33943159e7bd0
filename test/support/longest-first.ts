// The order test files start in. On a fresh clone vitest has no durations cached and starts files in its own
// order; the few files that run for minutes could then start last and leave one worker alone at the end (CI saw
// schemathesis, three minutes, start 101st of 102). These start first; the rest follow as vitest sorts them.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest files, longest first (their durations in the fresh-clone CI run of 28 November, 19:40, in seconds). */
const LONGEST = [
  'test/api/schemathesis.test.ts', // 195
  'test/api/demo-seed.test.ts', // 114
  'test/workflows/export.test.ts', // 63
  'test/workflows/publish-killed.test.ts', // 58, which started last of all and ran alone at the end
  'test/e2e/analyze.test.ts', // 46
  'test/e2e/routes.test.ts', // 44
  'test/api/heals-temporal.test.ts', // 40
  'test/e2e/personalise-table.test.ts', // 40
  'test/e2e/campaigns.test.ts', // 40
  'test/e2e/templates.test.ts', // 34
  'test/e2e/admin-screens.test.ts', // 31
  'test/workflows/review.test.ts', // 30
  'test/e2e/concept-wizard.test.ts', // 28
  'test/e2e/concepts.test.ts', // 28
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
