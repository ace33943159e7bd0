// The git-ignored folder where the project keeps what it fetches from the package registries itself.
import { fromRoot } from './paths';

export const CACHE_DIR = fromRoot('.cache');
