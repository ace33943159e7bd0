// A Worker in a process of its own (test/workflows/fixtures/<name>-worker.ts), for the tests that kill one (SIGKILL)
// mid-work, or a simulated far end off the caller's CPU (`childProcess`): it takes its setup as its one argument and
// is ready once it prints 'ready'; `onLine` hears every line it prints before and after. `killedRepeatedly` kills one
// after another mid-work (the publish tests and bench).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export const workerProcess = (fixture: string, setup: object, onLine?: (line: string) => void) =>
  childProcess(`test/workflows/fixtures/${fixture}-worker.ts`, setup, onLine);

/** The module at `entry` (from the repository's root) in a process of its own, once it prints 'ready'. */
export async function childProcess(
  entry: string,
  setup: object,
  onLine: (line: string) => void = () => undefined,
): Promise<ChildProcess> {
  const started = spawn(process.execPath, ['--import', 'tsx', entry, JSON.stringify(setup)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) =>
    createInterface({ input: started.stdout! }).on('line', (line) => {
      onLine(line);
      if (line === 'ready') resolve();
    }),
  );
  return started;
}

/** How often `killedRepeatedly` reads the progress (a listing on a platform, not to be asked for too often). */
const PROGRESS_POLL_MS = 250;

/**
 * Workers killed mid-work, `times` over: each started with `start` (the work asked for through `started` once the
 * first is ready) and killed (SIGKILL) once `progress` has grown by `step` since the last kill. Answers the progress
 * after each kill; a worker left running by a failure is killed too.
 */
export async function killedRepeatedly(options: {
  start: () => Promise<ChildProcess>;
  started: () => Promise<unknown>;
  progress: () => Promise<number>;
  step: number;
  times: number;
  timeoutMs: number;
}): Promise<number[]> {
  const atKills: number[] = [];
  let last = 0;
  for (let kill = 0; kill < options.times; kill++) {
    const child = await options.start();
    try {
      if (kill === 0) await options.started();
      const deadline = performance.now() + options.timeoutMs;
      while ((await options.progress()) < last + options.step) {
        if (performance.now() > deadline) throw new Error(`worker ${kill + 1} made no progress past ${last}`);
        await new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS));
      }
    } finally {
      const alive = child.exitCode === null && child.signalCode === null;
      const exited = alive ? new Promise((resolve) => child.once('exit', resolve)) : null;
      child.kill('SIGKILL');
      await exited;
    }
    last = await options.progress();
    atKills.push(last);
  }
  return atKills;
}
