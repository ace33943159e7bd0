// Saved analyze reports (spec 3 §2, §7): any role saves, changes, copies and deletes the reports of the partner it
// analyzes; the campaigns a report's filter names must be ones the caller may analyze.
import { AnalyzeViewSettings } from '../domain/analyze-view/answers';
import {
  ANALYZE_VIEW_NOT_FOUND,
  AnalyzeViewAggregate,
  copyName,
  decideAnalyzeView,
  type AnalyzeViewCommand,
} from '../domain/analyze-view';
import { DomainError } from '../domain/shared/errors';
import { NAME_MAX_LENGTH } from '../domain/shared/validation';
import { analyzeScope, assertAnalyzeCampaigns, type AnalyzeScope } from './analyze-access';
import { eventContext, type CommandContext } from './context';
import type { CommandDeps } from './deps';
import { execute } from './execute';
import { newId } from './ids';

/** The campaigns a report's filter names. */
const namedCampaigns = (settings: AnalyzeViewSettings) =>
  settings.filters.find((f) => f.id === 'campaignIds')?.values ?? [];

async function checkedScope(
  deps: CommandDeps,
  context: CommandContext,
  partnerId: string | undefined,
  settings: AnalyzeViewSettings,
) {
  const scope = await analyzeScope(deps.lookups, context.actor, partnerId);
  await assertAnalyzeCampaigns(deps.lookups, context.actor, scope, namedCampaigns(settings));
  return scope;
}

function create(
  deps: CommandDeps,
  context: CommandContext,
  scope: AnalyzeScope,
  settings: AnalyzeViewSettings,
  copiedFrom: string | null,
) {
  const viewId = newId();
  const command: AnalyzeViewCommand = {
    type: 'CreateAnalyzeView',
    viewId,
    partnerId: scope.partnerId,
    copiedFrom,
    settings,
  };
  return execute(deps.store, AnalyzeViewAggregate, viewId, eventContext(context, scope.partnerId), (state) =>
    decideAnalyzeView(command, state),
  ).then((result) => ({ viewId, ...result }));
}

export async function saveAnalyzeView(
  deps: CommandDeps,
  context: CommandContext,
  input: { partnerId?: string; settings: AnalyzeViewSettings },
) {
  const scope = await checkedScope(deps, context, input.partnerId, input.settings);
  return create(deps, context, scope, input.settings, null);
}

/**
 * Runs `command` on a saved report of the caller's partner. Another partner's report answers 404 as a missing one
 * does, so a caller learns nothing of other partners' ids.
 */
async function onView(
  deps: CommandDeps,
  context: CommandContext,
  input: { id: string; partnerId?: string },
  command: (settings: AnalyzeViewSettings) => AnalyzeViewCommand,
) {
  const scope = await analyzeScope(deps.lookups, context.actor, input.partnerId);
  return execute(deps.store, AnalyzeViewAggregate, input.id, eventContext(context, scope.partnerId), (state) => {
    if (state.status !== 'saved' || state.partnerId !== scope.partnerId)
      throw DomainError.notFound(ANALYZE_VIEW_NOT_FOUND);
    return decideAnalyzeView(command(state.settings), state);
  });
}

export async function updateAnalyzeView(
  deps: CommandDeps,
  context: CommandContext,
  input: { id: string; partnerId?: string; settings: AnalyzeViewSettings },
) {
  await checkedScope(deps, context, input.partnerId, input.settings);
  return onView(deps, context, input, () => ({ type: 'UpdateAnalyzeView', settings: input.settings }));
}

export function deleteAnalyzeView(
  deps: CommandDeps,
  context: CommandContext,
  input: { id: string; partnerId?: string },
) {
  return onView(deps, context, input, () => ({ type: 'DeleteAnalyzeView' }));
}

/** Saves a copy of a saved report under '<name> copy', never as the default. */
export async function copyAnalyzeView(
  deps: CommandDeps,
  context: CommandContext,
  input: { id: string; partnerId?: string },
  original: AnalyzeViewSettings,
) {
  // Only the settings: the original's row also carries its id, partner and times.
  const kept = Object.fromEntries(
    Object.keys(AnalyzeViewSettings.properties).map((key) => [key, original[key as keyof AnalyzeViewSettings]]),
  ) as AnalyzeViewSettings;
  const settings = { ...kept, name: copyName(original.name, NAME_MAX_LENGTH), default: false };
  const scope = await checkedScope(deps, context, input.partnerId, settings);
  return create(deps, context, scope, settings, input.id);
}
