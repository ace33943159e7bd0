// Which failures of a projection's batch are the event's own fault and which are the database's. An event is
// parked only for the first kind: a lost connection or a deadlock says nothing about the event, and parking
// for it would hold streams that are fine. The API answers the second kind 503 with Retry-After (api/http/errors.ts).
// SQLSTATE classes: https://www.postgresql.org/docs/current/errcodes-appendix.html

/** Connection exception, transaction rollback (serialization, deadlock), insufficient resources, operator intervention,
 * system error. */
const TRANSIENT_CLASSES = new Set(['08', '40', '53', '57', '58']);
/** Node's socket errors, which reach pg's callers without a SQLSTATE. */
const TRANSIENT_SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);

/** True when trying the same event again later could succeed without any change to code or data. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (TRANSIENT_SYSTEM_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code)) return TRANSIENT_CLASSES.has(code.slice(0, 2));
  }
  // pg's own words when the server goes away mid-query, and pg-pool's when no connection comes in time.
  return /Connection terminated|connection is closed|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
    error.message,
  );
}
