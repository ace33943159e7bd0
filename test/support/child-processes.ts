// This process's child processes, read from /proc: how a test finds a server the product started (its Temporal, its
import { readdirSync, readFileSync } from 'node:fs';
// local bucket) to kill it. Only children are read: a scan of every process on a busy machine blocks the event loop
// the product answers on for tens of milliseconds.

/** A /proc file of `pid`, '' once the process has ended. */
export function procFile(pid: number, name: 'cmdline' | 'environ' | 'stat'): string {
  return read(`/proc/${pid}/${name}`);
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // it ended meanwhile
  }
}

/** The PIDs of this process's children, of every thread. */
export function childPids(): number[] {
  return readdirSync(`/proc/${process.pid}/task`).flatMap((task) =>
    read(`/proc/${process.pid}/task/${task}/children`).split(' ').filter(Boolean).map(Number),
  );
}
