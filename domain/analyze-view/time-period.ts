// The report filter timePeriod (spec 3 §3 "Report filters"): the time bucket of the continuous stats call (spec 3 §7:
// it takes start and end dates and a time period beside the other filters), the same thing a saved report holds as its
// granularity. So a report's rows are bucketed by its timePeriod when one is named, else by its granularity; a value
// that is not a granularity of spec 3 §9 is refused.
import { DomainError, MESSAGES } from '../shared/errors';
import { GRANULARITIES, type Granularity } from './fields';

export function reportGranularity(granularity: Granularity, timePeriod: readonly string[]): Granularity {
  if (timePeriod.length === 0) return granularity;
  const [period] = timePeriod;
  if (timePeriod.length > 1 || !(GRANULARITIES as readonly string[]).includes(period!))
    throw DomainError.badRequest(MESSAGES.wrongParams, { field: 'filters', filter: 'timePeriod' });
  return period as Granularity;
}
