// Recording a platform account's delivery of one day (domain/delivery/), as the import workflow's activity does: one
// append per import on `Delivery-<platform>-<account>-<day>`, nothing when the same import or the same rows come again.
import { DeliveryAggregate, decideDelivery, deliveryDayId, type ImportDelivery } from '../domain/delivery';
import type { EventContext } from './context';
import type { CommandDeps } from './deps';
import { execute } from './execute';

const IMPORT_ACTOR = { userId: 'delivery-import', role: 'SYSTEM' } as const;

export type DeliveryImport = Omit<ImportDelivery, 'type'>;

/** Records the import; answers how many events it appended (0: the day already holds these rows). */
export async function importDelivery(
  deps: Pick<CommandDeps, 'store'>,
  partnerId: string | null,
  correlationId: string,
  delivery: DeliveryImport,
): Promise<{ appended: number }> {
  const context: EventContext = { actor: IMPORT_ACTOR, partnerId, correlationId, now: () => new Date() };
  const { platform, account, day } = delivery;
  const result = await execute(deps.store, DeliveryAggregate, deliveryDayId(platform, account, day), context, (s) =>
    decideDelivery({ type: 'ImportDelivery', ...delivery }, s),
  );
  return { appended: result.events.length };
}
