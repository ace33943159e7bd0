// Saved analyze reports (spec 3 §2, §3, §7): save, update, delete; a copy is a save of another's settings. The
// settings' shape is held by the request schema; here the rules a schema cannot say: a visible name, and each filter
// named once.
import { DomainError, MESSAGES } from '../shared/errors';
import { nameError } from '../shared/validation';
import type { AnalyzeViewEvent, AnalyzeViewSettingsData } from './events';
import { ANALYZE_VIEW_NOT_FOUND } from './fields';
import type { AnalyzeViewState } from './state';

export type CreateAnalyzeView = {
  type: 'CreateAnalyzeView';
  viewId: string;
  partnerId: string;
  copiedFrom: string | null;
  settings: AnalyzeViewSettingsData;
};
export type UpdateAnalyzeView = { type: 'UpdateAnalyzeView'; settings: AnalyzeViewSettingsData };
export type DeleteAnalyzeView = { type: 'DeleteAnalyzeView' };
export type AnalyzeViewCommand = CreateAnalyzeView | UpdateAnalyzeView | DeleteAnalyzeView;

/** The settings as stored: the name trimmed at its end, lists in their sort order. */
function checked(settings: AnalyzeViewSettingsData): AnalyzeViewSettingsData {
  const error = nameError(settings.name);
  if (error) throw DomainError.badRequest(error, { field: 'name' });
  const ids = settings.filters.map((f) => f.id);
  if (new Set(ids).size !== ids.length) throw DomainError.badRequest(MESSAGES.wrongParams, { field: 'filters' });
  const bySortIndex = <T extends { sortIndex: number }>(list: T[]) =>
    [...list].sort((a, b) => a.sortIndex - b.sortIndex);
  return {
    ...settings,
    name: settings.name.trimEnd(),
    splits: bySortIndex(settings.splits),
    metrics: bySortIndex(settings.metrics),
  };
}

const unchanged = (a: AnalyzeViewSettingsData, b: AnalyzeViewSettingsData) => JSON.stringify(a) === JSON.stringify(b);

export function decideAnalyzeView(command: AnalyzeViewCommand, state: AnalyzeViewState): AnalyzeViewEvent[] {
  if (command.type === 'CreateAnalyzeView') {
    if (state.status !== 'none') throw DomainError.conflict(MESSAGES.alreadyExist);
    const { viewId, partnerId, copiedFrom } = command;
    return [
      { type: 'AnalyzeViewCreated', data: { viewId, partnerId, copiedFrom, settings: checked(command.settings) } },
    ];
  }
  if (state.status !== 'saved') throw DomainError.notFound(ANALYZE_VIEW_NOT_FOUND);
  switch (command.type) {
    case 'UpdateAnalyzeView': {
      const settings = checked(command.settings);
      if (unchanged(settings, state.settings)) return [];
      return [{ type: 'AnalyzeViewUpdated', data: { viewId: state.id, settings } }];
    }
    case 'DeleteAnalyzeView':
      return [{ type: 'AnalyzeViewDeleted', data: { viewId: state.id } }];
  }
}
