// Writes stay fast while one entity is held (issue 17 §3): the product on the bench's Postgres, two campaigns' google
// trees; commands on one tree timed with nothing held (the baseline), then again while the first tree is held
// behind a parked event (a read-model rule its variant breaks, planted as in test/api/projection-parking.test.ts),
// and commands on the held tree itself, which answer at once as lagging instead of waiting for the read side.
import pg from 'pg';
import { DEFAULT_SUPER_PASSWORD } from '../runtime/config';
import { readyConcept } from '../test/support/campaigns';
import { HttpClient } from '../test/support/http';
import type { BenchDatabase } from './database';
import { startBenchProduct } from './product';

const COMMANDS = 100;
const PARALLEL = 4;

const progress = (message: string) => process.stderr.write(`bench: held tree: ${message}\n`);

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(2));
}

/** COMMANDS variant creations on `path`, PARALLEL at a time: their latency, and how many were answered as lagging. */
async function creations(su: HttpClient, path: string, prefix: string) {
  const samples: number[] = [];
  let lagging = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < COMMANDS) {
        const i = next++;
        const started = performance.now();
        const reply = await su.post(`${path}/variant`, { name: `${prefix} ${i}` });
        samples.push(performance.now() - started);
        if (reply.status !== 201) throw new Error(`variant: ${reply.status} ${JSON.stringify(reply.body)}`);
        if (reply.headers.get('x-projections-lagging') === 'true') lagging++;
      }
    }),
  );
  return {
    samples: samples.length,
    p50Ms: percentile(samples, 50),
    p99Ms: percentile(samples, 99),
    answeredLagging: lagging,
  };
}

export async function heldTreeFigures(db: BenchDatabase) {
  const databaseUrl = await db.database('held_tree_bench');
  const product = await startBenchProduct({ DATABASE_URL: databaseUrl });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const su = new HttpClient(product.baseUrl);
    await su.login('super@varia.local', DEFAULT_SUPER_PASSWORD);
    const partnerId = (await su.post('/partners', { name: `Held ${Date.now()}`, type: 'Client' })).body.id as string;
    const node = (
      await su.post(`/business-nodes?partnerId=${partnerId}`, { parentId: null, name: 'Brand', type: 'brand' })
    ).body.id as string;
    const concept = await readyConcept(su, 'Held concept', [node], partnerId);
    const googleTree = async (name: string) => {
      const campaign = await su.post('/campaigns', {
        partnerId,
        conceptId: concept.conceptId,
        name,
        businessNodes: [node],
        platforms: ['google'],
        templateIds: [concept.templates.banner],
      });
      const trees = (await su.get<{ id: string }[]>(`/campaigns/${campaign.body.id}/personalize/trees`)).body;
      return `/campaigns/${campaign.body.id}/personalize/${trees[0]!.id}`;
    };
    const healthy = await googleTree('Healthy campaign');
    const held = await googleTree('Held campaign');

    progress('commands on a tree, nothing held');
    const baseline = await creations(su, healthy, 'Before');
    progress('the other tree held behind a parked event');
    await pool.query(`ALTER TABLE variant ADD CONSTRAINT bench_held CHECK (name <> 'Held')`);
    await su.post(`${held}/variant`, { name: 'Held' });
    for (let tries = 0; ; tries++) {
      const { rows } = await pool.query("SELECT 1 FROM projection_parked_event WHERE reason = 'failed'");
      if (rows.length > 0) break;
      if (tries > 200) throw new Error('the planted event was not parked');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    progress('commands on a tree while another is held');
    const whileAnotherHeld = await creations(su, healthy, 'During');
    progress('commands on the held tree');
    const onTheHeldTree = await creations(su, held, 'Behind');
    return { commandsWhileATreeIsHeld: { baseline, whileAnotherHeld, onTheHeldTree } };
  } finally {
    await pool.end();
    await product.stop();
  }
}
