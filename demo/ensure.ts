// What every seeding step shares: the super user's client, the progress log, and "find it, else create it",
// which is what makes re-running the seed skip whatever already exists.
import { isAlreadyExist, type ApiClient } from './api-client';

export type SeedLog = (line: string) => void;

export interface Seeding {
  /** Signed in as the super user. */
  api: ApiClient;
  log: SeedLog;
}

/** Find it, else create it; a 409 'Already exist' (a concurrent run) means: look again, with `refind`. */
export async function ensure<T>(
  s: Seeding,
  label: string,
  find: () => Promise<T | undefined>,
  create: () => Promise<T>,
  refind = find,
): Promise<T> {
  const existing = await find();
  if (existing) {
    s.log(`= ${label}`);
    return existing;
  }
  try {
    const created = await create();
    s.log(`+ ${label}`);
    return created;
  } catch (error) {
    const found = isAlreadyExist(error) ? await refind() : undefined;
    if (!found) throw error;
    s.log(`= ${label}`);
    return found;
  }
}

export const pathKey = (path: string[]) => path.join(' / ');

export function requireKey(map: Map<string, string>, key: string, what: string): string {
  const value = map.get(key);
  if (!value) throw new Error(`The demo data names ${what}, which it does not create`);
  return value;
}
