// The Meta preview's calls (spec 2 §7 'Meta'): the campaign's Meta ad accounts (ours), a library video on Meta with
// its processing status (ours), and Meta's preview of one ad or a carousel.
import type { MetaAccount, MetaPreview, MetaVideo } from '../../../../domain/meta/answers';
import { enc, get, post } from '../../providers/requests';

export const getMetaAccounts = (campaignId: string) =>
  get<MetaAccount[]>(`/facebook/accounts?campaignId=${enc(campaignId)}`);

export const metaVideo = (asset: string, advertiserId: string) =>
  post<MetaVideo>('/facebook/videos', { asset, advertiserId });

export const metaPreview = (body: Record<string, unknown>) => post<MetaPreview>('/facebook/preview', body);

export const metaCarouselPreview = (body: Record<string, unknown>) =>
  post<MetaPreview>('/facebook/preview/carousel', body);
