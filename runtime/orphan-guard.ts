import { spawn } from 'node:child_process';

/**
 * A server this process started (Postgres, Temporal) must not outlive it: exit handlers miss SIGKILL and
 * crashes, so a detached shell watches both and sends the server `signal` once this process is gone.
 */
export function stopWhenOrphaned(serverPid: number, signal: 'TERM' | 'INT' = 'TERM'): void {
  const loop = `while kill -0 ${process.pid} 2>/dev/null && kill -0 ${serverPid} 2>/dev/null; do sleep 1; done; kill -${signal} ${serverPid} 2>/dev/null`;
  spawn('sh', ['-c', loop], { detached: true, stdio: 'ignore' }).unref();
}
