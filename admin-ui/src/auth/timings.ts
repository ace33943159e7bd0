// Session timings (spec 1 §9): the cookie lives 900 s after the last API call; the warning's countdown is
// 300 s and appears (countdown + 5) s before expiry; the automatic logout follows 1 s after it reaches zero.
interface SessionTimings {
  /** Sliding session cookie lifetime. */
  sessionMaxAgeMs: number;
  /** Length of the warning dialog's countdown. */
  countdownSeconds: number;
  /** The warning appears this many seconds before expiry on top of the countdown (countdown + 5). */
  warningLeadSeconds: number;
  /** Automatic logout this long after the countdown reaches zero. */
  logoutDelayMs: number;
}

export const SESSION_TIMINGS: SessionTimings = {
  sessionMaxAgeMs: 900_000,
  countdownSeconds: 300,
  warningLeadSeconds: 5,
  logoutDelayMs: 1_000,
};
