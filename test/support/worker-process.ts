// A Worker in a process of its own (test/workflows/fixtures/<name>-worker.ts), for the tests that kill one (SIGKILL)
// mid-work: it takes its setup as its one argument and is ready once it prints 'ready'; `onLine` hears every line it
// prints before and after.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export async function workerProcess(
  fixture: string,
  setup: object,
  onLine: (line: string) => void = () => undefined,
): Promise<ChildProcess> {
  const started = spawn(
    process.execPath,
    ['--import', 'tsx', `test/workflows/fixtures/${fixture}-worker.ts`, JSON.stringify(setup)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) =>
    createInterface({ input: started.stdout! }).on('line', (line) => {
      onLine(line);
      if (line === 'ready') resolve();
    }),
  );
  return started;
}
