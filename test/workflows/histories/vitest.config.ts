// `npm run record:histories`: the project's test setup (one Postgres, one Temporal CLI server) running only the
// recorder of the workflow histories the replay test replays.
import { defineConfig } from 'vitest/config';
import base, { perFile } from '../../../vitest.config';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // One project of the options each file runs with, in place of the project's own (the whole suite).
    ...perFile,
    projects: undefined,
    include: ['test/workflows/histories/record.ts'],
    reporters: ['default'],
  },
});
