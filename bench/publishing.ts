// Publishing through the product (issue 20 §5). The product runs in this process (its API, its local Temporal, its
// read models on the bench's Postgres). Two figures:
// - unlimited: a Google display tree of 2,001 variants of the demo banner (BENCH_PUBLISH_VARIANTS), every format
//   finally approved, published by the product's publish worker in a process of its own (as docker-compose runs it)
//   to a simulated CM360 with no quota in a process of its own (a real one's CPU is not the product's), the worker's
//   limiter raised out of the way; beside it the same adapter's raw `create` to the same far end in a plain loop, one
//   creative after the other, half before the publish and half after, so the machine's drift falls on both. Aim: the
//   publish at no less than 0.5 × the loop's creatives per second.
// - heldToOneQps: a product at its default CM360 rate publishing BENCH_PUBLISH_LIMITED_VARIANTS creatives to a
//   simulated CM360 that refuses more than 1 query a second (403 userRateLimitExceeded): aim 0 quota errors. Its
//   baseline is the floor the quota sets, one second per query the creatives need.
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/app';
import { startSystem } from '../api/system';
import type { PublishingAnswer } from '../domain/publishing/answers';
import type { AdAccount, AdPlatform, CreativeFile, CreativeToPublish } from '../platforms/ad-platform';
import { DEFAULT_SUPER_PASSWORD, loadConfig } from '../runtime/config';
import { CHUNK_SIZE } from '../workflows/publish/chunks';
import { zipOf } from '../workflows/publish/creative-files';
import { startGooglePlatformProcess, type GooglePlatformProcess } from '../test/support/google-platform';
import { HttpClient } from '../test/support/http';
import { demoBanner, HEROES, type Banner } from './banner-pages';
import type { BenchDatabase } from './database';
import { ok } from './personalise';
import { machineLoad } from './process-tree';
import { childPublishWorkers } from './publish-worker';
import { displayTree, fillTree, uploadHeroes, type DisplayTree } from './render-requests';

const VARIANTS = Number(process.env.BENCH_PUBLISH_VARIANTS ?? 2_001);
const LIMITED_VARIANTS = Number(process.env.BENCH_PUBLISH_LIMITED_VARIANTS ?? 20);
export const CM360 = { dcmNetworkId: '4101', dcmAdvertiserId: '8101' };
/**
 * CM360 queries of the demo banner's creatives (no screenshot, so no backup image): an upload and an insert each, and
 * one look-up per chunk (a page holds 1,000).
 */
const queriesFor = (creatives: number) => creatives * 2 + Math.ceil(creatives / CHUNK_SIZE);
export const PUBLISH_AIMS = { ratio: 0.5, quotaErrors: 0 };

export const progress = (message: string) => process.stderr.write(`bench: publishing: ${message}\n`);

