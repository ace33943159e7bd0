// The workflow bundles, made once per test run (`npm run build:workflows`, in a process of its own, while the servers
// start), so no test file's Worker runs webpack: bundling takes seconds of CPU per workflows file, and most test files
// start Workers (the upload, shared and delivery ones each bundle). Skipped while every bundle in workflows/dist is
// newer than every workflow source; a Worker still bundles by itself whatever has no fresh bundle
// (workflows/runtime/worker.ts), so a failure here only costs time, and is logged.
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../../runtime/paths';

const WORKFLOWS = path.join(ROOT, 'workflows');

async function mtimes(dir: string, suffix: string): Promise<number[]> {
  const names = (await readdir(dir, { recursive: true }).catch(() => [])).filter((n) => n.endsWith(suffix));
  return Promise.all(names.map((n) => stat(path.join(dir, n)).then((s) => s.mtimeMs)));
}

async function fresh(): Promise<boolean> {
  const [bundles, sources] = await Promise.all([
    mtimes(path.join(WORKFLOWS, 'dist'), '.bundle.js'),
    mtimes(WORKFLOWS, '.workflow.ts'),
  ]);
  return bundles.length > 0 && Math.min(...bundles) >= Math.max(...sources);
}

export async function prebuildWorkflowBundles(log: (message: string, extra?: object) => void): Promise<void> {
  if (await fresh()) return log('workflow bundles fresh');
  const started = performance.now();
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'bundle-workflows.ts')], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', () => resolve(null));
    child.on('close', (exit) => {
      if (exit !== 0) log('workflow bundles not made; each Worker bundles its own', { stderr: stderr.slice(-2000) });
      resolve(exit);
    });
  });
  if (code === 0) log('workflow bundles made', { seconds: Math.round((performance.now() - started) / 1000) });
}
