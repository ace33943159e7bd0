// The first `npm start` on the embedded defaults loads the demo itself, so a newcomer sees a living product.
// Never with DATABASE_URL (someone else's database) nor with DEMO=false.
import { access, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { EventStore } from '../commands/event-store/port';
import type { Config } from '../runtime/config';
import type { DeliveryImports } from '../workflows/delivery/starters';
import { importDemoDelivery } from './delivery-year';
import type { DemoLocalBucket } from './local-bucket';
import { seedDemo } from './seed';
import { signInBlock } from './sign-in-block';
import { shareDemoTearsheet, sharedTearsheetBlock } from './tearsheet';

export interface BootFacts {
  demo: boolean;
  databaseUrl: string | null;
  /** Nobody has done anything in this product yet (see `untouched`). */
  untouched: boolean;
  /** A demo seed began at an earlier boot and did not finish (stopped midway, or failed). */
  seedUnfinished: boolean;
}

export const shouldSeedDemo = (facts: BootFacts): boolean =>
  facts.demo && facts.databaseUrl === null && (facts.untouched || facts.seedUnfinished);

/** Far more than the bootstrap appends; a store holding this many events is in use either way. */
const SCAN = 20;

/**
 * The store holds only the system's own events, i.e. the bootstrap super user: no person has acted yet.
 * Read from the event store itself, so it holds for both stores and whatever the read models hold.
 */
export async function untouched(store: EventStore): Promise<boolean> {
  const events = await store.readAll(-1, SCAN);
  return events.length < SCAN && events.every((e) => e.metadata.actor.role === 'SYSTEM');
}

/** Present from a seed's start to its end, so a seed cut short is finished at the next boot. */
const markerOf = (config: Config) => path.join(config.dataDir, 'demo-seed-unfinished');

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Decide before the server answers anyone, so nothing done at this boot can count as "not empty". */
export async function demoDueAtBoot(config: Config, store: EventStore): Promise<boolean> {
  const facts = {
    demo: config.demo,
    databaseUrl: config.databaseUrl,
    untouched: await untouched(store),
    seedUnfinished: await exists(markerOf(config)),
  };
  return shouldSeedDemo(facts);
}

interface DemoOutput {
  logger: Logger;
  /** Where the sign-in block goes: plain text, for a person to read. */
  print(text: string): void;
  /** The product's delivery imports: given, the demo's published campaigns get a year of delivery. */
  deliveries?: DeliveryImports;
  /** The product's local bucket, when it runs one (AppDeps.localBucket). */
  localBucket?: DemoLocalBucket | null;
}

/** Seeds through the product's own API at `url`; a failure is logged, never thrown. Answers whether it finished. */
export async function loadDemo(
  config: Config,
  url: string,
  { logger, print, deliveries, localBucket }: DemoOutput,
): Promise<boolean> {
  const marker = markerOf(config);
  try {
    await writeFile(marker, `demo seed started ${new Date().toISOString()}\n`);
    const options = {
      baseUrl: url,
      superEmail: config.bootstrapSuperEmail,
      superPassword: config.bootstrapSuperPassword,
      log: (line: string) => logger.info(`demo: ${line.trim()}`),
      localBucket,
    };
    const users = await seedDemo(options);
    logger.info({ url, users: users.length }, 'demo loaded');
    print(signInBlock(url, users));
    // After the sign-in lines, side by side: one waits for a campaign's screenshots to render, the other for the
    // platforms' reviews of the published ads, then imports their year.
    await Promise.all([
      shareDemoTearsheet(options).then((shared) => shared && print(sharedTearsheetBlock(shared))),
      deliveries && importDemoDelivery(options, deliveries),
    ]);
    await rm(marker, { force: true });
    return true;
  } catch (error) {
    logger.error(
      { err: error },
      'demo seed failed; the next start tries again (DEMO=false to skip), or run `npm run seed:demo`',
    );
    return false;
  }
}
