// The test gate itself: vitest run in a child process with the project's own config, global setup (embedded
// Postgres, local Temporal) and reporters, on planted failures. Each must end the run non-zero with the
// failures counted in the closing line; the passing control must end it zero.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const vitest = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url));

interface Run {
  exitCode: number;
  closingLine: string;
  output: string;
}

function runFixture(fixture: string): Promise<Run> {
  return new Promise((resolve) => {
    const env = {
      ...process.env,
      GATE_FIXTURE: `test/gate/fixtures/${fixture}`,
      TEST_DATABASE_URL: '',
      TEST_TEMPORAL_ADDRESS: '',
    };
    execFile(
      process.execPath,
      [vitest, 'run', '--config', 'test/gate/fixtures/vitest.config.ts'],
      { cwd: root, env, maxBuffer: 32 << 20 },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`;
        const closingLine = output.match(/^\d+ passed, \d+ failed, \d+ skipped$/m)?.[0] ?? '(no closing line)';
        resolve({ exitCode: error ? (typeof error.code === 'number' ? error.code : 1) : 0, closingLine, output });
      },
    );
  });
}

describe('npm test fails when a test fails', { timeout: 180_000 }, () => {
  const cases = [
    ['a failing assertion', 'failing-assertion.fixture.ts', '1 passed, 1 failed, 0 skipped', 1],
    [
      'a throwing beforeAll (its tests count as failed, not skipped)',
      'throwing-before-all.fixture.ts',
      '0 passed, 2 failed, 0 skipped',
      1,
    ],
    ['a file that fails to load', 'load-error.fixture.ts', '0 passed, 1 failed, 0 skipped', 1],
    ['nothing wrong (the control)', 'passing.fixture.ts', '1 passed, 0 failed, 0 skipped', 0],
  ] as const;
  // Started together: each child starts its own Postgres and Temporal.
  const runs = new Map(cases.map(([, fixture]) => [fixture, runFixture(fixture)]));

  it.each(cases)('%s', async (_name, fixture, closingLine, exitCode) => {
    const run = await runs.get(fixture)!;
    expect({ exitCode: run.exitCode === 0 ? 0 : 1, closingLine: run.closingLine }, run.output.slice(-3000)).toEqual({
      exitCode,
      closingLine,
    });
  });
});
