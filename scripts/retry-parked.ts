// `npm run projections:retry [name [streamId]]`: applies parked events again after a fix (ARCHITECTURE.md, "A
// failing event"), for every projection holding some when none is named. Safe while the product runs: a retry
// locks the projection's checkpoint row as a batch does, and the product's runner sees the released streams.
import { loadConfig } from '../runtime/config';
import { openDatabase, openEventStore } from '../runtime/database';
import { allProjections } from '../projections';
import { ProjectionRunner } from '../projections/runner';

const config = loadConfig();
const [name, streamId] = process.argv.slice(2);
if (name !== undefined && !allProjections.some((p) => p.name === name)) {
  console.error(`Unknown projection: ${name}. Known: ${allProjections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}

const { pool, embedded } = await openDatabase(config, () => undefined);
const store = await openEventStore(config, pool);
const runner = new ProjectionRunner(pool, store, allProjections, (message, extra) =>
  console.error(message, JSON.stringify(extra ?? {})),
);
const names = name !== undefined ? [name] : (await runner.troubles()).map((t) => t.name);
const retried = [];
for (const projection of names) retried.push({ projection, ...(await runner.retryParked(projection, streamId)) });
console.log(JSON.stringify({ retried }, null, 2));
await store.close();
await pool.end();
await embedded?.stop();
process.exitCode = retried.some((r) => r.parked > 0) ? 1 : 0;
