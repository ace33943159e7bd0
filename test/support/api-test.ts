// One test file's product over HTTP: the real app on a fresh database, the super user signed in and, when asked, a
// partner (acme) with a signed-in user of each given role and a second partner (globex). Started before the file's
// tests and stopped after them.
import { afterAll, beforeAll } from 'vitest';
import type { Role } from '../../domain/roles';
import type { Config } from '../../runtime/config';
import { startTestApp, type TestApp } from './app';
import { partnerFixture, type PartnerFixture } from './fixtures';
import type { HttpClient } from './http';

export interface ApiTestOptions {
  /** The app's config overrides; a function when they come from an earlier `beforeAll` (a stand-in's address). */
  config?: Partial<Config> | (() => Partial<Config>);
  /** acme: a partner with a signed-in user of each role (`[]`: the partner, its market and nodes, no users). */
  roles?: readonly Role[];
  /** globex: a second partner, with a signed-in user of each role. */
  globex?: readonly Role[];
}

/** Handles filled in by the `beforeAll` that `useApiTest` registers: read them in hooks and tests, not at load. */
export interface ApiTest {
  t: TestApp;
  /** The bootstrap super user, signed in. */
  su: HttpClient;
  /** Set when `roles` is given. */
  acme: PartnerFixture;
  /** Set when `globex` is given. */
  globex: PartnerFixture;
  /** acme's user of the role. */
  user(role: Role): PartnerFixture['users'][string];
  /** acme's user of the role, signed in. */
  as(role: Role): HttpClient;
}

/** Registers the `beforeAll` that starts the app (and makes the partners asked for) and the `afterAll` that stops it:
 * a file's own hooks registered after this call run after the start and before the stop. */
export function useApiTest({ config = {}, roles, globex }: ApiTestOptions = {}): ApiTest {
  const user = (role: Role) => {
    const found = api.acme.users[role];
    if (!found) throw new Error(`acme has no ${role} user: name the role in useApiTest({ roles })`);
    return found;
  };
  const api: ApiTest = {
    t: undefined as unknown as TestApp,
    su: undefined as unknown as HttpClient,
    acme: undefined as unknown as PartnerFixture,
    globex: undefined as unknown as PartnerFixture,
    user,
    as: (role) => user(role).client,
  };
  beforeAll(async () => {
    api.t = await startTestApp(typeof config === 'function' ? config() : config);
    api.su = await api.t.superClient();
    if (roles) api.acme = await partnerFixture(api.t, api.su, roles);
    if (globex) api.globex = await partnerFixture(api.t, api.su, globex);
  });
  afterAll(() => api.t?.close());
  return api;
}
