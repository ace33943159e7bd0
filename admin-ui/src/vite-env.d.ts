/// <reference types="vite/client" />

/** The running build's version (package.json), compared with each response's x-version header. */
declare const __APP_VERSION__: string;

interface Window {
  /** Browser tests shorten the session timings by setting this before the app loads. */
  __VARIA_TEST_TIMINGS__?: Partial<import('./auth/timings').SessionTimings>;
}
