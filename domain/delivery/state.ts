// A day's delivery as its import command sees it: only which import holds the day and what its rows hashed to.
import type { DeliveryEvent } from './events';

export interface DeliveryDayState {
  importId: string | null;
  digest: string | null;
}

export const initialDeliveryDayState = (): DeliveryDayState => ({ importId: null, digest: null });

export function evolveDeliveryDay(state: DeliveryDayState, event: DeliveryEvent): DeliveryDayState {
  switch (event.type) {
    case 'DeliveryDayImported':
      return { importId: event.data.importId, digest: event.data.digest };
    case 'DeliveryReportImported':
    case 'DeliveryConversionsImported':
      return state;
  }
}
