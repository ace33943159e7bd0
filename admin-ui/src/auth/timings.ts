// Session timings (spec 1 §9). Production uses the spec's defaults; a browser test may shorten them by
// setting window.__VARIA_TEST_TIMINGS__ before the app loads, or by opening any page once with
// ?sessionTimings={"sessionMaxAgeMs":20000,"countdownSeconds":10} (kept for the tab's lifetime).
export interface SessionTimings {
  /** Sliding session cookie lifetime. */
  sessionMaxAgeMs: number;
  /** Length of the warning dialog's countdown. */
  countdownSeconds: number;
  /** The warning appears this many seconds before expiry on top of the countdown (countdown + 5). */
  warningLeadSeconds: number;
  /** Automatic logout this long after the countdown reaches zero. */
  logoutDelayMs: number;
}

export const DEFAULT_TIMINGS: SessionTimings = {
  sessionMaxAgeMs: 900_000,
  countdownSeconds: 300,
  warningLeadSeconds: 5,
  logoutDelayMs: 1_000,
};

const STORAGE_KEY = 'varia.sessionTimings';

function fromQuery(): Partial<SessionTimings> | null {
  const raw = new URLSearchParams(window.location.search).get('sessionTimings');
  if (!raw) return null;
  try {
    sessionStorage.setItem(STORAGE_KEY, raw);
    return JSON.parse(raw) as Partial<SessionTimings>;
  } catch {
    return null;
  }
}

function fromStorage(): Partial<SessionTimings> | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Partial<SessionTimings>) : null;
  } catch {
    return null;
  }
}

function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

function read(): SessionTimings {
  const override = window.__VARIA_TEST_TIMINGS__ ?? fromQuery() ?? fromStorage() ?? {};
  return {
    sessionMaxAgeMs: positive(override.sessionMaxAgeMs, DEFAULT_TIMINGS.sessionMaxAgeMs),
    countdownSeconds: positive(override.countdownSeconds, DEFAULT_TIMINGS.countdownSeconds),
    warningLeadSeconds: positive(override.warningLeadSeconds, DEFAULT_TIMINGS.warningLeadSeconds),
    logoutDelayMs: positive(override.logoutDelayMs, DEFAULT_TIMINGS.logoutDelayMs),
  };
}

/** Read once, when the app loads. */
export const timings: SessionTimings = read();
