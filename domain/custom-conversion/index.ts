import type { CustomConversionEvent } from './events';
import { evolveCustomConversion, initialCustomConversionState, type CustomConversionState } from './state';

export * from './events';
export * from './state';
export * from './decide';
export * from './fields';
export * from './metrics';

/** Stream `CustomConversion-<id>`: one custom conversion of a partner. */
export const CustomConversionAggregate = {
  streamPrefix: 'CustomConversion',
  initialState: initialCustomConversionState,
  evolve: evolveCustomConversion,
} satisfies {
  streamPrefix: string;
  initialState(): CustomConversionState;
  evolve(s: CustomConversionState, e: CustomConversionEvent): CustomConversionState;
};
