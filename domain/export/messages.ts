// The texts of exports: spec 2 §8's failure 'Failed to export {entity} to {destination}' and its started and
// finished notifications (whose words the spec leaves to us), and the refusals.
import type { ExportableEntityType } from '../node-storage/events';
import type { ExportNotificationKind } from '../notification/events';

export const EXPORT_NOT_FOUND = 'Export not found';
export const EXPORT_EXISTS = 'Export already exists';
export const CREATIVE_NOT_FOUND = 'Creative not found';
export const NOTHING_TO_EXPORT = 'Nothing to export: the chosen items have no files yet';
export const CAMPAIGN_REQUIRED = 'Creatives are exported from a campaign: name its campaignId';
/** A destination that is not a connection of the entity's partner's nodes for this entity type. */
export const DESTINATION_NOT_USABLE = (entityType: ExportableEntityType) =>
  `Choose cloud storage connections that take ${entityType}s`;
export const CONNECTION_NOT_FOUND = 'Cloud storage connection not found';

/** Spec 2 §8, verbatim. */
export const exportFailedMessage = (entity: string, destination: string) =>
  `Failed to export ${entity} to ${destination}`;

export type ExportNotice = 'started' | 'finished' | 'failed';
export const EXPORT_NOTICE_KINDS: Record<ExportNotice, ExportNotificationKind> = {
  started: 'exportStarted',
  finished: 'exportFinished',
  failed: 'exportFailed',
};

/** What an export is called in its messages: the entity's name when one, else how many of which type. */
export function exportedEntity(entityType: ExportableEntityType, entities: readonly { name: string }[]): string {
  if (entities.length === 1) return `${entityType} ${entities[0]!.name}`;
  return `${entities.length} ${entityType}s`;
}

/** The bell's title and message of an export's notification; `destination` names the failed one. */
export function exportNoticeText(
  notice: ExportNotice,
  facts: { entity: string; destinations: number; destination?: string },
): { title: string; message: string } {
  const where = facts.destinations === 1 ? 'one cloud storage' : `${facts.destinations} cloud storages`;
  switch (notice) {
    case 'started':
      return { title: 'Export started', message: `Exporting ${facts.entity} to ${where}.` };
    case 'finished':
      return { title: 'Export finished', message: `Exported ${facts.entity} to ${where}.` };
    case 'failed':
      return { title: 'Export failed', message: exportFailedMessage(facts.entity, facts.destination ?? where) };
  }
}
