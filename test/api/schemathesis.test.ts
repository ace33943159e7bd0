// The API describes itself truthfully: schemathesis (pinned, fetched from PyPI into .cache/) reads the served
// OpenAPI and sends generated requests, every check on and the stateful phase included, to a started product,
// signed in as the admin of a test partner (the super user stays out of its reach). Bounded in examples and
// time; any failure fails this test with schemathesis' own report. It runs in its install folder, where it keeps
// its example database (.schemathesis/).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipInstalled } from '../../runtime/pip';
import { useApiTest } from '../support/api-test';
import { smtpStandIn, type SmtpStandIn } from '../support/smtp';

const SCHEMATHESIS_VERSION = '4.32.5';
const CONFIG = fileURLToPath(new URL('./schemathesis.toml', import.meta.url));
// Three minutes of generation: every operation gets cases, and CI stays within its budget (README, the test gate).
const MAX_TIME_S = 180;

// Mail goes to a stand-in, as in production it goes to a relay: the password reset then answers as it does there.
let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await smtpStandIn();
});
afterAll(() => smtp?.close());
const w = useApiTest({ config: () => ({ smtpUrl: smtp.url }), roles: ['SELF_SERVICE_ADMIN'] });
let cookie: string;

beforeAll(() => {
  cookie = w.as('SELF_SERVICE_ADMIN').cookieHeader();
});

describe('schemathesis against the running product', () => {
  it('finds no failure', { timeout: (MAX_TIME_S + 120) * 1000 }, async () => {
    const installed = await pipInstalled('schemathesis', SCHEMATHESIS_VERSION, { deps: true, log: console.info });
    if (installed.dir === null) throw new Error(`schemathesis cannot run: ${installed.why}`);
    const args = [
      '-m',
      'schemathesis.cli',
      '--config-file',
      CONFIG,
      'run',
      `${w.t.baseUrl}/api/docs/json`,
      '--url',
      w.t.baseUrl,
      '--checks',
      'all',
      '--phases',
      'examples,coverage,fuzzing,stateful',
      '--max-examples',
      '25',
      '--max-time',
      String(MAX_TIME_S),
      '--seed',
      '20261123',
      // One worker: CPython 3.11 before 3.11.8 counts ast recursion depth process-wide, so two threads parsing
      // source at once fail ('AST constructor recursion depth mismatch'), which hypothesis does when it first
      // describes a filter; a second worker brought no more test cases on two cores either.
      '--workers',
      '1',
      '--header',
      `Cookie: ${cookie}`,
      // Signing out would end the fuzzer's own session for the rest of the run.
      '--exclude-path',
      '/api/v1/auth/logout',
      '--no-color',
    ];
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        installed.python,
        args,
        { cwd: installed.dir, env: { ...process.env, PYTHONPATH: installed.dir, NO_COLOR: '1' }, maxBuffer: 64 << 20 },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
      );
    });
    console.info(output.split('\n').slice(-12).join('\n'));
    expect(code, failuresOf(output)).toBe(0);
  });
});

/** Schemathesis' FAILURES section (each failing case with its curl line) and its summary: the report's long
 * warnings about untested links would otherwise push the failures out of what CI keeps. */
function failuresOf(output: string): string {
  // A failing case's curl line can carry a megabyte of generated body.
  const lines = output.split('\n').map((line) => (line.length > 2000 ? `${line.slice(0, 2000)}…` : line));
  const isHeader = (line: string) => /^=+ [A-Z ]+ =+$/.test(line);
  const failures = lines.findIndex((line) => isHeader(line) && line.includes(' FAILURES '));
  const next = lines.findIndex((line, i) => i > failures && isHeader(line));
  const section = failures >= 0 ? lines.slice(failures, next > failures ? next : undefined).join('\n') : '';
  return `${section}\n${lines.slice(-25).join('\n')}`;
}
