// Calendar dates as people see them: 'today' is the date in the user's own time zone, not UTC's, so that a user in
// Los Angeles at 8 pm may still choose today for a flight.

/** A time zone the platform knows (IANA name, e.g. 'Europe/Berlin'), else null. */
export function knownTimeZone(timeZone: string | null | undefined): string | null {
  if (!timeZone || timeZone.length > 64) return null;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return timeZone;
  } catch {
    return null;
  }
}

/** The ISO date (YYYY-MM-DD) of `instant` in `timeZone` (UTC when null or unknown). */
export function isoDateIn(instant: Date, timeZone: string | null): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: knownTimeZone(timeZone) ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
