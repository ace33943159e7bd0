// App-wide notices raised outside React (by the HTTP client): the update notice and the server-failure
// notice of spec 1 §2.4 and §8.
import { useSyncExternalStore } from 'react';

export interface NoticeState {
  /** The server's version when it differs from this build's. */
  updateVersion: string | null;
  /** A 5xx (> 500) answer was seen; stays until the user closes it. */
  serverError: boolean;
}

let state: NoticeState = { updateVersion: null, serverError: false };
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

export function useNotices(): NoticeState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