/** The product in this process on its own database of the bench's Postgres, CM360 held to `cm360QueriesPerSecond`. */
export async function startProduct(db: BenchDatabase, name: string, cm360QueriesPerSecond: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'varia-bench-publish-'));
  const config = {
    ...loadConfig({}),
    databaseUrl: await db.database(name),
    dataDir,
    port: 0,
    host: '127.0.0.1',
    serveUi: false,
    demo: false,
    cm360QueriesPerSecond,
  };
  const system = await startSystem(config, () => undefined);
  const app = await buildApp(system.deps, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const su = new HttpClient(`http://127.0.0.1:${address.port}`);
  await su.login(config.bootstrapSuperEmail, DEFAULT_SUPER_PASSWORD);
  const google = system.deps.oauth.simulated!.google;
  const simulated = async (what: string, body?: unknown) => {
    const answer = await fetch(`${google}/__simulated/${what}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`simulated ${what}: ${answer.status}`);
    return (await answer.json()) as Record<string, number>;
  };
  return {
    su,
    simulated,
    config,
    system,
    stop: async () => {
      await app.close();
      await system.stop();
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}
export type Product = Awaited<ReturnType<typeof startProduct>>;

/** A tree of `variants` variants of the demo banner, every format finally approved, its node connected to CM360. */
export async function approvedTree(product: Product, banner: Banner, variants: number): Promise<DisplayTree> {
  const { su } = product;
  const tree = await displayTree(su, banner);
  await fillTree(su, tree, await uploadHeroes(su, tree.partnerId, banner.heroes), variants);
  const identifiers: { formatIds: string[] }[] = await ok(
    su.get(`${tree.treePath}/variant-identifiers?filter=%7B%7D`),
    'identifiers',
  );
  await ok(
    su.request('PATCH', `/campaigns/${tree.campaignId}/creatives/approvals`, {
      treeId: tree.treeId,
      approvals: identifiers.flatMap((v) => v.formatIds),
      rejections: [],
      final: true,
    }),
    'approvals',
  );
  await ok(su.put(`/business-nodes/${tree.nodeId}/publishing`, { publishing: { google: CM360 } }), 'integration');
  await product.simulated('cm360/networks', { networkId: CM360.dcmNetworkId });
  return tree;
}

/** Waits for the product to say the publish finished; answers it and the seconds since `started`. */
async function finished(su: HttpClient, campaignId: string, publishId: string, started: number) {
  for (;;) {
    const answer: PublishingAnswer = await ok(su.get(`/campaigns/publishing/${campaignId}`), 'publishing');
    const done = answer.publishes.find((p) => p.id === publishId && p.status === 'finished');
    if (done) return { publish: done, seconds: (performance.now() - started) / 1000 };
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Publishes the tree to CM360 through the API and the product's own worker, and waits for it to finish. */
async function publish(su: HttpClient, tree: DisplayTree) {
  const started = performance.now();
  const { publishId } = await ok(su.post(`/campaigns/${tree.campaignId}/publish`, { channels: ['google'] }), 'publish');
  return finished(su, tree.campaignId, publishId, started);
}

/** The raw loop's creatives: the demo banner's files and a hero in an HTML5 zip, as the workflow makes each. */
async function loopCreatives(banner: Banner, count: number, from: number): Promise<CreativeToPublish[]> {
  const zips = await Promise.all(
    banner.heroes
      .slice(0, HEROES)
      .map((hero, i) =>
        zipOf([
          ...Object.entries(banner.files).map(([name, bytes]) => ({ path: name, bytes })),
          { path: `assets/hero-${i}`, bytes: hero },
        ]),
      ),
  );
  const run = Date.now().toString(36);
  return Array.from({ length: count }, (_, n) => {
    const i = from + n;
    const file: CreativeFile = { name: `loop-${i}.zip`, contentType: 'application/zip', bytes: zips[i % zips.length]! };
    return {
      externalKey: `varia-bench-loop-${run}-${i}`,
      name: `Loop ${i} banner 300x250`,
      format: 'fixed',
      width: 300,
      height: 250,
      clickUrl: `https://example.com/summer?variant=${i}`,
      fields: {},
      files: [file],
    };
  });
}

/**
 * The baseline: the adapter's raw `create` in a plain loop, one creative after the other, run in parts (half before
 * what it is set beside, half after, so the machine's drift falls on both) and timed over them all.
 */
function rawCreateLoop(cm360: AdPlatform, account: AdAccount, banner: Banner) {
  const loop = { creatives: 0, seconds: 0 };
  return {
    async over(count: number, from: number) {
      const creatives = await loopCreatives(banner, count, from);
      const started = performance.now();
      for (const creative of creatives) await cm360.create(account, creative);
      loop.seconds += (performance.now() - started) / 1000;
      loop.creatives += count;
    },
    figure: () => ({
      creatives: loop.creatives,
      seconds: Number(loop.seconds.toFixed(1)),
      creativesPerSecond: Number((loop.creatives / loop.seconds).toFixed(1)),
    }),
  };
}

/** The raw loop on the simulated Google `far`, no limiter in the way. */
export const cm360Loop = (far: GooglePlatformProcess, banner: Banner) =>
  rawCreateLoop(far.adapters({ cm360Rate: null }).google, { ids: CM360, token: null }, banner);

