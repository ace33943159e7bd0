import type { AnalyzeViewEvent, AnalyzeViewSettingsData } from './events';

export type AnalyzeViewState =
  | { status: 'none' | 'deleted' }
  | { status: 'saved'; id: string; partnerId: string; settings: AnalyzeViewSettingsData };

export const initialAnalyzeViewState = (): AnalyzeViewState => ({ status: 'none' });

export function evolveAnalyzeView(state: AnalyzeViewState, event: AnalyzeViewEvent): AnalyzeViewState {
  switch (event.type) {
    case 'AnalyzeViewCreated':
      return { status: 'saved', id: event.data.viewId, partnerId: event.data.partnerId, settings: event.data.settings };
    case 'AnalyzeViewUpdated':
      return state.status === 'saved' ? { ...state, settings: event.data.settings } : state;
    case 'AnalyzeViewDeleted':
      return { status: 'deleted' };
  }
}
