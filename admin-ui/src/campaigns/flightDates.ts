// Flight dates: ISO dates (YYYY-MM-DD), either may be open. The rule the server holds (spec 2 §5, §8) is checked
// before a submit, against today's date in the user's time zone, which every call names to the server (x-time-zone).
import { FLIGHT_DATES_IN_PAST, FLIGHT_END_BEFORE_START } from '../../../domain/campaign/messages';
import { isoDateIn } from '../../../domain/shared/dates';

export interface Flight {
  flightStart: string | null;
  flightEnd: string | null;
}

export const todayIso = () => isoDateIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Why these dates cannot be sent, or null; `checked` limits the past-date rule to the dates being changed. */
export function flightError(
  { flightStart, flightEnd }: Flight,
  today: string,
  checked: Flight = { flightStart, flightEnd },
): string | null {
  if ((checked.flightStart && checked.flightStart < today) || (checked.flightEnd && checked.flightEnd < today))
    return FLIGHT_DATES_IN_PAST;
  if (flightStart && flightEnd && flightEnd < flightStart) return FLIGHT_END_BEFORE_START;
  return null;
}

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/** '1 Dec 2026 – 31 Dec 2026', an open end as '…', no dates as '—'. */
export const flightText = ({ flightStart, flightEnd }: Flight) =>
  flightStart || flightEnd ? `${flightStart ? day(flightStart) : '…'} – ${flightEnd ? day(flightEnd) : '…'}` : '—';
