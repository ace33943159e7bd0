// The project's root folder, from which every file the product reads beside its code is found (the built UI,
// migrations, workflow bundles, the cache). This module sits one folder deep, as the server bundles do (dist/*.js,
// scripts/build-server.ts), so ROOT is the project root whether it runs from source or from a bundle.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A path under the project root. */
export const fromRoot = (...parts: string[]): string => path.join(ROOT, ...parts);
