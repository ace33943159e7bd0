import type { Static } from 'typebox';
import type { AnalyzeViewSettings } from './answers';

export type AnalyzeViewSettingsData = Static<typeof AnalyzeViewSettings>;

export type AnalyzeViewCreated = {
  type: 'AnalyzeViewCreated';
  data: {
    viewId: string;
    partnerId: string;
    /** The saved report it was copied from, if a copy. */
    copiedFrom: string | null;
    settings: AnalyzeViewSettingsData;
  };
};
export type AnalyzeViewUpdated = {
  type: 'AnalyzeViewUpdated';
  data: { viewId: string; settings: AnalyzeViewSettingsData };
};
export type AnalyzeViewDeleted = { type: 'AnalyzeViewDeleted'; data: { viewId: string } };

export type AnalyzeViewEvent = AnalyzeViewCreated | AnalyzeViewUpdated | AnalyzeViewDeleted;
