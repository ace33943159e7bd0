// The campaign area's route shape (spec 1 §2.1, spec 2 §2): /campaigns/{id}/{section}/{optional tree id}.
import type { CampaignTab } from './campaignAccess';

export const CAMPAIGNS_PATH = '/campaigns';

/** A campaign's tab; personalize and creatives name a tree when one is known. */
export const campaignPath = (id: string, tab?: CampaignTab, treeId?: string | null) =>
  `${CAMPAIGNS_PATH}/${encodeURIComponent(id)}${tab ? `/${tab}` : ''}${tab && treeId ? `/${encodeURIComponent(treeId)}` : ''}`;

/** The section a path names: /campaigns/{id}/{section}/…; null for the campaign's own path. */
export const sectionOfPath = (pathname: string): string | null => pathname.split('/')[3] || null;

/** Sections showing one tree. */
export const TREE_SECTIONS: readonly string[] = ['personalize', 'creatives'];
