import { defineConfig } from 'vitest/config';
import LongestFirst from './test/support/longest-first';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    // One process per worker runs its files one after another with the modules they share loaded once: loading the
    // app's module graph again in a fresh process for each file cost 810 s of the run's CPU. Each file still has its
    // own database, task queues and app (test/support/app.ts).
    isolate: false,
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
