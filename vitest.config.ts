import { defineConfig } from 'vitest/config';
import LongestFirst from './test/support/longest-first';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    // Two cores: more parallel files only contend for the same Postgres.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    testTimeout: 30_000,
    // expect.poll gives up after 1 s by default, which a page or projection on two busy cores can take.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
