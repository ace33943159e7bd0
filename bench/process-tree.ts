// The resident memory and CPU time of process trees, read from Linux's /proc: what the render benches measure the
// browsers by (each process's RSS summed, sampled every second for the peak); and the machine's load beside them.
import { execFile } from 'node:child_process';
import { readdir, readFile, readlink } from 'node:fs/promises';
import os from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ProcessRow {
  pid: number;
  ppid: number;
  /** CPU time in clock ticks (10 ms): its own and its reaped children's. */
  ticks: number;
  rssPages: number;
}

/** Every process of the machine and its parent, from Linux's /proc. */
async function processTable(): Promise<ProcessRow[]> {
  const rows: ProcessRow[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    // After the name in parentheses: state, ppid, … utime, stime, cutime, cstime (fields 14-17), … rss (field 24).
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const ticks = fields[11]! + fields[12]! + fields[13]! + fields[14]!;
    rows.push({ pid: Number(name), ppid: fields[1]!, ticks, rssPages: fields[21]! });
  }
  return rows;
}

/** These processes and all their descendants. */
export async function processTree(roots: number[]): Promise<ProcessRow[]> {
  const rows = await processTable();
  const inTree = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, ppid } of rows)
      if (!inTree.has(pid) && inTree.has(ppid)) {
        inTree.add(pid);
        grew = true;
      }
  }
  return rows.filter((row) => inTree.has(row.pid));
}

let pageBytes: Promise<number> | undefined;
const pageSize = () => (pageBytes ??= run('getconf', ['PAGESIZE']).then(({ stdout }) => Number(stdout)));

/** The resident memory of the trees, in MB (each process's RSS, summed). */
export const treeRssMb = async (roots: number[]) =>
  Math.round(((await processTree(roots)).reduce((sum, row) => sum + row.rssPages, 0) * (await pageSize())) / 1024 ** 2);

/** The CPU time the trees have used, in ms. */
export const treeCpuMs = async (roots: number[]) =>
  (await processTree(roots)).reduce((sum, row) => sum + row.ticks, 0) * 10;

/** The resident memory, in MB, of the processes under `root` (itself included) that run `executable`. */
export async function rssMbRunning(root: number, executable: string): Promise<number> {
  let pages = 0;
  for (const row of await processTree([root]))
    if ((await readlink(`/proc/${row.pid}/exe`).catch(() => null)) === executable) pages += row.rssPages;
  return Math.round((pages * (await pageSize())) / 1024 ** 2);
}

/** Samples a memory figure every second while `work` runs; its result and the peak. */
export async function withPeakRss<T>(rssMb: () => Promise<number>, work: () => Promise<T>): Promise<[T, number]> {
  let peak = 0;
  const sample = async () => (peak = Math.max(peak, await rssMb()));
  const timer = setInterval(() => void sample().catch(() => undefined), 1_000);
  try {
    const result = await work();
    await sample();
    return [result, peak];
  } finally {
    clearInterval(timer);
  }
}

/** The machine's cores and its load average before a figure and now: other work on it moves every figure. */
export const machineLoad = (before: number[]) => ({
  cpus: os.availableParallelism(),
  loadAverage: {
    before: before.map((l) => Number(l.toFixed(1))),
    after: os.loadavg().map((l) => Number(l.toFixed(1))),
  },
});
