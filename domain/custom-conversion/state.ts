import type { CustomConversionEvent, CustomConversionSettings } from './events';

export type CustomConversionState =
  | { status: 'none' | 'deleted' }
  | { status: 'saved'; id: string; partnerId: string; settings: CustomConversionSettings };

export const initialCustomConversionState = (): CustomConversionState => ({ status: 'none' });

export function evolveCustomConversion(
  state: CustomConversionState,
  event: CustomConversionEvent,
): CustomConversionState {
  switch (event.type) {
    case 'CustomConversionCreated':
      return {
        status: 'saved',
        id: event.data.conversionId,
        partnerId: event.data.partnerId,
        settings: event.data.settings,
      };
    case 'CustomConversionUpdated':
      return state.status === 'saved' ? { ...state, settings: event.data.settings } : state;
    case 'CustomConversionDeleted':
      return { status: 'deleted' };
  }
}
