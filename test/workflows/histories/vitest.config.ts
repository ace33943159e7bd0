// `npm run record:histories`: the project's test setup (one Postgres, one Temporal CLI server) running only the
// recorder of the workflow histories the replay test replays.
import { defineConfig } from 'vitest/config';
import base from '../../../vitest.config';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['test/workflows/histories/record.ts'],
    reporters: ['default'],
  },
});
