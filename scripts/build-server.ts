// `npm run build:server`: the server's entry points bundled into JavaScript under dist/, so production runs
// `node dist/main.js` without tsx or any other devDependency. Only the project's own code is bundled; packages stay
// in node_modules (`npm ci --omit=dev`), and an import of a package that is not a dependency fails the build.
// The bundles sit one folder deep, as runtime/paths.ts does, so files found from the project root (the built UI,
// migrations, workflow bundles, the demo's templates, .cache) are found alike from source and from dist/.
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { fromRoot, ROOT } from '../runtime/paths';

/** dist/<name>.js ← source. */
const ENTRY_POINTS = {
  main: 'api/main.ts',
  'worker-main': 'api/worker-main.ts',
  'rebuild-projections': 'scripts/rebuild-projections.ts',
  'retry-parked': 'scripts/retry-parked.ts',
  'seed-demo': 'scripts/seed-demo.ts',
};

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const { dependencies } = JSON.parse(await readFile(fromRoot('package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: Object.entries(ENTRY_POINTS).map(([out, source]) => ({ out, in: source })),
  outdir: 'dist',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});

const undeclared = new Set<string>();
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path: specifier, external } of output.imports) {
    if (external && !isBuiltin(specifier) && !(packageOf(specifier) in dependencies))
      undeclared.add(packageOf(specifier));
  }
}
if (undeclared.size > 0) {
  console.error(
    `The server imports packages that are not dependencies (production installs none else): ${[...undeclared].join(', ')}`,
  );
  process.exit(1);
}
for (const [file, { bytes }] of Object.entries(result.metafile.outputs)) {
  if (file.endsWith('.js'))
    console.log(`built ${path.relative(process.cwd(), path.join(ROOT, file))} (${Math.round(bytes / 1024)} kB)`);
}
