// The live channel (spec 1 §7, DESIGN §7): one websocket per tab on /ws?key=<per-tab random key>, opened
// while something listens; the session cookie authenticates it. A closed socket reconnects with backoff,
// and listeners hear about the reconnect so they can fetch what they missed. A second socket with the same
// key is refused with 'Websocket channel already exists': the tab then takes a new key.
import { useSyncExternalStore } from 'react';
import { getSession } from '../../auth/session';
import type { UploadItem } from '../../providers/assetTypes';
import { randomId } from './randomId';

export type LiveMessage =
  { type: 'upload'; item: UploadItem } | { type: string; message?: string; [key: string]: unknown };
interface LiveListener {
  onMessage(message: LiveMessage): void;
  /** Called after the socket came back; messages may have been missed meanwhile. */
  onReconnect?(): void;
}

const DUPLICATE_CHANNEL = 'Websocket channel already exists';
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
const IDLE_CLOSE_MS = 2_000;

let key = randomId();
let socket: WebSocket | null = null;
let connected = false;
let everOpened = false;
let attempts = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<LiveListener>();
const statusListeners = new Set<() => void>();

function setConnected(value: boolean): void {
  connected = value;
  statusListeners.forEach((l) => l());
}

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${protocol}://${window.location.host}/ws?key=${encodeURIComponent(key)}`;
}

function scheduleReconnect(): void {
  if (!listeners.size || retryTimer) return;
  const delay = BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length - 1)]!;
  attempts += 1;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    open();
  }, delay);
}

function open(): void {
  if (socket || !listeners.size || !getSession()) return;
  const ws = new WebSocket(socketUrl());
  socket = ws;
  ws.onopen = () => {
    attempts = 0;
    setConnected(true);
    if (everOpened) listeners.forEach((l) => l.onReconnect?.());
    everOpened = true;
  };
  ws.onmessage = (event) => {
    let message: LiveMessage;
    try {
      message = JSON.parse(String(event.data)) as LiveMessage;
    } catch {
      return;
    }
    if ((message as { message?: string }).message === DUPLICATE_CHANNEL && message.type !== 'upload') {
      key = randomId();
      return;
    }
    listeners.forEach((l) => l.onMessage(message));
  };
  ws.onclose = (event) => {
    if (socket === ws) socket = null;
    if (event.reason?.includes(DUPLICATE_CHANNEL)) key = randomId();
    setConnected(false);
    scheduleReconnect();
  };
}

/** Listen to the live channel; returns the unsubscribe function. */
export function subscribeLive(listener: LiveListener): () => void {
  listeners.add(listener);
  clearTimeout(idleTimer);
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    idleTimer = setTimeout(() => {
      if (listeners.size) return;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      attempts = 0;
      everOpened = false;
      const ws = socket;
      socket = null;
      ws?.close();
      setConnected(false);
    }, IDLE_CLOSE_MS);
  };
}

/** Whether the live channel is open (for a 'reconnecting' hint). */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (l) => {
      statusListeners.add(l);
      return () => statusListeners.delete(l);
    },
    () => connected,
  );
}
