// Production runs compiled JavaScript (issue 18 §2): `npm run build:server` and `npm run build:workflows` build it,
// then the runtime stage of the Dockerfile is assembled in a temporary folder from its own COPY lines (so no
// TypeScript source, no tsx) and started with `node dist/main.js` on the run's Postgres and Temporal. It must answer
// ok, serve the UI, and its one Worker must start on the prebuilt workflow
// bundles (there is no workflow source to bundle). The rebuild CLI runs from its bundle too.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { chromiumExecutable } from '../../runtime/chromium';
import { mediaTools } from '../../runtime/ffmpeg';
import { freePort } from '../../runtime/free-port';
import { ROOT } from '../../runtime/paths';
import { createTestDatabase } from '../support/database';
import { eventually } from '../support/eventually';
import { assertUiBuilt } from '../e2e/ui-built';

const run = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** The image's WORKDIR, as the Dockerfile sets it. */
const WORKDIR = '/app';

/** The runtime stage's COPY lines (after the last FROM): [sources relative to the repository, destination]. */
async function runtimeCopies(): Promise<{ sources: string[]; destination: string }[]> {
  const lines = (await readFile(path.join(ROOT, 'Dockerfile'), 'utf8')).split('\n').map((line) => line.trim());
  const lastFrom = lines.findLastIndex((line) => /^FROM\s/i.test(line));
  return lines
    .slice(lastFrom + 1)
    .filter((line) => /^COPY\s/i.test(line))
    .map((line) => {
      const words = line.split(/\s+/).slice(1);
      const fromStage = words.some((word) => word.startsWith('--from='));
      const paths = words.filter((word) => !word.startsWith('--'));
      const destination = paths.pop()!;
      // A build-stage path is absolute in that stage's WORKDIR, the same repository layout.
      const sources = paths.map((source) => (fromStage ? path.posix.relative(WORKDIR, source) : source));
      return { sources, destination };
    });
}

/** The image's /app in `dir`: the Dockerfile's runtime COPY lines, node_modules in place of its `npm ci --omit=dev`. */
async function assembleImage(dir: string): Promise<void> {
  for (const { sources, destination } of await runtimeCopies()) {
    const target = path.join(dir, destination);
    const intoFolder = destination.endsWith('/') || sources.length > 1;
    if (intoFolder) await mkdir(target, { recursive: true });
    for (const source of sources) {
      await cp(path.join(ROOT, source), intoFolder ? path.join(target, path.basename(source)) : target, {
        recursive: true,
      });
    }
  }
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  // What the project fetched itself (Chromium, and whatever a start fetches) is kept, as a restarted container keeps
  // it.
  await symlink(path.join(ROOT, '.cache'), path.join(dir, '.cache'), 'dir');
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('the production build', { timeout: 180_000 }, () => {
  let image: string;
  let dataDir: string;
  let server: ChildProcess | undefined;
  let exited: Promise<number | string | null>;
  let output = '';
  let baseUrl: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    assertUiBuilt();
    await Promise.all([
      run(npm, ['run', 'build:server'], { cwd: ROOT }),
      run(npm, ['run', 'build:workflows'], { cwd: ROOT }),
    ]);
    image = await mkdtemp(path.join(os.tmpdir(), 'varia-image-'));
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-image-data-'));
    await assembleImage(image);
    const [port, temporalUiPort, databaseUrl, chromium, media] = await Promise.all([
      freePort(),
      freePort(),
      createTestDatabase(),
      chromiumExecutable(process.env.CHROMIUM_PATH || null, () => undefined),
      mediaTools(() => undefined),
    ]);
    baseUrl = `http://127.0.0.1:${port}`;
    const {
      NODE_OPTIONS: _nodeOptions,
      BLOB_STORE_URL: _blobStore,
      EVENTSTORE_URL: _eventStore,
      ...inherited
    } = process.env;
    env = {
      ...inherited,
      // As the image sets it: no loader, so no tsx.
      NODE_OPTIONS: '--enable-source-maps',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      TEMPORAL_UI_PORT: String(temporalUiPort),
      TEMPORAL_ADDRESS: inject('temporalAddress'),
      DATABASE_URL: databaseUrl,
      // Its own queues on the run's Temporal, so it takes no other test file's tasks.
      UPLOAD_TASK_QUEUE: `production-build-${randomBytes(4).toString('hex')}`,
      CHROMIUM_PATH: chromium.path,
      // The run's ffmpeg and ffprobe on PATH, as the image has Debian's, so the image's empty .cache fetches none.
      PATH: [path.dirname(media.ffmpeg), path.dirname(media.ffprobe), process.env.PATH].join(path.delimiter),
      LOG_LEVEL: 'info',
    };
    server = spawn(process.execPath, ['dist/main.js'], { cwd: image, env, stdio: ['ignore', 'pipe', 'pipe'] });
    exited = new Promise((resolve) => server!.once('exit', (code, signal) => resolve(code ?? signal)));
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  }, 180_000);

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server!.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await Promise.all([
      image && rm(image, { recursive: true, force: true }),
      dataDir && rm(dataDir, { recursive: true, force: true }),
    ]);
  });

  it('ships the built files and no TypeScript source', async () => {
    const files = (await filesUnder(image)).filter(
      (file) => !file.startsWith('node_modules') && !file.startsWith('.cache'),
    );
    expect(files.filter((file) => /\.(ts|tsx|mts|cts)$/.test(file))).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/main.js',
        'dist/worker-main.js',
        'dist/rebuild-projections.js',
        'dist/retry-parked.js',
        'dist/seed-demo.js',
        'admin-ui/dist/index.html',
        'workflows/dist/upload.workflow.bundle.js',
        'workflows/dist/render.workflow.bundle.js',
        'workflows/dist/review.workflow.bundle.js',
        'workflows/dist/publish.workflow.bundle.js',
        'workflows/dist/shared.workflow.bundle.js',
        'package.json',
      ]),
    );
  });

  it('starts with node dist/main.js, answers ok and serves the UI', async () => {
    let health: { status: string; workflowEngine: { ok: boolean } } | undefined;
    let answered = false;
    await Promise.race([
      eventually(async () => {
        health = (await (await fetch(`${baseUrl}/api/v1/health`)).json()) as typeof health;
        expect(health!.status, output.slice(-4000)).toBe('ok');
      }, 90_000).then(() => (answered = true)),
      // A start that fails ends the wait at once, with its log.
      exited.then((code) => {
        if (!answered) throw new Error(`node dist/main.js exited with ${code}:\n${output.slice(-4000)}`);
      }),
    ]);
    expect(health!.workflowEngine.ok).toBe(true);
    expect(output).toContain('Server listening');

    const page = await fetch(`${baseUrl}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const script = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
    expect(script, html).toBeDefined();
    const bundle = await fetch(new URL(script!, baseUrl));
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
  });

  it('runs the rebuild CLI from its bundle', async () => {
    const { stdout } = await run(process.execPath, ['dist/rebuild-projections.js', 'users'], { cwd: image, env });
    expect((JSON.parse(stdout) as { rebuilt: { name: string }[] }).rebuilt.map((r) => r.name)).toEqual(['users']);
  });
});
