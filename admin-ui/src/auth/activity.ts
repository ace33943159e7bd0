// When the session was last slid: every successful API call pushes the cookie's expiry forward
// (spec 1 §9). Shared between tabs through localStorage.
import { useSyncExternalStore } from 'react';
import { storageSubscriber } from './storedValue';

/** The localStorage key of the last activity. */
export const LAST_ACTIVITY_KEY = 'varia.lastActivity';
const CHANGED = 'varia:activity';

export function markActivity(at: number = Date.now()): void {
  localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  window.dispatchEvent(new Event(CHANGED));
}

export function lastActivity(): number {
  const value = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
  return Number.isFinite(value) ? value : 0;
}

const subscribe = storageSubscriber(CHANGED);

export function useLastActivity(): number {
  return useSyncExternalStore(subscribe, lastActivity);
}
