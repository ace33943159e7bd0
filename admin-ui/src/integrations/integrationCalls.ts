// The node integration calls (spec 3 §7) and the OAuth round trip: the node being connected is remembered in the tab
// across the far end's pages, so a refusal still leads back to its screen.
import type { OAuthStart, Publishing } from '../../../domain/integration/answers';
import type { TokenProperty } from '../../../domain/integration/properties';
import { del, enc, get, post, put } from '../providers/requests';

export type PublishingIds = Record<string, Record<string, string | null>>;

export const publishingKey = (nodeId: string) => ['node-publishing', nodeId];
export const getPublishing = (nodeId: string) => get<Publishing>(`/business-nodes/${enc(nodeId)}/publishing`);
export const putPublishing = (nodeId: string, publishing: PublishingIds) =>
  put<Publishing>(`/business-nodes/${enc(nodeId)}/publishing`, { publishing });

/** Where each token is reset (spec 3 §7; Meta's is ours). */
const RESET_PATHS: Record<TokenProperty, (nodeId: string) => string> = {
  gadsToken: (id) => `/google-ads/oauth/reset/${enc(id)}`,
  dv360Token: (id) => `/dv360/oauth/reset/${enc(id)}`,
  youtubeToken: (id) => `/business-nodes/${enc(id)}/publishing/youtubeToken`,
  facebookToken: (id) => `/business-nodes/${enc(id)}/publishing/facebookToken`,
};
export const resetToken = (nodeId: string, token: TokenProperty) => del<Publishing>(RESET_PATHS[token](nodeId));

const RETURN_TO = 'varia-oauth-node';

/** Sends the browser to the far end to grant the token. */
export async function connectToken(nodeId: string, token: TokenProperty) {
  const { authorizeUrl } = await post<OAuthStart>(`/business-nodes/${enc(nodeId)}/publishing/${token}/oauth`);
  sessionStorage.setItem(RETURN_TO, nodeId);
  window.location.assign(authorizeUrl);
}

/** The node the browser went to connect, if it did from this tab. */
export const connectingNode = () => sessionStorage.getItem(RETURN_TO);

export const finishConnection = (provider: string, code: string, state: string) =>
  post<Publishing>(`/oauth/${enc(provider)}/callback`, { code, state });
