// The comments panel's state is the URL's (spec 2 §2 "Comments panel"): open, its switches (1 or 0), the entity it
// is about and a comment to scroll to, so a link reopens exactly what was shown.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  COMMENTED_ENTITY_TYPES,
  flag,
  flagText,
  PANEL_PARAMS,
  type CommentedEntityType,
  type PanelSwitches,
} from '../../../domain/comment';

export interface PanelEntity {
  id: string;
  type: CommentedEntityType;
  name: string | null;
}

const SWITCH_PARAMS: Record<keyof PanelSwitches, string> = {
  showForMe: 'commentsShowForMe',
  showResolved: 'commentsShowResolved',
  showWithTimeCode: 'commentsShowWithTimeCode',
  sortByTimeCode: 'commentsSortByTimeCode',
  hideGeneralComments: 'commentsHideGeneralComments',
};

const isEntityType = (value: string | null): value is CommentedEntityType =>
  (COMMENTED_ENTITY_TYPES as readonly (string | null)[]).includes(value);

export function usePanelParams() {
  const [search, setSearch] = useSearchParams();
  const open = flag(search.get('commentsOpen'));
  const switches = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(SWITCH_PARAMS).map(([key, param]) => [key, flag(search.get(param))]),
      ) as unknown as PanelSwitches,
    [search],
  );
  const type = search.get('commentsCommentedEntityType');
  const id = search.get('commentsCommentedEntityId');
  const entity: PanelEntity | null =
    id && isEntityType(type) ? { id, type, name: search.get('commentsCommentedEntityName') } : null;
  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const openFor = useCallback(
    (about: PanelEntity) =>
      update((next) => {
        next.set('commentsOpen', '1');
        next.set('commentsCommentedEntityId', about.id);
        next.set('commentsCommentedEntityType', about.type);
        if (about.name) next.set('commentsCommentedEntityName', about.name);
        else next.delete('commentsCommentedEntityName');
        next.delete('commentsScrollToId');
      }),
    [update],
  );
  const close = useCallback(() => update((next) => PANEL_PARAMS.forEach((p) => next.delete(p))), [update]);
  const setSwitch = useCallback(
    (key: keyof PanelSwitches, on: boolean) => update((next) => next.set(SWITCH_PARAMS[key], flagText(on))),
    [update],
  );
  return {
    open,
    switches,
    entity,
    scrollToId: search.get('commentsScrollToId'),
    defaultMessage: search.get('commentsDefaultMessage') ?? '',
    openFor,
    close,
    setSwitch,
  };
}
