// The simulated Google (OAuth and the CM360, DV360 and YouTube APIs) started for a test, with the product's Google
// OAuth adapter on it: `connect` goes through the consent page as a person would and returns the token's secret as
// the product keeps it sealed; `control` drives the simulator (errors, limits, CM360 networks).
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { PlatformError } from '../../platforms/ad-platform';
import type { TokenProperty } from '../../domain/integration/properties';
import { googlePublishing, type GooglePublishingSettings } from '../../platforms/google/publishing';
import { GoogleOAuth } from '../../platforms/google/oauth';
import {
  startSimulatedGoogle,
  type SimulatedGoogle,
  type SimulatedGoogleOptions,
} from '../../platforms/google/simulated';
import { grantAt } from './oauth';
import { childProcess } from './worker-process';

export const CLIENT = { id: 'contract-test.apps.example', secret: 'contract-test-secret' };
const REDIRECT = 'http://127.0.0.1/admin/integration/oauth/google';

/** The product's Google OAuth adapter on the simulated Google at `url`. */
const oauthAt = (url: string) => new GoogleOAuth(CLIENT, { accountsUrl: url, oauth2Url: url });

/** The adapters as the product builds them, on the simulated Google at `url` (also from another process). */
export function simulatedGoogleAdapters(
  far: { url: string; cm360Credentials: string },
  settings: Partial<GooglePublishingSettings> = {},
) {
  const oauth = oauthAt(far.url);
  return googlePublishing({
    oauth,
    cm360Auth: oauth.authClient(far.cm360Credentials),
    rootUrl: far.url,
    gadsDeveloperToken: 'contract-test-developer-token',
    ...settings,
  });
}

export const startGooglePlatform = async (options: SimulatedGoogleOptions = {}) =>
  googlePlatformOn(await startSimulatedGoogle(CLIENT, options));

/**
 * The simulated Google in a process of its own (test/support/simulated-google-process.ts), as a real far end runs on
 * CPUs other than the product's: the bench's figures set against it.
 */
export async function startGooglePlatformProcess(options: SimulatedGoogleOptions = {}) {
  let far: Omit<SimulatedGoogle, 'close'> | undefined;
  const child = await childProcess('test/support/simulated-google-process.ts', options, (line) => {
    if (line.startsWith('{')) far = JSON.parse(line) as Omit<SimulatedGoogle, 'close'>;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return googlePlatformOn({
    ...far!,
    close: async () => {
      child.kill();
      await exited;
    },
  });
}

export type GooglePlatformProcess = Awaited<ReturnType<typeof startGooglePlatformProcess>>;

function googlePlatformOn(sim: SimulatedGoogle) {
  const oauth = oauthAt(sim.url);
  return {
    sim,
    oauth,
    /** The adapters as the product builds them, on this simulated Google. */
    adapters: (settings: Partial<GooglePublishingSettings> = {}) => simulatedGoogleAdapters(sim, settings),
    async connect(token: TokenProperty): Promise<string> {
      const codeVerifier = randomBytes(32).toString('base64url');
      const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
      const back = await grantAt(oauth.authorizeUrl({ token, redirectUri: REDIRECT, state: 's', codeChallenge }));
      return oauth.exchange({ code: back.searchParams.get('code')!, state: 's', redirectUri: REDIRECT, codeVerifier });
    },
    async control(path: string, body: unknown) {
      const answer = await fetch(`${sim.url}/__simulated/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
    },
    async answered(): Promise<Record<string, number>> {
      return (await fetch(`${sim.url}/__simulated/answered`)).json() as Promise<Record<string, number>>;
    },
    close: () => sim.close(),
  };
}

/** Makes the simulated Google at `url` (an app's, `deps.oauth.simulated.google`) answer the next call with an error. */
export async function injectGoogleError(url: string, error: { path: string; status: number; reason: string }) {
  const answer = await fetch(`${url}/__simulated/errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(error),
  });
  if (!answer.ok) throw new Error(`errors: ${answer.status}`);
}

/** A creative as the publish workflow hands it over. */
export function creativeOf(
  externalKey: string,
  files: { name: string; contentType: string; bytes: Buffer }[],
  more = {},
) {
  return {
    externalKey,
    name: `Summer Splash 300x250 ${externalKey.slice(-4)}`,
    format: 'fixed',
    width: 300,
    height: 250,
    clickUrl: 'https://northwind.example/summer',
    fields: {},
    files,
    ...more,
  };
}

export const ZIP = {
  name: 'banner.zip',
  contentType: 'application/zip',
  bytes: Buffer.from('PK\u0003\u0004 html5 banner'),
};
export const PNG = { name: 'banner.png', contentType: 'image/png', bytes: Buffer.from('\u0089PNG simulated image') };
export const MP4 = {
  name: 'spot.mp4',
  contentType: 'video/mp4',
  bytes: Buffer.from('\u0000\u0000\u0000\u0018ftypmp42 video'),
};

/** A fresh external key, as the workflow makes them (`varia-<campaignId>-<fingerprint>`). */
export const keyOf = () => `varia-c${randomBytes(3).toString('hex')}-${randomBytes(8).toString('hex')}`;

/** The PlatformError a call fails with. */
export async function refused(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}
