import type { DeliveryEvent } from './events';
import { evolveDeliveryDay, initialDeliveryDayState, type DeliveryDayState } from './state';

export * from './events';
export * from './state';
export * from './decide';
export * from './messages';
export * from './rows';

/** Stream `Delivery-<platform>-<account>-<day>`: a platform account's delivery of one day, as last imported. */
export const DeliveryAggregate = {
  streamPrefix: 'Delivery',
  initialState: initialDeliveryDayState,
  evolve: evolveDeliveryDay,
} satisfies {
  streamPrefix: string;
  initialState(): DeliveryDayState;
  evolve(s: DeliveryDayState, e: DeliveryEvent): DeliveryDayState;
};