async function unlimitedFigures(db: BenchDatabase, banner: Banner) {
  // Far above what one process reaches: the limiter stays in the path (as in production) without holding anything.
  const product = await startProduct(db, 'publishing_unlimited_bench', 100_000);
  const far = await startGooglePlatformProcess({ cm360Networks: [CM360.dcmNetworkId] });
  const workers = childPublishWorkers(product, far, { cm360PerSecond: 100_000 });
  // Polling before the publish is asked for, as the product's worker would be.
  const worker = await workers.worker();
  try {
    progress(`a google display tree of ${VARIANTS} variants, finally approved`);
    const tree = await approvedTree(product, banner, VARIANTS);
    const loop = cm360Loop(far, banner);
    const half = Math.floor(VARIANTS / 2);
    const loadBefore = os.loadavg();
    progress('the raw create loop, first half');
    await loop.over(half, 0);
    progress('the publish');
    const started = performance.now();
    const { asked, start } = await workers.request(tree);
    await start();
    const { publish: done, seconds } = await finished(product.su, tree.campaignId, asked.publishId, started);
    progress(`${done.published} published, ${done.failed} failed in ${seconds.toFixed(1)} s`);
    progress('the raw create loop, second half');
    await loop.over(VARIANTS - half, half);
    const creativesPerSecond = Number((done.published / seconds).toFixed(1));
    const baseline = loop.figure();
    return {
      variants: VARIANTS,
      ...machineLoad(loadBefore),
      publish: {
        queued: done.queued,
        published: done.published,
        failed: done.failed,
        message: done.message,
        seconds: Number(seconds.toFixed(1)),
        creativesPerSecond,
      },
      baseline,
      ratio: Number((creativesPerSecond / baseline.creativesPerSecond).toFixed(2)),
    };
  } finally {
    const exited = once(worker, 'exit');
    worker.kill('SIGKILL');
    await exited;
    await far.close();
    await product.stop();
  }
}

async function heldToOneQpsFigures(db: BenchDatabase, banner: Banner) {
  const product = await startProduct(db, 'publishing_limited_bench', loadConfig({}).cm360QueriesPerSecond);
  try {
    progress(`${LIMITED_VARIANTS} creatives to a CM360 held to 1 query/s`);
    const tree = await approvedTree(product, banner, LIMITED_VARIANTS);
    await product.simulated('limits', { cm360Qps: 1 });
    const quotaErrors = async () => {
      const answered = await product.simulated('answered');
      return (answered.userRateLimitExceeded ?? 0) + (answered.dailyLimitExceeded ?? 0);
    };
    const before = await quotaErrors();
    const loadBefore = os.loadavg();
    const { publish: done, seconds } = await publish(product.su, tree);
    const queries = queriesFor(done.queued) + 1;
    return {
      creatives: done.queued,
      ...machineLoad(loadBefore),
      publish: {
        published: done.published,
        failed: done.failed,
        seconds: Number(seconds.toFixed(1)),
        quotaErrors: (await quotaErrors()) - before,
      },
      // The quota's floor: the creatives' queries (and the user profile's, once) at 1 a second.
      baseline: { queries, seconds: queries },
    };
  } finally {
    await product.stop();
  }
}

export async function publishingFigures(db: BenchDatabase) {
  const banner = await demoBanner();
  const unlimited = await unlimitedFigures(db, banner);
  const heldToOneQps = await heldToOneQpsFigures(db, banner);
  return {
    publishing: {
      unlimited,
      heldToOneQps,
      aims: PUBLISH_AIMS,
      met: {
        ratio: unlimited.ratio >= PUBLISH_AIMS.ratio && unlimited.publish.failed === 0,
        quotaErrors: heldToOneQps.publish.quotaErrors === PUBLISH_AIMS.quotaErrors && heldToOneQps.publish.failed === 0,
      },
    },
  };
}
