// Google Ads' REST interface (googleads.googleapis.com/{version}/customers/{id}/...) through google-auth-library's
// authorised OAuth2Client, which refreshes the node's token as it runs out. Why not `google-ads-api` (gRPC): it
// dials Google over TLS and refreshes at Google's own token endpoint, neither of them configurable, so no simulated
// platform could stand in for it; REST takes a base URL like the googleapis adapters. Search pages through GAQL rows;
// mutate makes resources. Every failure becomes a PlatformError (errors.ts), never carrying the request.
import type { OAuth2Client } from 'google-auth-library';
import type { AdAccount } from '../ad-platform';
import { clientsByToken } from '../google/api';
import type { GoogleOAuth } from '../google/oauth';
import { gadsErrorOf } from './errors';
import { PlatformError } from '../ad-platform';
import { GADS_MESSAGES } from '../../domain/gads/messages';

/** The Google Ads API version the adapter speaks. */
export const GADS_VERSION = 'v21';
export const LIVE_GADS_URL = 'https://googleads.googleapis.com';

export interface GadsSettings {
  oauth: Pick<GoogleOAuth, 'authClient'>;
  /** The simulated Google's address; Google's own when unset. */
  rootUrl?: string;
  /** The product's Google Ads developer token (every call carries it); without one Google Ads refuses every call. */
  developerToken: string;
}

/** A row of a GAQL search, as REST answers it (camelCase resources, int64 as strings). */
export type GaqlRow = Record<string, Record<string, unknown> | undefined>;

export interface MutateResult {
  resourceName: string;
}

/** The customer id as Google Ads takes it: digits only (an admin may type 123-456-7890). */
export function customerIdOf(account: AdAccount): string {
  const id = account.ids.gadsCustomerAccountId?.replaceAll('-', '');
  if (!id) throw new PlatformError('account', GADS_MESSAGES.invalidCustomerId, 'noCustomerId');
  return id;
}

export class GadsRest {
  private readonly clientOf: (token: string | null) => OAuth2Client;
  private readonly base: string;

  constructor(private readonly settings: GadsSettings) {
    this.clientOf = clientsByToken((token) => settings.oauth.authClient(token));
    this.base = `${settings.rootUrl ?? LIVE_GADS_URL}/${GADS_VERSION}/customers`;
  }

  /** One POST on the customer, as the node's token; `doing` names the call in an unexpected failure's message. */
  private async post<T>(account: AdAccount, path: string, data: unknown, doing: string): Promise<T> {
    const client = this.clientOf(account.token);
    const customerId = customerIdOf(account);
    try {
      const answer = await client.request<T>({
        url: `${this.base}/${customerId}/${path}`,
        method: 'POST',
        data,
        headers: this.settings.developerToken ? { 'developer-token': this.settings.developerToken } : {},
        retry: false,
      });
      return answer.data;
    } catch (error) {
      throw gadsErrorOf(error, doing);
    }
  }

  /** Every row a GAQL query finds, page after page. */
  async search(account: AdAccount, query: string, doing: string = GADS_MESSAGES.unexpectedError): Promise<GaqlRow[]> {
    const rows: GaqlRow[] = [];
    let pageToken: string | undefined;
    do {
      const page = await this.post<{ results?: GaqlRow[]; nextPageToken?: string }>(
        account,
        'googleAds:search',
        { query, ...(pageToken ? { pageToken } : {}) },
        doing,
      );
      rows.push(...(page.results ?? []));
      pageToken = page.nextPageToken || undefined;
    } while (pageToken);
    return rows;
  }

  /** Creates resources of one kind (`assets`, `adGroupAds`), answering their resource names in order. */
  async create(account: AdAccount, resource: string, creates: unknown[]): Promise<MutateResult[]> {
    const answer = await this.post<{ results?: MutateResult[] }>(
      account,
      `${resource}:mutate`,
      { operations: creates.map((create) => ({ create })) },
      GADS_MESSAGES.unexpectedError,
    );
    return answer.results ?? [];
  }
}
