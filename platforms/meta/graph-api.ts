// The SDK's FacebookAdsApi pointed at a configured Graph URL. The SDK reads graph.facebook.com (and graph-video for
// uploads) from static getters, yet its request layer takes a per-call URL override (`call`'s last argument, which
// its video uploader uses): every call of this API passes the configured URL, so the simulated Meta, a test and the
// real one run the same SDK code. Paging's `next` links are absolute and kept as Meta sent them.
// The SDK loads on first use rather than at boot: it is some 700 ms of every start (each API test file's too), and
// only calls to Meta need it.
import type { FacebookAdsApi } from 'facebook-nodejs-business-sdk';

export type MetaSdk = typeof import('facebook-nodejs-business-sdk');

export function loadMetaSdk(): Promise<MetaSdk> {
  return import('facebook-nodejs-business-sdk');
}

let configuredGraphApi: Promise<new (accessToken: string, graphUrl: string) => FacebookAdsApi> | null = null;

/** The SDK's API on the token, calling the configured Graph URL. */
export async function graphApi(accessToken: string, graphUrl: string): Promise<FacebookAdsApi> {
  const ConfiguredGraphApi = await (configuredGraphApi ??= loadMetaSdk().then(
    ({ FacebookAdsApi }) =>
      class ConfiguredGraphApi extends FacebookAdsApi {
        constructor(
          accessToken: string,
          private readonly graphUrl: string,
        ) {
          // No crash reporting: the SDK would post our stack traces to Meta.
          super(accessToken, 'en_US', false);
        }

        override call<T>(
          method: string,
          path: string | string[],
          params?: Record<string, unknown>,
          files?: Record<string, unknown>,
          useMultipartFormData?: boolean,
        ): Promise<T> {
          return super.call<T>(method, path, params, files, useMultipartFormData, this.graphUrl);
        }
      },
  ));
  return new ConfiguredGraphApi(accessToken, graphUrl);
}

/** The access token inside the text an integration keeps sealed (`{access_token, expires_at}`, meta/oauth.ts). */
export function accessTokenOf(sealedText: string | null): string {
  const token = sealedText ? (JSON.parse(sealedText) as { access_token?: string }).access_token : undefined;
  if (!token) throw new Error('The Meta integration holds no access token');
  return token;
}

/** Meta's ad account node: `act_<id>`, whether or not the id was typed with its prefix. */
export const adAccountNode = (id: string) => `act_${id.replace(/^act_/, '')}`;
