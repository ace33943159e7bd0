// Concept pages live under /concepts and, in concept-only mode, under /concepts-only (spec 1 §2.1, §2.2): links
// stay in the area the user is in.
import { useLocation } from 'react-router-dom';

export const CONCEPT_TABS = ['overview', 'storyboards', 'templates', 'settings'] as const;
export type ConceptTab = (typeof CONCEPT_TABS)[number];

export const TAB_LABELS: Record<ConceptTab, string> = {
  overview: 'Overview',
  storyboards: 'Storyboards',
  templates: 'Templates',
  settings: 'Settings',
};

/** '/concepts' or '/concepts-only', whichever the page is under. */
export function useConceptArea(): string {
  return useLocation().pathname.startsWith('/concepts-only') ? '/concepts-only' : '/concepts';
}

/** The path of one concept's tab; the overview is the concept's own path. */
export const conceptPath = (area: string, id: string, tab: ConceptTab = 'overview') =>
  `${area}/${encodeURIComponent(id)}${tab === 'overview' ? '' : `/${tab}`}`;

/** The tab a path shows: /concepts/{id}/storyboards/{optional id} is the storyboards tab. */
export function tabOfPath(pathname: string): ConceptTab {
  const section = pathname.split('/')[3];
  return CONCEPT_TABS.find((tab) => tab === section) ?? 'overview';
}
