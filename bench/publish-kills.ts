// A publish worker killed mid-publish three times (issue 20 §5: 0 duplicate ads on the platform). The product runs in
// this process as for the publishing figures (bench/publishing.ts) and holds a Google display tree of
// BENCH_PUBLISH_KILL_VARIANTS variants of the demo banner, finally approved. The publish runs on a task queue of its
// own that only a publish worker in a child process polls (bench/publish-worker.ts: the product's worker and CM360
// adapter, on a simulated CM360 in a process of its own, no quota); each worker is killed (SIGKILL) once the platform
// holds KILL_STEP more of the campaign's ads than at the last kill, and a new one started, three times; a fourth
// finishes. Reported: the ads the platform holds against the creatives queued, the duplicates (aim 0), and the
// publish's wall time beside the adapter's raw create loop for as many creatives (the unlimited figure's baseline).
import os from 'node:os';
import { startGooglePlatformProcess } from '../test/support/google-platform';
import { cm360Ads } from '../test/support/publishing';
import { killedRepeatedly } from '../test/support/worker-process';
import { demoBanner } from './banner-pages';
import type { BenchDatabase } from './database';
import { machineLoad } from './process-tree';
import { childPublishWorkers } from './publish-worker';
import { approvedTree, CM360, cm360Loop, progress, startProduct } from './publishing';

const KILL_VARIANTS = Number(process.env.BENCH_PUBLISH_KILL_VARIANTS ?? 300);
const KILLS = 3;
/** Ads each killed worker makes of its own first: enough that it was well under way, few enough that it dies early. */
const KILL_STEP = Math.max(2, Math.floor(KILL_VARIANTS / 8));
/** As the kill test's (test/workflows/publish.test.ts): past a loaded machine's pauses, short of the default 20 s. */
const HEARTBEAT_TIMEOUT_MS = 8_000;
export const PUBLISH_KILL_AIMS = { duplicates: 0 };

export async function publishKillsFigures(db: BenchDatabase) {
  const banner = await demoBanner();
  const product = await startProduct(db, 'publishing_kills_bench', 100_000);
  const g = await startGooglePlatformProcess({ cm360Networks: [CM360.dcmNetworkId] });
  try {
    progress(`a google display tree of ${KILL_VARIANTS} variants, finally approved`);
    const tree = await approvedTree(product, banner, KILL_VARIANTS);
    const workers = childPublishWorkers(product, g, {
      cm360PerSecond: 100_000,
      heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
    });
    const { asked, start, result } = await workers.request(tree);
    const adsOf = () => cm360Ads(g, tree.campaignId, CM360);
    const loop = cm360Loop(g, banner);
    const half = Math.floor(asked.queued / 2);

    const loadBefore = os.loadavg();
    progress('the raw create loop, first half');
    await loop.over(half, 0);
    progress(`${asked.queued} creatives published, the worker killed ${KILLS} times`);
    // From the first worker's start, as the product's own worker would be running when a publish is asked for.
    const started = performance.now();
    const heldAtKills = await killedRepeatedly({
      start: workers.worker,
      started: start,
      progress: async () => [...(await adsOf()).values()].reduce((sum, n) => sum + n, 0),
      step: KILL_STEP,
      times: KILLS,
      timeoutMs: 180_000,
    });
    const last = await workers.worker();
    const outcome = await result().finally(() => last.kill('SIGKILL'));
    const seconds = (performance.now() - started) / 1000;
    progress('the raw create loop, second half');
    await loop.over(asked.queued - half, half);
    const ads = await adsOf();
    const duplicates = [...ads.values()].reduce((sum, n) => sum + n - 1, 0);
    return {
      publishKills: {
        variants: KILL_VARIANTS,
        ...machineLoad(loadBefore),
        publish: {
          queued: asked.queued,
          ...outcome,
          kills: heldAtKills.map((adsHeld) => ({ adsHeld, midPublish: adsHeld < asked.queued })),
          heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
          seconds: Number(seconds.toFixed(1)),
          creativesPerSecond: Number((outcome.published / seconds).toFixed(1)),
        },
        platform: { adsHeld: [...ads.values()].reduce((sum, n) => sum + n, 0), creatives: ads.size, duplicates },
        baseline: loop.figure(),
        aims: PUBLISH_KILL_AIMS,
        met: {
          duplicates: duplicates === PUBLISH_KILL_AIMS.duplicates && ads.size === asked.queued && outcome.failed === 0,
        },
      },
    };
  } finally {
    await g.close();
    await product.stop();
  }
}
