// The OAuth far ends the product talks to: the real Google and Meta (PLATFORMS=live, with the product's OAuth
// clients), or their simulated stand-ins started here on ports of their own.
import type { OAuthProvider } from '../domain/integration/properties';
import { GoogleOAuth, LIVE_GOOGLE } from './google/oauth';
import { googlePublishing, type GooglePublishing } from './google/publishing';
import { cm360Queries } from './rate-limit';
import { startSimulatedGoogle } from './google/simulated';
import { openMeta, type MetaPlatform } from './meta';
import { LIVE_META, MetaOAuth } from './meta/oauth';
import { startSimulatedMeta } from './meta/simulated';
import type { OAuthClient, OAuthPort } from './oauth-port';

export interface OAuthPlatforms {
  ports: Record<OAuthProvider, OAuthPort>;
  /** The CM360, DV360 and YouTube adapters, reaching the same Google (real or simulated) as `ports.google`. */
  google: GooglePublishing;
  /** The far ends are the simulated ones; `urls` are where they listen. */
  simulated: { google: string; meta: string } | null;
  /** Meta's publishing adapter, look-ups and previews, on the same far end as its OAuth. */
  meta: MetaPlatform;
  /** Where Meta's preview iframes load from: the UI's policy lets the browser frame it. */
  metaPreviewOrigin: string;
  close(): Promise<void>;
}

export interface PlatformsSettings {
  mode: 'simulated' | 'live';
  googleClient: OAuthClient | null;
  googleAdsDeveloperToken: string | null;
  metaApp: OAuthClient | null;
  /** The queries a second Campaign Manager 360 takes from this process (Config.cm360QueriesPerSecond); 1 unless set. */
  cm360QueriesPerSecond?: number;
  /** Where the simulated far ends keep their state between starts (the embedded default's DATA_DIR/simulated); none:
   * in memory. */
  simulatedStateDir?: string | null;
}

/** The client the simulated far ends know the product by. */
const SIMULATED_CLIENT: OAuthClient = { id: 'varia-simulated.apps.example', secret: 'simulated-client-secret' };
const SIMULATED_DEVELOPER_TOKEN = 'simulated-developer-token';

export async function openOAuthPlatforms(settings: PlatformsSettings): Promise<OAuthPlatforms> {
  const cm360Rate = cm360Queries(settings.cm360QueriesPerSecond ?? 1);
  if (settings.mode === 'live') {
    const { googleClient, metaApp } = settings;
    if (!googleClient || !metaApp)
      throw new Error('PLATFORMS=live needs GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, META_APP_ID and META_APP_SECRET');
    const google = new GoogleOAuth(googleClient, LIVE_GOOGLE);
    return {
      ports: { google, meta: new MetaOAuth(metaApp, LIVE_META) },
      google: googlePublishing({
        oauth: google,
        gadsDeveloperToken: settings.googleAdsDeveloperToken ?? undefined,
        cm360Rate,
      }),
      simulated: null,
      meta: openMeta({ graphUrl: LIVE_META.graphUrl }),
      metaPreviewOrigin: LIVE_META.webUrl,
      close: () => Promise.resolve(),
    };
  }
  const [google, meta] = await Promise.all([
    startSimulatedGoogle(SIMULATED_CLIENT, { stateDir: settings.simulatedStateDir }),
    startSimulatedMeta(SIMULATED_CLIENT, undefined, settings.simulatedStateDir),
  ]);
  const googleOAuth = new GoogleOAuth(SIMULATED_CLIENT, { accountsUrl: google.url, oauth2Url: google.url });
  return {
    ports: {
      google: googleOAuth,
      meta: new MetaOAuth(SIMULATED_CLIENT, { webUrl: meta.url, graphUrl: meta.url }),
    },
    google: googlePublishing({
      oauth: googleOAuth,
      cm360Auth: googleOAuth.authClient(google.cm360Credentials),
      rootUrl: google.url,
      gadsDeveloperToken: SIMULATED_DEVELOPER_TOKEN,
      cm360Rate,
    }),
    simulated: { google: google.url, meta: meta.url },
    meta: openMeta({ graphUrl: meta.url }),
    metaPreviewOrigin: meta.url,
    close: async () => {
      await Promise.all([google.close(), meta.close()]);
    },
  };
}
