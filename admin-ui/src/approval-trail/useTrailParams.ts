// The trail page's state, all in the URL (filters, page, page size, the view and the as-of moment), so a reload or a
// shared link shows the same rows. Changing a filter goes back to page 1. `variantId` makes it the page of one variant.
import { APPROVAL_DECISIONS, APPROVAL_KINDS } from '../../../domain/approval-trail/records';
import { useUrlPageParams, type UrlPageSpec } from '../common/useUrlPageParams';
import type { TrailFilter } from './trailApi';

type TrailView = 'trail' | 'asOf';

interface TrailState {
  view: TrailView;
  filter: TrailFilter;
  /** The as-of moment, ISO; null until one is picked. */
  at: string | null;
}

interface TrailChange {
  view?: TrailView;
  at?: string | null;
  /** The filters to set, each in its own URL key; null clears one. */
  filter?: Partial<Record<keyof TrailFilter, string | null>>;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

const SPEC: UrlPageSpec<TrailState, TrailChange> = {
  read: (search) => {
    const text = (key: string) => search.get(key) || undefined;
    const filter: TrailFilter = {
      user: text('user'),
      kind: oneOf(APPROVAL_KINDS, search.get('kind')),
      decision: oneOf(APPROVAL_DECISIONS, search.get('decision')),
      variantId: text('variantId'),
      from: text('from'),
      to: text('to'),
    };
    return {
      view: search.get('view') === 'asOf' ? 'asOf' : 'trail',
      filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as TrailFilter,
      at: text('at') ?? null,
    };
  },
  write: ({ view, at, filter }) => ({ ...filter, view: view && (view === 'trail' ? null : view), at }),
};

export const useTrailParams = () => useUrlPageParams(SPEC);
