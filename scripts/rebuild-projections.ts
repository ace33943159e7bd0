// `npm run projections:rebuild [name ...]`: empties the named projections' tables (all when none is named)
// and replays every event from the start. Safe while the product runs: its own runner sees the moved
// checkpoint and follows the replay instead of writing over it.
import { loadConfig } from '../runtime/config';
import { openDatabase, openEventStore } from '../runtime/database';
import { allProjections } from '../projections';
import { ProjectionRunner } from '../projections/runner';

const config = loadConfig();
const names = process.argv.slice(2);
const unknown = names.filter((n) => !allProjections.some((p) => p.name === n));
if (unknown.length > 0) {
  console.error(`Unknown projection(s): ${unknown.join(', ')}. Known: ${allProjections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}

const { pool, embedded } = await openDatabase(config, () => undefined);
const store = await openEventStore(config, pool);
const runner = new ProjectionRunner(pool, store, allProjections);
await runner.start();
const results = [];
for (const name of names.length > 0 ? names : allProjections.map((p) => p.name)) {
  const started = performance.now();
  await runner.rebuild(name);
  results.push({ name, ms: Math.round(performance.now() - started) });
}
console.log(JSON.stringify({ rebuilt: results, status: await runner.status() }, null, 2));
await runner.stop();
await store.close();
await pool.end();
await embedded?.stop();
