// App-wide notices raised outside React (by the HTTP client): the update notice and the server-failure
// notice of spec 1 §2.4 and §8, and the notice that a saved change will show shortly (the read side lags).
import { useSyncExternalStore } from 'react';

interface NoticeState {
  /** The server's version when it differs from this build's. */
  updateVersion: string | null;
  /** A 5xx (> 500) answer was seen; stays until the user closes it. */
  serverError: boolean;
  /** A change was saved but the read side could not show it yet (x-projections-lagging); until it can. */
  pendingChange: boolean;
}

let state: NoticeState = { updateVersion: null, serverError: false, pendingChange: false };
const listeners = new Set<() => void>();
const dismissedVersions = new Set<string>();

function set(next: Partial<NoticeState>): void {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

export function reportServerVersion(version: string | null): void {
  if (!version || version === __APP_VERSION__) return;
  if (dismissedVersions.has(version) || state.updateVersion === version) return;
  set({ updateVersion: version });
}

export function dismissUpdateNotice(): void {
  if (state.updateVersion) dismissedVersions.add(state.updateVersion);
  set({ updateVersion: null });
}

export function reportServerFailure(): void {
  if (!state.serverError) set({ serverError: true });
}

export function dismissServerFailure(): void {
  set({ serverError: false });
}

export function reportPendingChange(): void {
  if (!state.pendingChange) set({ pendingChange: true });
}

export function reportChangesShown(): void {
  if (state.pendingChange) set({ pendingChange: false });
}

export function useNotices(): NoticeState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
