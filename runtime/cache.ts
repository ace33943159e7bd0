// The git-ignored folder where the project keeps what it fetches from the package registries itself.
import { fileURLToPath } from 'node:url';

export const CACHE_DIR = fileURLToPath(new URL('../.cache', import.meta.url));
