import { defineConfig } from 'vitest/config';
import LongestFirst from './test/support/longest-first';

/** What every project's files run with (a project does not inherit the root's test options). */
export const perFile = {
  pool: 'forks',
  // Two cores: more parallel files only contend for the same Postgres.
  maxWorkers: 2,
  testTimeout: 30_000,
  // expect.poll gives up after 1 s by default, which a page or projection on two busy cores can take.
  expect: { poll: { timeout: 10_000 } },
  hookTimeout: 120_000,
} as const;

export default defineConfig({
  test: {
    // Once for the run; the projects read what it provides from the root.
    globalSetup: ['test/support/global-setup.ts'],
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        test: {
          ...perFile,
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          // The API files share their worker's process, one after another: each file still starts its own app,
          // database and task queues (test/support/app.ts), but the app's module graph loads once per process,
          // not once per file (2-4 s of CPU each on two loaded cores; 342 s of the fresh-clone run's imports).
          isolate: false,
        },
      },
      {
        test: {
          ...perFile,
          name: 'isolated',
          include: ['test/**/*.test.ts'],
          exclude: ['test/api/**'],
        },
      },
    ],
  },
});
