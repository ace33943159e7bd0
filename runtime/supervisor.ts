// Keeps a server this process started (the embedded Postgres, the local Temporal) running: when it ends without
// being asked to (a kill -9, a crash), it is started again on the same port and data, until it is up or stopped.
// Its clients reconnect by themselves; meanwhile callers get errors the API answers with 503 and Retry-After.

/** One run of the server. */
export interface ServerRun {
  pid: number;
  /** Resolves once the process has ended, saying how ('signal SIGKILL', 'exit 1'). */
  ended: Promise<string>;
  stop(): Promise<void>;
}

interface Supervised {
  stop(): Promise<void>;
}

const FIRST_PAUSE_MS = 200;
const LONGEST_PAUSE_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300);

/** `relaunch` starts the server again (same port and data); `notice` hears each death, failed try and return. */
export function keepRunning(
  name: string,
  first: ServerRun,
  relaunch: () => Promise<ServerRun>,
  notice: (line: string) => void,
): Supervised {
  let current: ServerRun | null = first;
  let stopped = false;
  let restarting: Promise<void> = Promise.resolve();

  const restart = async (since: number) => {
    for (let attempt = 1; !stopped; attempt++) {
      try {
        const run = await relaunch();
        if (stopped) return void (await run.stop());
        current = run;
        notice(`${name} is back (PID ${run.pid}) after ${Date.now() - since} ms, attempt ${attempt}`);
        watch(run);
        return;
      } catch (error) {
        // A killed Postgres' backends hold its shared memory for a moment; the first tries are expected to fail.
        if (attempt === 1 || attempt % 10 === 0)
          notice(`${name} did not start again (attempt ${attempt}): ${firstLine(error)}; trying again`);
        await sleep(Math.min(FIRST_PAUSE_MS * attempt, LONGEST_PAUSE_MS));
      }
    }
  };

  const watch = (run: ServerRun) => {
    void run.ended.then((how) => {
      if (stopped || current !== run) return;
      current = null;
      notice(`${name} (PID ${run.pid}) ended unexpectedly (${how}); starting it again`);
      restarting = restart(Date.now());
    });
  };
  watch(first);

  return {
    async stop() {
      stopped = true;
      await restarting;
      const run = current;
      current = null;
      await run?.stop();
    },
  };
}
