// The order test files start in. On a fresh clone vitest has no durations cached and starts files in its own
// order; the few files that run for minutes could then start last and leave one worker alone at the end (CI saw
// schemathesis, three minutes, start 101st of 102). These start first; the rest follow as vitest sorts them.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest files, longest first (their durations in the CI run of 28 November, in seconds). */
const LONGEST = [
  'test/api/schemathesis.test.ts', // 193
  'test/api/demo-seed.test.ts', // 85
  'test/workflows/export.test.ts', // 71
  'test/workflows/publish.test.ts', // 66
  'test/e2e/publishing.test.ts', // 49
  'test/api/heals-temporal.test.ts', // 48
  'test/workflows/screenshots.test.ts', // 45
  'test/e2e/routes.test.ts', // 41
  'test/e2e/analyze.test.ts', // 41
  'test/e2e/personalise-table.test.ts', // 40
  'test/e2e/campaigns.test.ts', // 40
  'test/e2e/meta-preview.test.ts', // 35
  'test/api/publishing-youtube.test.ts', // 35
  'test/workflows/review.test.ts', // 31
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
